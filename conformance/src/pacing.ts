/** Time as the pacer sees it: injectable, so tests never wait real time. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface PacingOptions {
  /** At most this many requests per second (`--max-rate`). */
  maxRate?: number;
  /** The longest single wait the plan may ask for; a longer one stops the run. Default 15 minutes (OPI's window). */
  maxWaitMs?: number;
  /** Times one rate-limited request is sent again before its case is given up as rate limited. Default 5. */
  maxRetries?: number;
  clock?: Clock;
}

/** What pacing cost a run: shown in every report. */
export interface PacingStats {
  maxRate?: number;
  /** Waits before a request (plan spent, Retry-After, or --max-rate spacing) and their total. */
  waits: number;
  waitedMs: number;
  longestWaitMs: number;
  /** Rate-limited answers (HTTP 429, JSON-RPC -32000 rate limit) that were sent again; never counted as failures. */
  retried: number;
  /** The plan as the gateway last announced it (X-RateLimit-Limit). */
  planLimit?: number;
}

/** Why the run cannot go on within its plan. */
export class PacingStop extends Error {
  override name = 'PacingStop';
}

/** HTTP 429, or a JSON-RPC -32000 that says it is a rate limit (on the mempool endpoints -32000 also means "not found"). */
export function isRateLimited(status: number, headers: Headers, text: string): boolean {
  if (status === 429) return true;
  if (!text.includes('-32000')) return false;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  const errors = (Array.isArray(body) ? body : [body]).map((b) => (b as { error?: { code?: unknown; message?: unknown } } | null)?.error);
  return errors.some((e) => e?.code === -32000 && (headers.has('retry-after') || /rate.?limit/i.test(String(e.message ?? ''))));
}

const int = (headers: Headers, name: string): number | undefined => {
  const v = headers.get(name)?.trim();
  return v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined;
};

/**
 * Keeps a live run inside the gateway's plan: spaces requests by `--max-rate`, waits for the window to reset when
 * `X-RateLimit-Remaining` reaches 0, and after a rate-limited answer waits `Retry-After` (else until the reset)
 * before the same request is sent again. One pacer per run; cases run one at a time.
 */
export class Pacer {
  readonly stats: PacingStats;
  private readonly clock: Clock;
  private readonly maxWaitMs: number;
  readonly maxRetries: number;
  private readonly spacingMs: number;
  private nextAt = 0;
  private remaining: number | undefined;
  private resetAt: number | undefined;
  private blockedUntil = 0;
  /** Set when the plan cannot be met (a daily quota spent): the run stops. */
  stopped: string | undefined;

  constructor(opts: PacingOptions = {}) {
    this.clock = opts.clock ?? realClock;
    this.maxWaitMs = opts.maxWaitMs ?? 15 * 60_000;
    this.maxRetries = opts.maxRetries ?? 5;
    this.spacingMs = opts.maxRate ? 1000 / opts.maxRate : 0;
    this.stats = { ...(opts.maxRate ? { maxRate: opts.maxRate } : {}), waits: 0, waitedMs: 0, longestWaitMs: 0, retried: 0 };
  }

  /** Before a request: waits until the plan and --max-rate allow it. Throws PacingStop when the wait is too long. Returns the ms waited. */
  async acquire(): Promise<number> {
    if (this.stopped) throw new PacingStop(this.stopped);
    const now = this.clock.now();
    if (this.resetAt !== undefined && now >= this.resetAt) {
      // A new window: what is left in it is known again from the next answer.
      this.remaining = undefined;
      this.resetAt = undefined;
    }
    let until = Math.max(this.nextAt, this.blockedUntil);
    if (this.remaining !== undefined && this.remaining <= 0 && this.resetAt !== undefined) until = Math.max(until, this.resetAt);
    const wait = Math.ceil(until - now);
    if (wait > this.maxWaitMs)
      throw new PacingStop(`the gateway's plan asks for a wait of ${Math.round(wait / 1000)} s, more than --max-wait ${Math.round(this.maxWaitMs / 1000)} s`);
    if (wait > 0) {
      await this.clock.sleep(wait);
      this.stats.waits++;
      this.stats.waitedMs += wait;
      this.stats.longestWaitMs = Math.max(this.stats.longestWaitMs, wait);
    }
    const sent = this.clock.now();
    this.nextAt = sent + this.spacingMs;
    if (this.resetAt !== undefined && sent >= this.resetAt) {
      this.remaining = undefined;
      this.resetAt = undefined;
    }
    if (this.remaining !== undefined) this.remaining--;
    return Math.max(wait, 0);
  }

  /**
   * After an answer: reads the plan (`X-RateLimit-*`, `Retry-After`). Returns whether the answer was rate limited
   * (the caller sends the request again after the next `acquire`).
   */
  observe(status: number, headers: Headers, text: string): boolean {
    const now = this.clock.now();
    const limit = int(headers, 'x-ratelimit-limit');
    if (limit !== undefined) this.stats.planLimit = limit;
    const remaining = int(headers, 'x-ratelimit-remaining');
    const reset = int(headers, 'x-ratelimit-reset');
    // Seed 000: an integer timestamp (unix seconds); a small number is read as seconds from now.
    const resetAt = reset === undefined ? undefined : reset > 1e9 ? reset * 1000 : now + reset * 1000;
    if (resetAt !== undefined && resetAt > now) {
      this.resetAt = resetAt;
      if (remaining !== undefined) this.remaining = remaining;
    } else if (remaining !== undefined && remaining > 0) {
      this.remaining = remaining;
    }
    if (int(headers, 'x-ratelimit-daily-remaining') === 0) this.stopped = 'the daily quota is spent (X-RateLimit-Daily-Remaining: 0)';
    const limited = isRateLimited(status, headers, text);
    if (limited) {
      const after = retryAfterMs(headers.get('retry-after'), now);
      this.blockedUntil = Math.max(this.blockedUntil, now + (after ?? (this.resetAt !== undefined ? this.resetAt - now : 1000)));
      this.remaining = 0;
    }
    return limited;
  }
}

/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
