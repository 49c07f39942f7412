import type { AnySurface } from '@gw/contract';
import type { Answer } from './http-util.js';

/** The request header that asks the local gateway for a simulated fault (docs/local-gateway-faults.md). */
export const SIMULATE_HEADER = 'x-gw-simulate';
/** The same request as a query parameter, for WebSocket upgrades from browsers (they cannot set headers). */
export const SIMULATE_QUERY = 'gw-simulate';
/** The longest `slow:<ms>` delay honoured. */
export const MAX_SLOW_MS = 30_000;
/** observed.md §5: the example window and Retry-After of a rate-limited answer. */
const RETRY_AFTER_S = 45;
const LIMIT_PER_MINUTE = 60;

export type HttpFault = { kind: 'rate-limit' | 'auth-unavailable' | 'admin-required' | 'invalid-key' | 'drop' } | { kind: 'slow'; ms: number };
export type StreamFault = { kind: 'reset' | 'seq-gap' };
export type Fault = HttpFault | StreamFault;

const PLAIN = new Set(['rate-limit', 'auth-unavailable', 'admin-required', 'invalid-key', 'drop', 'reset', 'seq-gap']);

/** Reads the simulation request; an unknown value is an error naming the accepted ones. */
export function parseFault(value: string | undefined): Fault | { error: string } | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const v = value.trim().toLowerCase();
  if (PLAIN.has(v)) return { kind: v } as Fault;
  const slow = /^slow:(\d{1,9})$/.exec(v);
  if (slow) return { kind: 'slow', ms: Math.min(Number(slow[1]), MAX_SLOW_MS) };
  return {
    error: `${SIMULATE_HEADER}: unknown fault ${JSON.stringify(value)}; use one of rate-limit, auth-unavailable, admin-required, invalid-key, slow:<ms> (max ${MAX_SLOW_MS}), drop (HTTP) or reset, seq-gap (streams)`,
  };
}

/** The request's fault: the header, else (WebSocket upgrades only: `url` given) the query parameter. */
export function requestedFault(headers: Record<string, string | string[] | undefined>, url?: URL): ReturnType<typeof parseFault> {
  const h = headers[SIMULATE_HEADER];
  return parseFault((Array.isArray(h) ? h[0] : h) ?? url?.searchParams.get(SIMULATE_QUERY) ?? undefined);
}

/** The failure envelope of a route: JSON-RPC, REST `{statusCode, error}`, OPI `{error, result: null}` or plain `{error}`. */
function envelopeOf(surface: AnySurface, operation: string | undefined): 'rpc' | 'rest' | 'opi' | 'none' {
  if (surface.kind === 'rpc') return 'rpc';
  if (surface.kind === 'rest' && operation) return surface.operations[operation]?.meta.envelope ?? 'none';
  return 'none';
}

/** The JSON-RPC id of a single request (null for a batch or an unreadable body). */
function rpcId(raw: Buffer): unknown {
  try {
    const p = JSON.parse(raw.toString('utf8')) as { id?: unknown };
    return p && typeof p === 'object' && !Array.isArray(p) && 'id' in p ? p.id : null;
  } catch {
    return null;
  }
}

/** The rate-limit headers and wait of one refusal: the plan's (rate-limit.ts) or the observed example's. */
export interface RateLimitState {
  headers: Record<string, string>;
  retryAfter: number;
}

/** observed.md §5's example: a 60-per-minute plan spent, 45 s to wait. */
export function observedRateLimit(now = Date.now()): RateLimitState {
  return {
    headers: {
      'x-ratelimit-limit': String(LIMIT_PER_MINUTE),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(Math.floor(now / 1000) + RETRY_AFTER_S),
    },
    retryAfter: RETRY_AFTER_S,
  };
}

/** HTTP 429 as observed (observed.md §5): X-RateLimit-* with Remaining 0, Retry-After, and the surface's failure body. */
export function rateLimited(surface: AnySurface, operation: string | undefined, raw: Buffer, state: RateLimitState = observedRateLimit()): Answer {
  const message = `Rate limit exceeded. Try again in ${state.retryAfter} seconds.`;
  const headers = { ...state.headers, 'x-ratelimit-remaining': '0', 'retry-after': String(state.retryAfter) };
  const env = envelopeOf(surface, operation);
  const body =
    env === 'rpc'
      ? { jsonrpc: '2.0', error: { code: -32000, message }, id: rpcId(raw) }
      : env === 'rest'
        ? { statusCode: 429, error: message }
        : env === 'opi'
          ? { error: message, result: null }
          : { error: message };
  return { status: 429, headers, body };
}

/** The documented answer of a refusal fault (seed 002 §Errors; conventions §Auth semantics). */
export function faultAnswer(fault: HttpFault, surface: AnySurface, operation: string | undefined, raw: Buffer): Answer | undefined {
  switch (fault.kind) {
    case 'rate-limit':
      return rateLimited(surface, operation, raw);
    case 'auth-unavailable':
      return { status: 503, body: { code: 'AUTH_UNAVAILABLE' } };
    case 'admin-required':
      return { status: 403, body: { error: 'admin key required' } };
    case 'invalid-key':
      return { status: 401, body: { code: 'INVALID_API_KEY' } };
    default:
      return undefined;
  }
}

export const isStreamFault = (f: Fault): f is StreamFault => f.kind === 'reset' || f.kind === 'seq-gap';
