import { type AnySurface, SIMULATE_HEADER } from '@gw/contract';
import type { Answer } from './http-util.js';
import { ADMIN_REQUIRED, AUTH_UNAVAILABLE, INVALID_API_KEY } from './refusal-answers.js';

/** The same request as a query parameter, for WebSocket upgrades from browsers (they cannot set headers). */
export const SIMULATE_QUERY = 'gw-simulate';
/** The longest delay honoured (`latency:…`, `slow:<ms>`). */
export const MAX_SLOW_MS = 30_000;
/** observed.md §5: the example window and Retry-After of a rate-limited answer. */
const RETRY_AFTER_S = 45;
const LIMIT_PER_MINUTE = 60;

/** A delay before the answer: fixed, uniform between two bounds, or long-tailed (log-normal by median and p99). */
export type Latency = { kind: 'latency'; dist: 'fixed' | 'uniform' | 'long-tail'; a: number; b: number };
export type HttpFault = { kind: 'rate-limit' | 'auth-unavailable' | 'admin-required' | 'invalid-key' | 'drop' | 'truncate' | 'malformed' } | Latency;
export type StreamFault = { kind: 'reset' | 'seq-gap' };
export type Fault = HttpFault | StreamFault;

/** One fault of a request or of the gateway: applied with probability `p`, drawn from a generator seeded by `seed`. */
export interface FaultSpec {
  fault: Fault;
  p: number;
  seed: number;
  /** The spec as written (each spec keeps its own generator). */
  text: string;
}

const PLAIN = new Set(['rate-limit', 'auth-unavailable', 'admin-required', 'invalid-key', 'drop', 'truncate', 'malformed', 'reset', 'seq-gap']);
const ms = (v: string) => Math.min(Number(v), MAX_SLOW_MS);
const USAGE = `use rate-limit, auth-unavailable, admin-required, invalid-key, drop, truncate, malformed, latency:<ms>, latency:uniform:<min>-<max>, latency:long-tail:<median>[-<p99>] (ms, at most ${MAX_SLOW_MS}; slow:<ms> is latency:<ms>) for HTTP, reset or seq-gap for streams; add ;p=<0..1> and ;seed=<n> for a seeded probability, and separate several with commas`;

/** One fault without its parameters. */
function parseOne(v: string): Fault | undefined {
  if (PLAIN.has(v)) return { kind: v } as Fault;
  let m = /^(?:slow|latency):(\d{1,9})$/.exec(v);
  if (m) return { kind: 'latency', dist: 'fixed', a: ms(m[1]!), b: ms(m[1]!) };
  m = /^latency:uniform:(\d{1,9})-(\d{1,9})$/.exec(v);
  if (m && Number(m[1]) <= Number(m[2])) return { kind: 'latency', dist: 'uniform', a: ms(m[1]!), b: ms(m[2]!) };
  m = /^latency:long-tail:(\d{1,9})(?:-(\d{1,9}))?$/.exec(v);
  if (m && Number(m[1]) > 0 && (m[2] === undefined || Number(m[2]) >= Number(m[1])))
    return { kind: 'latency', dist: 'long-tail', a: ms(m[1]!), b: ms(m[2] ?? String(Number(m[1]) * 10)) };
  return undefined;
}

/** Reads a list of faults (`truncate;p=0.2;seed=7, latency:uniform:10-50`); an unknown value is an error naming the accepted ones. */
export function parseFaults(value: string | undefined): FaultSpec[] | { error: string } | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const out: FaultSpec[] = [];
  for (const part of value.split(',')) {
    const [head = '', ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    const fault = parseOne(head);
    if (!fault) return { error: `${SIMULATE_HEADER}: unknown fault ${JSON.stringify(part.trim())}; ${USAGE}` };
    let p = 1;
    let seed: number | undefined;
    for (const kv of params) {
      const [k, v = ''] = kv.split('=').map((x) => x.trim());
      if (k === 'p' && /^(0(\.\d+)?|1(\.0+)?)$/.test(v)) p = Number(v);
      else if (k === 'seed' && /^\d{1,10}$/.test(v) && Number(v) <= 0xffffffff) seed = Number(v);
      else return { error: `${SIMULATE_HEADER}: bad parameter ${JSON.stringify(kv)} in ${JSON.stringify(part.trim())}; ${USAGE}` };
    }
    const text = part.trim().toLowerCase();
    out.push({ fault, p, seed: seed ?? hashText(text), text });
  }
  return out;
}

/** The single fault of a request, as before lists: a list of one, without probability. */
export function parseFault(value: string | undefined): Fault | { error: string } | undefined {
  const specs = parseFaults(value);
  if (!specs || 'error' in specs) return specs;
  return specs.length === 1 && specs[0]!.p === 1 ? specs[0]!.fault : { error: `${SIMULATE_HEADER}: a WebSocket upgrade takes one fault without p=` };
}

/** FNV-1a of a spec's text: its default seed, so the same spec is drawn the same way. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
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
      return AUTH_UNAVAILABLE;
    case 'admin-required':
      return ADMIN_REQUIRED;
    case 'invalid-key':
      return INVALID_API_KEY;
    default:
      return undefined;
  }
}

export const isStreamFault = (f: Fault): f is StreamFault => f.kind === 'reset' || f.kind === 'seq-gap';
