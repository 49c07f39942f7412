import { AdminRequiredError, AuthUnavailableError, type ErrorContext, InvalidApiKeyError, RateLimitedError } from './errors.js';
import { refusalOf } from './exchange-rules.js';
import { parseRateLimit } from './rate-limit.js';
import type { HttpResponse } from './transport.js';

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The gateway-wide HTTP refusals (see GATEWAY_REFUSALS) as typed errors; undefined when the answer is none of them. */
export function gatewayRefusal(ctx: ErrorContext, res: HttpResponse): Error | undefined {
  const parsed = parseJson(res.text);
  const c = { ...ctx, status: res.status };
  switch (refusalOf(res.status, parsed.ok ? parsed.value : undefined)) {
    case 'invalid-api-key':
      return new InvalidApiKeyError(c);
    case 'admin-required':
      return new AdminRequiredError(c);
    case 'auth-unavailable':
      return new AuthUnavailableError(c);
    case 'rate-limited':
      return new RateLimitedError(c, parseRateLimit(res.headers)?.retryAfter);
    default:
      return undefined;
  }
}
