import type { Gateway } from './config.js';
import { type ErrorContext, HttpError, OpiFailure, RequestValidationError, RestFailure } from './errors.js';
import { gatewayRefusal, parseJson } from './http-errors.js';
import { parseRateLimit } from './rate-limit.js';
import type { Reply } from './reply.js';
import { endpointFor, fixedTarget, type SurfaceMeta } from './surface.js';
import { sendAttempt } from './middleware.js';
import { withRetries } from './retry.js';
import type { CallOptions, HttpResponse } from './transport.js';
import { checkAnswer, type DriftContext, markDrift, withIssues } from './response-check.js';
import type { OperationDrift } from './drift.js';
import { check, type Validator } from './validate.js';
import { readRest, restInputIssues, restResponseValidator } from './exchange-rules.js';
import { redact, redactJson, shownError } from './redact.js';

/** Generated per OpenAPI operation. */
export interface RestOperation {
  name: string;
  method: 'GET' | 'POST';
  /** Path relative to the mount, e.g. `/get-bitcoin-price` or `/orderbook/order/{source}/{id}`. */
  path: string;
  envelope: 'rest' | 'opi' | 'none';
  pathParams: readonly string[];
  queryParams: readonly string[];
  /** `json`: the input is the JSON body. `binary`: a Uint8Array body is also accepted. */
  body: 'json' | 'json-or-binary' | null;
  admin?: boolean;
  /** The spec gives the operation no security requirement (`security: []`): the open mount answers without a key. */
  keyless?: boolean;
  /** The drift register entries of the operation (generated from specs/drift). */
  drift?: OperationDrift;
}

export interface RestValidators {
  /** Validates the caller's input (body, or merged path+query params). */
  input?: Validator;
  /** Response body validators by status code, `default` for the rest. */
  responses: Record<string, Validator>;
}

/**
 * Calls one REST operation: validates input (nothing sent if bad), sends, validates the answer, unwraps the envelope.
 * The data comes back as the server sent it; a key the server echoes reaches no error and no issue report (redacted).
 */
export async function restCall<T>(
  gw: Gateway,
  surface: SurfaceMeta,
  op: RestOperation,
  validators: RestValidators,
  input: unknown,
  opts: CallOptions = {},
): Promise<Reply<T>> {
  try {
    return await callRest<T>(gw, surface, op, validators, input, opts);
  } catch (e) {
    throw shownError(e, gw.secrets);
  }
}

/** Not async: a refusal before sending throws here, inside restCall's try, and the answer's promise is restCall's to await. */
function callRest<T>(gw: Gateway, surface: SurfaceMeta, op: RestOperation, validators: RestValidators, input: unknown, opts: CallOptions): Promise<Reply<T>> {
  const ctx = { surface: surface.name, operation: op.name };
  const binary = input instanceof Uint8Array;
  const inputIssues = restInputIssues(op, validators, input);
  if (inputIssues.length) throw new RequestValidationError(ctx, inputIssues);
  const params = (input ?? {}) as Record<string, unknown>;
  const { url, headers } =
    binary || !fixedUrl(op, params) ? requestTarget(gw, surface, op, params, binary) : fixedTarget(gw, op, () => requestTarget(gw, surface, op, {}, false));
  const body = !op.body ? undefined : binary ? (input as Uint8Array) : JSON.stringify(input ?? {});
  const req = { method: op.method, url, headers, body, json: binary ? undefined : op.body ? (input ?? {}) : undefined };
  // An admin operation changes the gateway's state (mempool/observe adds a transaction): it is never sent twice.
  return withRetries(gw, ctx, opts, !op.admin, async (attempt) => readAnswer<T>(gw, ctx, op, validators, await sendAttempt(gw, ctx, req, opts, attempt)));
}

/** Where a call goes and with which headers (the key header, the body's content-type). */
function requestTarget(gw: Gateway, surface: SurfaceMeta, op: RestOperation, params: Record<string, unknown>, binary: boolean) {
  const endpoint = endpointFor(gw, surface);
  const path = op.path.includes('{') ? op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(String(params[n]))) : op.path;
  const url = requestUrl(gw, endpoint.url, path, op.queryParams, params);
  const headers = endpoint.headers; // built for this call
  if (op.body) headers['content-type'] = binary ? 'application/octet-stream' : 'application/json';
  return { url, headers };
}

/** The call has no path parameter and no query: its target is the same for every call of the operation. */
function fixedUrl(op: RestOperation, params: Record<string, unknown>): boolean {
  if (op.pathParams.length) return false;
  for (const q of op.queryParams) if (params[q] !== undefined) return false;
  return true;
}

/** Types one answer: a refusal, a failure envelope or the validated payload. */
function readAnswer<T>(gw: Gateway, ctx: ErrorContext, op: RestOperation, validators: RestValidators, res: HttpResponse): Reply<T> {
  const rctx = { ...ctx, status: res.status };
  // Every gateway-wide refusal (401/403/503/429) is an HTTP error status: a 2xx answer is parsed once, below.
  const refusal = res.status >= 400 ? gatewayRefusal(rctx, res, { now: gw.clock.now() }) : undefined;
  if (refusal) throw refusal;

  const isText = (res.headers['content-type'] ?? '').startsWith('text/');
  const parsed = isText ? { ok: true as const, value: res.text } : parseJson(res.text);
  if (!parsed.ok) throw new HttpError(rctx, redact(res.text, gw.secrets));
  const value = parsed.value;
  const validator = restResponseValidator(op, validators, res.status, value, isText);
  if (!validator) throw new HttpError(rctx, redact(res.text, gw.secrets));
  // The register (op.drift, specs/drift) is consulted only for an answer with issues or a failure: a valid answer pays nothing.
  const settled = checkAnswer(
    gw,
    rctx,
    validator,
    value,
    () => redactJson(value, gw.secrets),
    () => restDrift(op, validator, res, value),
  );

  const meta = withIssues({ status: res.status, rateLimit: parseRateLimit(res.headers), headers: res.headers }, settled);
  const reading = readRest(op, res.status, value, isText);
  if (reading.kind === 'rest-failure')
    throw markDrift(
      gw,
      new RestFailure(rctx, reading.statusCode, redact(reading.error, gw.secrets)),
      restDrift(op, validator, res, value),
      '/statusCode',
      settled?.drift,
    );
  if (reading.kind === 'opi-error')
    throw markDrift(gw, new OpiFailure(rctx, redact(reading.error, gw.secrets)), restDrift(op, validator, res, value), '/error', settled?.drift);
  if (reading.kind === 'http-error')
    throw markDrift(gw, new HttpError(rctx, redact(res.text, gw.secrets)), restDrift(op, validator, res, value), '', settled?.drift);
  return { data: reading.data as T, meta };
}

/** What the register's matcher needs to know of a REST answer (undefined: the operation has no register entry). */
function restDrift(op: RestOperation, validator: Validator, res: HttpResponse, body: unknown): DriftContext | undefined {
  if (!op.drift) return undefined;
  return { of: op.drift, answer: { status: res.status, contentType: res.headers['content-type'], body }, revalidate: (b) => check(validator, b) };
}

/**
 * Per gateway, each endpoint as `new URL(endpoint).href` (undefined when a path cannot simply be appended to it). Per
 * gateway, not per module: a path-mode endpoint holds the key, and goes when the gateway does.
 */
const normalizedEndpoints = new WeakMap<Gateway, Map<string, string | undefined>>();
/** Characters `new URL` leaves as they are in a path; a dot segment (`.`, `..`, `%2e`...) it would resolve. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@%]*)*$/;
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)/i;

/**
 * The request URL, exactly as `new URL(endpoint + path)` with the query parameters set spells it, without parsing
 * a URL per call when there is no query: the endpoint is normalized once per gateway and a plain path appended.
 */
function requestUrl(gw: Gateway, endpoint: string, path: string, queryParams: readonly string[], params: Record<string, unknown>): string {
  let query = false;
  for (const q of queryParams) if (params[q] !== undefined) query = true;
  if (!query && PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path)) {
    let known = normalizedEndpoints.get(gw);
    if (!known) normalizedEndpoints.set(gw, (known = new Map()));
    let base = known.get(endpoint);
    if (base === undefined && !known.has(endpoint)) {
      const u = new URL(endpoint);
      // Only an origin + path prefix is extended by string (no query, fragment or trailing slash for the path to meet).
      base = !u.search && !u.hash && !u.href.endsWith('/') && !endpoint.includes('?') && !endpoint.includes('#') ? u.href : undefined;
      if (known.size >= 64) known.clear(); // mount parameters (the reorg helper's {n}) could make many
      known.set(endpoint, base);
    }
    if (base !== undefined) return base + path;
  }
  const url = new URL(endpoint + path);
  for (const q of queryParams) if (params[q] !== undefined) url.searchParams.set(q, String(params[q]));
  return url.toString();
}
