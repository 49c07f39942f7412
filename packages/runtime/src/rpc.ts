import type { Gateway } from './config.js';
import {
  type ErrorContext,
  type FieldIssue,
  GatewayError,
  HttpError,
  JsonRpcFailure,
  JsonRpcIdMismatch,
  RateLimitedError,
  RequestValidationError,
  ResponseValidationError,
} from './errors.js';
import { gatewayRefusal, parseJson } from './http-errors.js';
import { parseRateLimit } from './rate-limit.js';
import type { Reply, ReplyMeta } from './reply.js';
import { endpointFor, fixedTarget, type SurfaceMeta } from './surface.js';
import { enqueue, type Settled as BatchSettled } from './batcher.js';
import { sendAttempt } from './middleware.js';
import { withRetries } from './retry.js';
import type { CallOptions, HttpRequest, HttpResponse } from './transport.js';
import { type DriftContext, markDrift, type Settled, settleIssues, withIssues } from './response-check.js';
import type { OperationDrift } from './drift.js';
import { check, type Validator } from './validate.js';
import { readRpcResponse, rpcAnswersId, rpcParamsIssues, rpcParamsOrEmpty } from './exchange-rules.js';
import { redact, redactJson, shownError } from './redact.js';

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
  // The register (method.drift, specs/drift) is consulted only for an answer with issues or an error (rpcDrift below):
  // a valid answer pays nothing.
  const { reading, envelope } = readRpcResponse(resp);
  if (reading.kind === 'unreadable') throw new ResponseValidationError(c, [fieldIssue(reading.issue)], resp);
  if (!rpcAnswersId(reading, id)) throw new JsonRpcIdMismatch(c, id, reading.id);
  const off = gw.responseValidation === 'off';
  if (reading.kind === 'error') {
    // The envelope's issues are settled (thrown, or reported) before the documented failure is raised.
    if (!off) settleIssues(gw, c, envelope.map(fieldIssue), envelope.length ? redactJson(resp, gw.secrets) : undefined);
    throw markDrift(gw, new JsonRpcFailure(c, reading.code, reading.message, reading.data), rpcDrift(call, status, resp), '/error');
  }
  const found = off ? [] : [...envelope.map(fieldIssue), ...check(call.validators.result, reading.result).map((i) => ({ ...i, field: `/result${i.field}` }))];
  return {
    result: reading.result as T,
    settled: found.length ? settleIssues(gw, c, found, redactJson(resp, gw.secrets), rpcDrift(call, status, resp)) : settleIssues(gw, c, found, undefined),
  };
}

/** What the register's matcher needs to know of a JSON-RPC answer (`body` is the response object); undefined without an entry. */
function rpcDrift(call: RpcCall, status: number, body: unknown): DriftContext | undefined {
  const of = call.method.drift;
  if (!of) return undefined;
  const result = call.validators.result;
  const revalidate = (b: unknown) => check(result, (b as { result?: unknown } | null)?.result).map((i) => ({ ...i, field: `/result${i.field}` }));
  return { of, answer: { status, body }, revalidate };
}

/** A runtime issue as clients report it (field and message). */
const fieldIssue = (i: FieldIssue): FieldIssue => ({ field: i.field, message: i.message });

/** Where a JSON-RPC call goes and with which headers (the key header, the content-type). */
function rpcTarget(gw: Gateway, surface: SurfaceMeta, mountParams?: Record<string, string>) {
  const endpoint = endpointFor(gw, surface, mountParams);
  return { url: endpoint.url, headers: { ...endpoint.headers, 'content-type': 'application/json' } };
}

/** The HTTP request of a JSON-RPC payload (one call or a batch). */
function postRequest(gw: Gateway, surface: SurfaceMeta, payload: unknown, opts: RpcCallOptions): HttpRequest {
  const { url, headers } = opts.mountParams ? rpcTarget(gw, surface, opts.mountParams) : fixedTarget(gw, surface, () => rpcTarget(gw, surface));
  return { method: 'POST', url, headers, body: JSON.stringify(payload), json: payload };
}

/** Reads the answer to a JSON-RPC post (synchronous: the attempt awaits the exchange itself, one hop fewer). */
function readPosted(gw: Gateway, ctx: ErrorContext, res: HttpResponse) {
  // Every gateway-wide refusal is an HTTP error status: a 2xx answer is parsed once, below (a 429 with a JSON-RPC body
  // is that JSON-RPC error: typedFailure makes it the RateLimitedError).
  const refusal = res.status >= 400 ? gatewayRefusal({ ...ctx, status: res.status }, res, { now: gw.clock.now() }) : undefined;
  if (refusal) throw refusal;
  const parsed = parseJson(res.text);
  if (!parsed.ok) throw new HttpError({ ...ctx, status: res.status }, redact(res.text, gw.secrets));
  const meta: ReplyMeta = { status: res.status, rateLimit: parseRateLimit(res.headers, gw.clock.now()), headers: res.headers };
  // The answer as sent: what the client shows of it (errors, issue reports) is redacted where it is shown.
  return { value: parsed.value, meta };
}

/**
 * A JSON-RPC error as the caller meets it: one at HTTP 429 (on every surface) or with the surface's rate-limit code
 * (the main endpoint's -32000, spec `x-gw-rate-limit-code`) is a RateLimitedError; any other stays a JsonRpcFailure
 * (on the mempool endpoints -32000 at HTTP 200 means "not in the mempool"), carrying the HTTP facts around it.
 */
function typedFailure(surface: SurfaceMeta, e: unknown, meta: ReplyMeta): unknown {
  if (!(e instanceof JsonRpcFailure)) return e;
  if (meta.status === 429 || (surface.rateLimitCode !== undefined && e.code === surface.rateLimitCode))
    return new RateLimitedError({ surface: e.surface, operation: e.operation, url: e.url, status: meta.status }, meta.rateLimit, {
      code: e.code,
      message: e.rpcMessage,
    });
  e.meta = { status: meta.status, rateLimit: meta.rateLimit };
  return e;
}

/**
 * One JSON-RPC call: params checked before sending, id matched, result validated; retried as the gateway says
 * (see withRetries). With the gateway's `batch` option, a call without call options waits for others to share a batch.
 * The result comes back as the server sent it; a key the server echoes reaches no error and no issue report (redacted).
 */
export async function rpcCall<T>(gw: Gateway, surface: SurfaceMeta, call: RpcCall, opts: RpcCallOptions = {}): Promise<Reply<T>> {
  if (gw.batch && surface.batch && batchable(opts)) {
    prepare(gw, surface, call, 0); // bad params are refused now, for this call alone (nothing sent)
    const key = opts.mountParams ? `${surface.name} ${JSON.stringify(opts.mountParams)}` : surface.name;
    return enqueue(gw, key, call, (calls) => sendQueued(gw, surface, calls, opts.mountParams)) as Promise<Reply<T>>;
  }
  const id = nextId++;
  const { ctx, request } = prepare(gw, surface, call, id);
  try {
    const req = postRequest(gw, surface, request, opts);
    return await withRetries(gw, ctx, opts, true, async (attempt) => {
      const { value, meta } = readPosted(gw, ctx, await sendAttempt(gw, ctx, req, opts, attempt));
      try {
        const { result, settled } = settle<T>(gw, ctx, call, id, value, meta.status);
        return { data: result, meta: withIssues(meta, settled) };
      } catch (e) {
        throw typedFailure(surface, e, meta);
      }
    });
  } catch (e) {
    throw shownError(e, gw.secrets);
  }
}

/** Only a call with no options of its own (signal, headers, timeout, retries) shares a batch. */
const batchable = (o: RpcCallOptions) => o.signal === undefined && o.headers === undefined && o.timeoutMs === undefined && o.maxRetries === undefined;

/** Sends the calls a batch window gathered: one alone as a plain call, several as one batch. */
async function sendQueued(
  gw: Gateway,
  surface: SurfaceMeta,
  calls: RpcCall[],
  mountParams: Record<string, string> | undefined,
): Promise<BatchSettled<Reply<unknown>>[]> {
  const opts: RpcCallOptions = mountParams ? { mountParams } : {};
  const solo = { ...gw, batch: undefined };
  if (calls.length === 1)
    return [
      await rpcCall(solo, surface, calls[0]!, opts).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    ];
  const { data, meta } = await rpcBatch(solo, surface, calls, opts);
  const shared = { status: meta.status, rateLimit: meta.rateLimit, headers: meta.headers };
  return data.map((item) => {
    if (!item.ok) return { ok: false, error: item.error };
    const { ok: _, data: value, ...settled } = item;
    return { ok: true, value: { data: value, meta: withIssues(shared, settled) } };
  });
}

/** One answer of a batch; `issues` in `report` mode, `drift` when register entries explained it (see ReplyMeta). */
export type BatchItem<T> = { ok: true; data: T; issues?: FieldIssue[]; drift?: string[] } | { ok: false; error: GatewayError };

/** A batch: an array of requests in, an array of responses out, matched by id and returned in request order. */
export async function rpcBatch(gw: Gateway, surface: SurfaceMeta, calls: RpcCall[], opts: RpcCallOptions = {}): Promise<Reply<BatchItem<unknown>[]>> {
  if (calls.length === 0)
    throw new RequestValidationError({ surface: surface.name, operation: 'batch' }, [{ field: '', message: 'a batch needs at least one call' }]);
  const prepared = calls.map((c) => ({ call: c, id: nextId++ })).map((p) => ({ ...p, ...prepare(gw, surface, p.call, p.id) }));
  const ctx = { surface: surface.name, operation: `batch(${calls.map((c) => c.method.name).join(',')})` };
  const payload = prepared.map((p) => p.request);
  const { value, meta } = await withRetries(gw, ctx, opts, true, async (attempt) => {
    const answer = readPosted(gw, ctx, await sendAttempt(gw, ctx, postRequest(gw, surface, payload, opts), opts, attempt));
    // HTTP 429 answers a batch with one object (the endpoint's -32000): the rate limit of every call, retried.
    if (answer.meta.status === 429 && !Array.isArray(answer.value)) {
      const e = (answer.value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      const rpcError = e && typeof e.code === 'number' && typeof e.message === 'string' ? { code: e.code, message: e.message } : undefined;
      throw new RateLimitedError({ ...ctx, status: 429 }, answer.meta.rateLimit, rpcError);
    }
    return answer;
  }).catch((e: unknown) => {
    throw shownError(e, gw.secrets);
  });
  if (!Array.isArray(value))
    throw shownError(
      new ResponseValidationError({ ...ctx, status: meta.status }, [{ field: '', message: 'a batch answer must be an array' }], value),
      gw.secrets,
    );
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
      const typed = typedFailure(surface, e, meta);
      if (typed instanceof GatewayError) return { ok: false, error: shownError(typed, gw.secrets) };
      throw typed;
    }
  });
  // The batch's meta names every register entry an item's answer was explained by.
  const withDrift = data.some((d) => d.ok && d.drift) ? { ...meta, drift: [...new Set(data.flatMap((d) => (d.ok && d.drift) || []))] } : meta;
  if (gw.responseValidation !== 'report') return { data, meta: withDrift };
  // The batch's meta gathers every item's issues, each field prefixed with the item's index in call order.
  const all = data.flatMap((d, i) => (d.ok && d.issues ? d.issues.map((x) => ({ ...x, field: `/${i}${x.field}` })) : []));
  return { data, meta: { ...withDrift, issues: all } };
}
