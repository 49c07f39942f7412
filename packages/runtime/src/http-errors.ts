import { AdminRequiredError, AuthUnavailableError, type ErrorContext, InvalidApiKeyError, RateLimitedError } from './errors.js';
import { parseRateLimit } from './rate-limit.js';
import { redact } from './redact.js';
import type { HttpResponse } from './transport.js';

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The gateway-wide HTTP refusals (seed 002 §Errors): 401 INVALID_API_KEY, 403 admin, 503 AUTH_UNAVAILABLE, 429.
 * `secrets` are redacted from what the body says; `now` (ms) dates a Retry-After sent as an HTTP date.
 */
export function gatewayRefusal(ctx: ErrorContext, res: HttpResponse, opts: { secrets?: readonly string[]; now?: number } = {}): Error | undefined {
  const parsed = parseJson(res.text);
  const code = parsed.ok && parsed.value && typeof parsed.value === 'object' ? (parsed.value as { code?: unknown }).code : undefined;
  const c = { ...ctx, status: res.status };
  if (res.status === 401 && code === 'INVALID_API_KEY') return new InvalidApiKeyError(c);
  if (res.status === 403) return new AdminRequiredError(c);
  if (res.status === 503 && code === 'AUTH_UNAVAILABLE') return new AuthUnavailableError(c);
  // HTTP 429 is a rate limit on every surface, whatever the body (a JSON-RPC error object is kept on the error).
  if (res.status === 429)
    return new RateLimitedError(c, parseRateLimit(res.headers, opts.now), parsed.ok ? rpcErrorOf(parsed.value, opts.secrets ?? []) : undefined);
  return undefined;
}

/** `{code, message}` of a JSON-RPC failure body, if that is what `body` is. */
function rpcErrorOf(body: unknown, secrets: readonly string[]): { code: number; message: string } | undefined {
  const e = body && typeof body === 'object' && 'jsonrpc' in body ? (body as { error?: { code?: unknown; message?: unknown } }).error : undefined;
  return e && typeof e.code === 'number' ? { code: e.code, message: typeof e.message === 'string' ? redact(e.message, secrets) : '' } : undefined;
}
