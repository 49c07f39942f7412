/**
 * The local gateway's rate-limit plan (`gw mock --rate-limit N/WINDOW`, option `rateLimit`): one fixed window per
 * key (observed.md §5: "one bucket per key"). Every keyed answer carries X-RateLimit-Limit/Remaining/Reset
 * (seed 000 §Authentication); the request after the plan is spent is refused (HTTP 429 with Retry-After; JSON-RPC
 * -32000). Time comes from an injectable clock, so tests move it instead of waiting.
 */
export interface RateLimitPlan {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

/**
 * Without `--rate-limit`: a plan no local use reaches; the headers are still real. (One million a minute was reached:
 * `npm run bench -- gateway` sends some 70,000 requests a second on this project's 2-core machine, and got 429s.)
 */
export const DEFAULT_PLAN: RateLimitPlan = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, min: 60_000, h: 3_600_000 };

/** Reads `N/WINDOW` (e.g. `5/10s`, `60/1m`, `100/500ms`, `1000/1h`; a bare window unit means one: `60/m`). */
export function parseRateLimit(text: string): RateLimitPlan {
  const m = /^\s*([1-9][0-9]{0,8})\s*\/\s*([0-9]*)\s*(ms|s|min|m|h)\s*$/.exec(text);
  if (!m) throw new Error(`rate limit ${JSON.stringify(text)}: expected N/WINDOW, e.g. 5/10s, 60/1m or 100/500ms`);
  const windowMs = Number(m[2] || '1') * UNITS[m[3]!]!;
  if (windowMs <= 0) throw new Error(`rate limit ${JSON.stringify(text)}: the window must be longer than 0`);
  return { limit: Number(m[1]), windowMs };
}

/** One request's share of the plan: the headers to send and, when refused, how long until the window resets. */
export interface Take {
  allowed: boolean;
  headers: Record<string, string>;
  /** Whole seconds until the window resets (Retry-After), at least 1, when refused; 0 when allowed. */
  retryAfter: number;
}

interface Bucket {
  start: number;
  used: number;
  /** X-RateLimit-Reset of this window, as sent. */
  reset: string;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly limitText: string;

  constructor(
    readonly plan: RateLimitPlan = DEFAULT_PLAN,
    private readonly clock: () => number = Date.now,
  ) {
    this.limitText = String(plan.limit);
  }

  /** Counts one request of `key`; refused requests are not counted. */
  take(key: string): Take {
    const now = this.clock();
    const { limit, windowMs } = this.plan;
    let b = this.buckets.get(key);
    if (!b || now >= b.start + windowMs) {
      // Windows are aligned to the plan's length, so Reset is the same for every request of a window.
      const start = now - (now % windowMs);
      b = { start, used: 0, reset: String(Math.ceil((start + windowMs) / 1000)) };
      this.buckets.set(key, b);
    }
    const allowed = b.used < limit;
    if (allowed) b.used++;
    return {
      allowed,
      headers: { 'x-ratelimit-limit': this.limitText, 'x-ratelimit-remaining': String(limit - b.used), 'x-ratelimit-reset': b.reset },
      retryAfter: allowed ? 0 : Math.max(1, Math.ceil((b.start + windowMs - now) / 1000)),
    };
  }
}
