// Retries of a failed call: which failures are worth another attempt, how long to wait, and the loop.
import type { Gateway } from './config.js';
import {
  AbortedError,
  AuthUnavailableError,
  type ErrorContext,
  GatewayError,
  NetworkError,
  RateLimitedError,
  RequestValidationError,
  TimeoutError,
} from './errors.js';
import { CorsRefusedError } from './network-errors.js';

/** Time as the retry loop sees it; `createGateway({ clock })` replaces it in tests, so no test waits. */
export interface RetryClock {
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Uniform in [0, 1), for the jitter. */
  random(): number;
}

export const systemClock: RetryClock = {
  now: () => Date.now(),
  random: () => Math.random(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** The retry policy's numbers (the runtime README and every client README state them: test/documented-policy.test.ts). */
export const RETRY_POLICY = {
  /** HTTP statuses worth another attempt: rate limited, and the gateway errors of a proxy in front of the service. */
  statuses: [429, 502, 503, 504],
  /** Retries after the first attempt unless the gateway or the call says otherwise. */
  maxRetries: 2,
  /** The first backoff delay; each later one doubles. */
  baseDelayMs: 500,
  /** The backoff cap. */
  maxDelayMs: 8_000,
  /** The jitter takes up to this share off each backoff delay. */
  jitter: 0.25,
  /**
   * The longest wait a server may ask for (Retry-After, X-RateLimit-Reset). A longer one is not waited for: the
   * RateLimitedError is thrown at once, carrying `retryAfter`/`reset` for the caller to schedule.
   */
  maxServerWaitMs: 60_000,
} as const;

const RETRY_STATUSES = new Set<number>(RETRY_POLICY.statuses);

/**
 * Whether a failed attempt may be repeated: a rate limit (HTTP 429, main-endpoint -32000), 502/503/504, a timeout
 * or a connection failure. Never: 503 AUTH_UNAVAILABLE (seed 002: fail closed, a refusal), 401, 403, any other 4xx,
 * a CORS refusal, an abort by the caller, or bad input refused before sending.
 */
export function isRetryable(e: unknown): boolean {
  if (!(e instanceof GatewayError) || e instanceof AbortedError || e instanceof AuthUnavailableError) return false;
  if (e instanceof RateLimitedError || e instanceof TimeoutError) return true;
  if (e instanceof NetworkError) return !(e instanceof CorsRefusedError);
  return e.status !== undefined && RETRY_STATUSES.has(e.status);
}

/**
 * Milliseconds to wait before retry number `retry` (0 = the first), or undefined when the server asks for longer than
 * RETRY_POLICY.maxServerWaitMs. A rate limit's Retry-After wins, then its X-RateLimit-Reset; otherwise exponential
 * backoff from 500 ms, doubling, capped at 8 s, with up to 25% taken off at random.
 */
export function retryDelayMs(e: GatewayError, retry: number, clock: RetryClock): number | undefined {
  let asked: number | undefined;
  if (e instanceof RateLimitedError) {
    if (e.retryAfter !== undefined) asked = e.retryAfter * 1000;
    else if (e.reset !== undefined) asked = Math.max(0, e.reset * 1000 - clock.now());
  }
  if (asked !== undefined) return asked <= RETRY_POLICY.maxServerWaitMs ? asked : undefined;
  const raw = Math.min(RETRY_POLICY.maxDelayMs, RETRY_POLICY.baseDelayMs * 2 ** retry);
  return Math.round(raw * (1 - RETRY_POLICY.jitter * clock.random()));
}

/**
 * Runs `attempt` (0, 1, …) until it succeeds, fails for good, or the retries are used up (`opts.maxRetries`, else the
 * gateway's). `allowed` false (an operation that must not run twice) means one attempt. A wait is cut short by the
 * caller's signal: then the call fails with AbortedError.
 */
export async function withRetries<T>(
  gw: Gateway,
  ctx: ErrorContext,
  opts: { signal?: AbortSignal | undefined; maxRetries?: number | undefined },
  allowed: boolean,
  attempt: (n: number) => Promise<T>,
): Promise<T> {
  const bad = checkMaxRetries(opts.maxRetries, 'maxRetries');
  if (bad) throw new RequestValidationError(ctx, [{ field: '/maxRetries', message: bad.replace('maxRetries ', '') }]);
  const max = allowed ? (opts.maxRetries ?? gw.maxRetries) : 0;
  if (max === 0) return await attempt(0);
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (e) {
      if (n >= max || !isRetryable(e)) throw e;
      const wait = retryDelayMs(e as GatewayError, n, gw.clock);
      if (wait === undefined) throw e;
      try {
        await gw.clock.sleep(wait, opts.signal);
      } catch (reason) {
        throw new AbortedError(ctx, reason);
      }
    }
  }
}

/** `maxRetries` as given to createGateway or a call: a non-negative integer. */
export function checkMaxRetries(value: unknown, where: string): string | undefined {
  return value === undefined || (Number.isInteger(value) && (value as number) >= 0)
    ? undefined
    : `${where} must be a non-negative integer, not ${String(value)}`;
}
