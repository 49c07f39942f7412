// The way from a call to the wire for one attempt: the call's own headers, then the gateway's middleware (in the
// openapi-fetch style), then the exchange. Nothing here runs when a call has no headers and the gateway no middleware.
import { API_KEY_HEADER } from './auth.js';
import type { Gateway } from './config.js';
import { type ErrorContext, RequestValidationError } from './errors.js';
import { jsonMayHoldSecret, redact, redactJson } from './redact.js';
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
  const keyHeader = gw.apiKeyHeader ?? API_KEY_HEADER;
  const base = { surface: ctx.surface, operation: ctx.operation, attempt };
  const shownHeaders: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    shownHeaders[k] = k.toLowerCase() === keyHeader && secrets.includes(v) ? KEY_PLACEHOLDER : redact(v, secrets);
  const shownBody = typeof req.body === 'string' ? redact(req.body, secrets) : req.body;
  let request: MiddlewareRequest = { method: req.method, url: redact(req.url, secrets, KEY_PLACEHOLDER), headers: shownHeaders, body: shownBody };
  for (const m of gw.middleware) {
    if (!m.onRequest) continue;
    request = (await m.onRequest({ ...base, request })) ?? request;
  }
  const key = secrets[0];
  const restore = (s: string, encode: boolean) =>
    key && s.includes(KEY_PLACEHOLDER) ? s.split(KEY_PLACEHOLDER).join(encode ? encodeURIComponent(key) : key) : s;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(request.headers)) headers[k] = restore(v, false);
  const bodyChanged = request.body !== shownBody;
  const sent: HttpRequest = {
    method: request.method,
    url: restore(request.url, true),
    headers,
    body: bodyChanged ? request.body : req.body,
    json: bodyChanged ? jsonOf(request.body) : req.json,
  };
  const res = await httpExchange(gw, ctx, sent, opts, attempt);
  let response: MiddlewareResponse | undefined;
  let replaced = false;
  for (const m of gw.middleware) {
    if (!m.onResponse) continue;
    response ??= { status: res.status, headers: redactJson(res.headers, secrets), text: redactText(res.text, secrets) };
    const r = await m.onResponse({ ...base, request, response });
    if (r) {
      response = r;
      replaced = true;
    }
  }
  return replaced && response ? { status: response.status, headers: lowerCase(response.headers), text: response.text } : res;
}

/** The JSON value of a body a middleware replaced (for the exchange record), or undefined. */
function jsonOf(body: string | Uint8Array | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** An answer's text with every secret replaced, also inside JSON escapes (then re-serialized). */
function redactText(text: string, secrets: readonly string[]): string {
  if (!jsonMayHoldSecret(text, secrets)) return text;
  try {
    return JSON.stringify(redactJson(JSON.parse(text), secrets));
  } catch {
    return redact(text, secrets);
  }
}

const lowerCase = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
