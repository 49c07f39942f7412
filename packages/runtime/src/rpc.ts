import type { Gateway } from './config.js';
import {
  type ErrorContext,
  type FieldIssue,
  GatewayError,
  HttpError,
  JsonRpcFailure,
  JsonRpcIdMismatch,
  RequestValidationError,
  ResponseValidationError,
} from './errors.js';
import { gatewayRefusal, parseJson } from './http-errors.js';
import { parseRateLimit } from './rate-limit.js';
import type { Reply, ReplyMeta } from './reply.js';
import { endpointFor, type SurfaceMeta } from './surface.js';
import { type CallOptions, httpExchange } from './transport.js';
import { type DriftContext, markDrift, type Settled, settleIssues, withIssues } from './response-check.js';
import type { OperationDrift } from './drift.js';
import { check, type Validator } from './validate.js';
import { readRpcResponse, rpcAnswersId, rpcParamsIssues, rpcParamsOrEmpty } from './exchange-rules.js';
import { jsonMayHoldSecret, redact, redactJson } from './redact.js';

/** Generated per OpenRPC method. */
export interface RpcMethod {
  name: string;
  paramStructure: 'by-name' | 'by-position';
  /** The seed lets `params` be left out entirely (no parameters). */
  paramsOptional: boolean;
  /**
   * The spelling real clients were observed sending for this method (spec `x-gw-observed-alias`, e.g.
   * `essentials.get_holders` for the seed's `get_holders`); sent instead of `name` when the gateway's
   * `wireNames` option asks for the observed spelling on this surface.
   */
  observedAlias?: string;
  /** The drift register entries of the method (generated from specs/drift). */
  drift?: OperationDrift;
}

export interface RpcValidators {
  /** Validates `params` exactly as sent (an object for by-name, an array for by-position). */
  params?: Validator;
  result?: Validator;
}

export interface RpcCall {
  method: RpcMethod;
  validators: RpcValidators;
  params: unknown;
}

export interface RpcCallOptions extends CallOptions {
  /** Values for mount templates such as the reorg helper's `{n}`. */
  mountParams?: Record<string, string>;
}

let nextId = 1;

/** The method name sent on the wire: the seed's, or the observed spelling when the gateway asks for it. */
function wireName(gw: Gateway, surface: SurfaceMeta, method: RpcMethod): string {
  return gw.wireNames?.[surface.name] === 'observed' && method.observedAlias ? method.observedAlias : method.name;
}

function prepare(gw: Gateway, surface: SurfaceMeta, call: RpcCall, id: number) {
  const ctx: ErrorContext = { surface: surface.name, operation: call.method.name };
  const issues = rpcParamsIssues(call.method, call.validators, call.params);
  if (issues.length) throw new RequestValidationError(ctx, issues);
  const request: Record<string, unknown> = { jsonrpc: '2.0', method: wireName(gw, surface, call.method), id };
  if (call.params !== undefined || !call.method.paramsOptional) request.params = rpcParamsOrEmpty(call.method, call.params);
  return { ctx, request };
}

/**
 * Checks one JSON-RPC response against its request. What cannot be read at all (not an object, neither `result`
 * nor `error`, a malformed error object, a foreign id) is always an error; the `jsonrpc` member and the result's
 * schema follow the gateway's `responseValidation` mode (the issues are returned in `report` mode).
 */
function settle<T>(gw: Gateway, ctx: ErrorContext, call: RpcCall, id: number, resp: unknown, status: number): { result: T; settled: Settled | undefined } {
  const c = { ...ctx, status };
  // The register (method.drift, specs/drift) is consulted only for an answer with issues or an error: a valid answer pays nothing.
  const drift = () => call.method.drift && rpcDrift(call.method.drift, call.validators.result, status, resp);
  const { reading, envelope } = readRpcResponse(resp);
  if (reading.kind === 'unreadable') throw new ResponseValidationError(c, [fieldIssue(reading.issue)], resp);
  if (!rpcAnswersId(reading, id)) throw new JsonRpcIdMismatch(c, id, reading.id);
  const off = gw.responseValidation === 'off';
  if (reading.kind === 'error') {
    // The envelope's issues are settled (thrown, or reported) before the documented failure is raised.
    if (!off) settleIssues(gw, c, envelope.map(fieldIssue), envelope.length ? resp : undefined);
    throw markDrift(gw, new JsonRpcFailure(c, reading.code, reading.message, reading.data), drift(), '/error');
  }
  const found = off ? [] : [...envelope.map(fieldIssue), ...check(call.validators.result, reading.result).map((i) => ({ ...i, field: `/result${i.field}` }))];
  return { result: reading.result as T, settled: found.length ? settleIssues(gw, c, found, resp, drift()) : settleIssues(gw, c, found, undefined) };
}

/** What the register's matcher needs to know of a JSON-RPC answer (`body` is the response object). */
function rpcDrift(of: OperationDrift, result: Validator | undefined, status: number, body: unknown): DriftContext {
  const revalidate = (b: unknown) => check(result, (b as { result?: unknown } | null)?.result).map((i) => ({ ...i, field: `/result${i.field}` }));
  return { of, answer: { status, body }, revalidate };
}

/** A runtime issue as clients report it (field and message). */
const fieldIssue = (i: FieldIssue): FieldIssue => ({ field: i.field, message: i.message });

async function post(gw: Gateway, surface: SurfaceMeta, ctx: ErrorContext, payload: unknown, opts: RpcCallOptions) {
  const endpoint = endpointFor(gw, surface, opts.mountParams);
  const res = await httpExchange(
    gw,
    ctx,
    {
      method: 'POST',
      url: endpoint.url,
      headers: { ...endpoint.headers, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      json: payload,
    },
    opts,
  );
  // Every gateway-wide refusal is an HTTP error status: a 2xx answer is parsed once, below.
  const refusal = res.status >= 400 ? gatewayRefusal({ ...ctx, status: res.status }, res) : undefined;
  if (refusal) throw refusal;
  const parsed = parseJson(res.text);
  if (!parsed.ok) throw new HttpError({ ...ctx, status: res.status }, redact(res.text, gw.secrets));
  const meta: ReplyMeta = { status: res.status, rateLimit: parseRateLimit(res.headers), headers: res.headers };
  // The server may echo the key in an error message: redact the answer before anything reads it (only rebuilt when
  // its text could hold a secret).
  return { value: jsonMayHoldSecret(res.text, gw.secrets) ? redactJson(parsed.value, gw.secrets) : parsed.value, meta };
}

/** One JSON-RPC call: params checked before sending, id matched, result validated. */
export async function rpcCall<T>(gw: Gateway, surface: SurfaceMeta, call: RpcCall, opts: RpcCallOptions = {}): Promise<Reply<T>> {
  const id = nextId++;
  const { ctx, request } = prepare(gw, surface, call, id);
  const { value, meta } = await post(gw, surface, ctx, request, opts);
  try {
    const { result, settled } = settle<T>(gw, ctx, call, id, value, meta.status);
    return { data: result, meta: withIssues(meta, settled) };
  } catch (e) {
    if (e instanceof JsonRpcFailure) e.meta = { status: meta.status, rateLimit: meta.rateLimit };
    throw e;
  }
}

/** One answer of a batch; `issues` in `report` mode, `drift` when register entries explained it (see ReplyMeta). */
export type BatchItem<T> = { ok: true; data: T; issues?: FieldIssue[]; drift?: string[] } | { ok: false; error: GatewayError };

/** A batch: an array of requests in, an array of responses out, matched by id and returned in request order. */
export async function rpcBatch(gw: Gateway, surface: SurfaceMeta, calls: RpcCall[], opts: RpcCallOptions = {}): Promise<Reply<BatchItem<unknown>[]>> {
  if (calls.length === 0)
    throw new RequestValidationError({ surface: surface.name, operation: 'batch' }, [{ field: '', message: 'a batch needs at least one call' }]);
  const prepared = calls.map((c) => ({ call: c, id: nextId++ })).map((p) => ({ ...p, ...prepare(gw, surface, p.call, p.id) }));
  const ctx = { surface: surface.name, operation: `batch(${calls.map((c) => c.method.name).join(',')})` };
  const { value, meta } = await post(
    gw,
    surface,
    ctx,
    prepared.map((p) => p.request),
    opts,
  );
  if (!Array.isArray(value))
    throw new ResponseValidationError({ ...ctx, status: meta.status }, [{ field: '', message: 'a batch answer must be an array' }], value);
  const byId = new Map<unknown, unknown>();
  for (const r of value) if (r && typeof r === 'object') byId.set((r as { id?: unknown }).id, r);
  const known = new Set(prepared.map((p) => p.id));
  const stray = [...byId.keys()].filter((k) => !known.has(k as number));
  const data = prepared.map((p): BatchItem<unknown> => {
    const r = byId.get(p.id);
    try {
      if (r === undefined) throw new JsonRpcIdMismatch({ ...p.ctx, status: meta.status }, p.id, stray.length ? stray[0] : undefined);
      const { result, settled } = settle(gw, p.ctx, p.call, p.id, r, meta.status);
      return settled === undefined ? { ok: true, data: result } : { ok: true, data: result, ...settled };
    } catch (e) {
      if (e instanceof GatewayError) return { ok: false, error: e };
      throw e;
    }
  });
  // The batch's meta names every register entry an item's answer was explained by.
  const withDrift = data.some((d) => d.ok && d.drift) ? { ...meta, drift: [...new Set(data.flatMap((d) => (d.ok && d.drift) || []))] } : meta;
  if (gw.responseValidation !== 'report') return { data, meta: withDrift };
  // The batch's meta gathers every item's issues, each field prefixed with the item's index in call order.
  const all = data.flatMap((d, i) => (d.ok && d.issues ? d.issues.map((x) => ({ ...x, field: `/${i}${x.field}` })) : []));
  return { data, meta: { ...withDrift, issues: all } };
}
