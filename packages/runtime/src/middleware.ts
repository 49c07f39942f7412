// The way from a call to the wire for one attempt: the call's own headers, then the gateway's middleware (in the
// openapi-fetch style), then the exchange. Nothing here runs when a call has no headers and the gateway no middleware.
import { API_KEY_HEADER } from './auth.js';
import type { Gateway } from './config.js';
import { type ErrorContext, RequestValidationError } from './errors.js';
import { holdsSecret, redact, redactJson } from './redact.js';
import { type CallOptions, type HttpRequest, type HttpResponse, httpExchange } from './transport.js';

/** What a middleware sees of a request. The key never appears: it reads `{apiKey}` (in the URL and the key header). */
export interface MiddlewareRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
}

/** What a middleware sees of an answer (the key, should the server echo it, reads `***`). */
export interface MiddlewareResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  text: string;
}

export interface MiddlewareContext {
  surface: string;
  operation: string;
  /** 0 for the first attempt, then 1, 2, … for retries. */
  attempt: number;
}

/**
 * A hook on every attempt. `onRequest` may return a changed request (headers, body; `{apiKey}` stays where it is and
 * becomes the key on the wire), `onResponse` may return another answer, which the client then reads as the gateway's.
 * Returning nothing keeps what was there.
 */
export interface Middleware {
  onRequest?(x: MiddlewareContext & { request: MiddlewareRequest }): HookResult<MiddlewareRequest>;
  onResponse?(x: MiddlewareContext & { request: MiddlewareRequest; response: MiddlewareResponse }): HookResult<MiddlewareResponse>;
}

/** What a hook returns: a replacement, or nothing (also asynchronously) to keep what was there. */
// biome-ignore lint/suspicious/noConfusingVoidType: a hook that changes nothing returns nothing, as in openapi-fetch
export type HookResult<T> = T | undefined | void | Promise<T | undefined | void>;

/** The placeholder a middleware sees instead of the key. */
export const KEY_PLACEHOLDER = '{apiKey}';

/** One attempt: the call's headers merged in, the middleware run around the exchange. */
export function sendAttempt(gw: Gateway, ctx: ErrorContext, req: HttpRequest, opts: CallOptions, attempt: number): Promise<HttpResponse> {
  const r = opts.headers ? withCallHeaders(gw, ctx, req, opts.headers) : req;
  if (gw.middleware.length === 0) return httpExchange(gw, ctx, r, opts, attempt);
  return throughMiddleware(gw, ctx, r, opts, attempt);
}

/** The call's `headers` over the request's; the key header stays the gateway's (its value is a secret it redacts). */
function withCallHeaders(gw: Gateway, ctx: ErrorContext, req: HttpRequest, extra: Record<string, string>): HttpRequest {
  const keyHeader = gw.apiKeyHeader ?? API_KEY_HEADER;
  const headers = { ...req.headers };
  for (const [name, value] of Object.entries(extra)) {
    if (name.toLowerCase() === keyHeader)
      throw new RequestValidationError(ctx, [{ field: `/headers/${name}`, message: 'is the API-key header: set the key with createGateway({ auth })' }]);
    if (typeof value !== 'string') throw new RequestValidationError(ctx, [{ field: `/headers/${name}`, message: 'must be a string' }]);
    headers[name] = value;
  }
  return { ...req, headers };
}

async function throughMiddleware(gw: Gateway, ctx: ErrorContext, req: HttpRequest, opts: CallOptions, attempt: number): Promise<HttpResponse> {
  const secrets = gw.secrets;
  const base = { surface: ctx.surface, operation: ctx.operation, attempt };
  const hide = (s: string) => redact(s, secrets, KEY_PLACEHOLDER);
  const shown = typeof req.body === 'string' ? hide(req.body) : req.body;
  let request: MiddlewareRequest = { method: req.method, url: hide(req.url), headers: mapValues(req.headers, hide), body: shown };
  for (const m of gw.middleware) request = (m.onRequest && (await m.onRequest({ ...base, request }))) || request;
  // `{apiKey}` goes back to the key on the wire (URL-encoded in the URL).
  const key = secrets[0] ?? '';
  const put = (s: string, k: string) => (key ? s.split(KEY_PLACEHOLDER).join(k) : s);
  const changed = request.body !== shown;
  const res = await httpExchange(
    gw,
    ctx,
    {
      method: request.method,
      url: put(request.url, encodeURIComponent(key)),
      headers: mapValues(request.headers, (v) => put(v, key)),
      body: changed ? request.body : req.body,
      json: changed ? jsonOf(request.body) : req.json,
    },
    opts,
    attempt,
  );
  let response: MiddlewareResponse | undefined;
  let replaced = false;
  for (const m of gw.middleware) {
    if (!m.onResponse) continue;
    response ??= { status: res.status, headers: mapValues(res.headers, (v) => redact(v, secrets)), text: redactText(res.text, secrets) };
    const r = await m.onResponse({ ...base, request, response });
    if (r) [response, replaced] = [r, true];
  }
  // An answer a middleware returned is read as the gateway's (header names lower-cased).
  return replaced && response
    ? { status: response.status, headers: Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v])), text: response.text }
    : res;
}

const mapValues = (o: Record<string, string>, f: (v: string) => string) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));

/** The JSON value of a body a middleware replaced (for the exchange record), or undefined. */
function jsonOf(body: string | Uint8Array | undefined): unknown {
  try {
    return typeof body === 'string' ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An answer's text with every secret replaced, also where only the parsed value spells one (then re-serialized). A
 * text with a backslash is read as JSON as well: an escape inside another spelling (the hex digits of a
 * percent-encoding, a `+` for a space) spells the key only once parsed (see redactParsed).
 */
function redactText(text: string, secrets: readonly string[]): string {
  if (!text.includes('\\') && !holdsSecret(text, secrets)) return text;
  try {
    const value = JSON.parse(text);
    const out = redactJson(value, secrets);
    return out === value ? text : JSON.stringify(out);
  } catch {
    return redact(text, secrets);
  }
}
