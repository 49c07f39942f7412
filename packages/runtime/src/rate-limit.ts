/** X-RateLimit-* response headers as typed values (seed 000 §Authentication; daily and Retry-After observed). */
export interface RateLimit {
  limit?: number;
  remaining?: number;
  /** Unix timestamp (seconds) at which the window resets. */
  reset?: number;
  dailyLimit?: number;
  dailyRemaining?: number;
  /** Seconds, from Retry-After on a 429. */
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

/** Reads the rate-limit headers; a header that is not a non-negative integer is ignored. */
export function parseRateLimit(headers: Record<string, string>): RateLimit | undefined {
  const out: RateLimit = {};
  let any = false;
  for (const [key, header] of FIELDS) {
    const raw = headers[header];
    if (raw === undefined || !/^\d+$/.test(raw.trim())) continue;
    out[key] = Number(raw.trim());
    any = true;
  }
  return any ? out : undefined;
}
