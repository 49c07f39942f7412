import { AdminRequiredError, AuthUnavailableError, type ErrorContext, InvalidApiKeyError, RateLimitedError } from './errors.js';
import { parseRateLimit } from './rate-limit.js';
import type { HttpResponse } from './transport.js';

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The gateway-wide HTTP refusals (seed 002 §Errors): 401 INVALID_API_KEY, 403 admin, 503 AUTH_UNAVAILABLE, 429. */
export function gatewayRefusal(ctx: ErrorContext, res: HttpResponse): Error | undefined {
  const parsed = parseJson(res.text);
  const code = parsed.ok && parsed.value && typeof parsed.value === 'object' ? (parsed.value as { code?: unknown }).code : undefined;
  const c = { ...ctx, status: res.status };
  if (res.status === 401 && code === 'INVALID_API_KEY') return new InvalidApiKeyError(c);
  if (res.status === 403) return new AdminRequiredError(c);
  if (res.status === 503 && code === 'AUTH_UNAVAILABLE') return new AuthUnavailableError(c);
  if (res.status === 429) {
    const body = parsed.ok ? (parsed.value as { error?: unknown }) : undefined;
    if (body && typeof body === 'object' && 'jsonrpc' in body) return undefined; // JSON-RPC error body: the caller types it
    return new RateLimitedError(c, parseRateLimit(res.headers)?.retryAfter);
  }
  return undefined;
}
