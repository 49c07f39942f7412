/** X-RateLimit-* response headers as typed values (seed 000 §Authentication; daily and Retry-After observed). */
export interface RateLimit {
  limit?: number;
  remaining?: number;
  /** Unix timestamp (seconds) at which the window resets. */
  reset?: number;
  dailyLimit?: number;
  dailyRemaining?: number;
  /** Seconds, from Retry-After on a 429 (sent as seconds, or as an HTTP date: the seconds from now to it). */
  retryAfter?: number;
}

const FIELDS: Array<[keyof RateLimit, string]> = [
  ['limit', 'x-ratelimit-limit'],
  ['remaining', 'x-ratelimit-remaining'],
  ['reset', 'x-ratelimit-reset'],
  ['dailyLimit', 'x-ratelimit-daily-limit'],
  ['dailyRemaining', 'x-ratelimit-daily-remaining'],
  ['retryAfter', 'retry-after'],
];

/**
 * Reads the rate-limit headers; a header that is not a non-negative integer is ignored, except Retry-After, which
 * may also be an HTTP date (RFC 9110 §10.2.3): then `retryAfter` is the whole seconds from `nowMs` to it (0 if past).
 */
export function parseRateLimit(headers: Record<string, string>, nowMs?: number): RateLimit | undefined {
  const out: RateLimit = {};
  let any = false;
  for (const [key, header] of FIELDS) {
    const raw = headers[header];
    if (raw === undefined) continue;
    const v = raw.trim();
    if (/^\d+$/.test(v)) out[key] = Number(v);
    else if (key === 'retryAfter' && /[a-z]/i.test(v) && Number.isFinite(Date.parse(v)))
      out.retryAfter = Math.max(0, Math.ceil((Date.parse(v) - (nowMs ?? Date.now())) / 1000));
    else continue;
    any = true;
  }
  return any ? out : undefined;
}
