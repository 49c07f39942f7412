import { type Auth, createGateway, type Exchange, type Gateway, type Network } from '@gw/runtime';
import { type Pacer, PacingStop } from './pacing.js';

/** What the wire saw during the current case: the last answer (raw text kept) and any transport failure. */
export interface WireLog {
  /** Requests that left the process (fetch called). */
  sent: number;
  /** The last redacted exchange (request and parsed body), from the runtime's `onExchange`. */
  exchange?: Exchange;
  /** The last answer as received: status, content type, headers and the body text. */
  response?: { status: number; contentType: string; text: string; headers?: Headers };
  /** The last transport failure: the fetch error's `cause.code` described (connection refused, DNS, TLS, timeout). */
  networkError?: { code: string; cause: string };
  /** Pacing: time waited before this case's requests, and rate-limited answers sent again. */
  waitedMs?: number;
  retried?: number;
  /** The last answer was still rate limited after the retries (or the plan stopped the run): not the gateway's fault. */
  rateLimited?: string;
  /** The case expects the rate-limit refusal itself (a recorded 429): no retry, and its headers do not steer pacing. */
  expectRateLimit?: boolean;
}

/** Where a run sends its requests: the local gateway serving fixtures, or a live gateway. */
export interface Target {
  kind: 'fixtures' | 'live';
  network: Network;
  baseUrl: string;
  wsBaseUrl: string;
  apiKey: string | undefined;
  adminKey: string | undefined;
  timeoutMs: number;
  onExchange?: (x: Exchange) => void;
  /** Per-case wire log, reset by the runner before each case. */
  wire?: WireLog;
  /** One gateway per auth mode and credential, built once per run. */
  gateways?: Map<string, Gateway>;
  /** A live run's pacing (pacing.ts); absent on the fixtures target. */
  pacer?: Pacer;
  /** How long a stream not replaying its recording is listened to after its hello (default RULE_WINDOW_MS, stream-replay.ts). */
  streamWindowMs?: number;
}

const CAUSES: Array<[RegExp, string]> = [
  [/^ECONNREFUSED$/, 'connection refused'],
  [/^(ENOTFOUND|EAI_AGAIN|EAI_NONAME|EAI_FAIL)$/, 'DNS lookup failed'],
  [/^(UND_ERR_CONNECT_TIMEOUT|ETIMEDOUT|TimeoutError|ABORT_ERR|UND_ERR_HEADERS_TIMEOUT|UND_ERR_BODY_TIMEOUT)$/, 'timeout'],
  [/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME_MISMATCH|ERR_TLS/, 'TLS failure'],
  [/^ECONNRESET$|^UND_ERR_SOCKET$/, 'connection reset'],
  [/^(EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|ENETDOWN)$/, 'host unreachable'],
];

/** Describes a fetch (or WebSocket) failure by its `cause.code`: `connection refused (ECONNREFUSED)`. */
export function describeNetworkError(e: unknown): { code: string; cause: string } {
  const err = e as { name?: string; code?: string; message?: string; cause?: { code?: string; name?: string; message?: string; cause?: { code?: string } } };
  const str = (x: unknown) => (typeof x === 'string' ? x : undefined);
  const timedOut = err?.name === 'TimeoutError' || err?.cause?.name === 'TimeoutError' ? 'TimeoutError' : undefined;
  const code = str(err?.cause?.code) ?? str(err?.cause?.cause?.code) ?? timedOut ?? str(err?.code) ?? 'UNKNOWN';
  const known = CAUSES.find(([re]) => re.test(code));
  const what = known ? known[1] : (err?.cause?.message ?? err?.message ?? 'network failure');
  return { code, cause: `${what} (${code})` };
}

/** Before a WebSocket upgrade (it counts against the plan too): paced like a request; a stop is logged for the case. */
export async function paceUpgrade(t: Target): Promise<void> {
  if (!t.pacer) return;
  try {
    const waited = await t.pacer.acquire();
    if (t.wire && waited) t.wire.waitedMs = (t.wire.waitedMs ?? 0) + waited;
  } catch (e) {
    if (e instanceof PacingStop && t.wire) t.wire.rateLimited = e.message;
    throw e;
  }
}

/**
 * Every request of a run goes through here: paced when the run has a pacer (a rate-limited answer is waited out
 * and sent again), and logged into `t.wire` for the current case, the body text kept as sent.
 */
export async function targetFetch(t: Target, input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const w = t.wire;
  for (let attempt = 0; ; attempt++) {
    let waited = 0;
    if (t.pacer) {
      try {
        waited = await t.pacer.acquire();
      } catch (e) {
        if (!(e instanceof PacingStop)) throw e;
        if (w) w.rateLimited = e.message;
        throw e;
      }
      if (w && waited) w.waitedMs = (w.waitedMs ?? 0) + waited;
    }
    if (w) w.sent++;
    let res: Response;
    try {
      // After a wait the caller's timeout has been running: this attempt gets a timeout of its own.
      res = await fetch(input, waited || attempt ? { ...init, signal: AbortSignal.timeout(t.timeoutMs) } : init);
    } catch (e) {
      if (w) w.networkError = describeNetworkError(e);
      throw e;
    }
    if (!w && !t.pacer) return res;
    const text = await res.text();
    if (t.pacer && !w?.expectRateLimit && t.pacer.observe(res.status, res.headers, text)) {
      if (attempt < t.pacer.maxRetries) {
        t.pacer.stats.retried++;
        if (w) w.retried = (w.retried ?? 0) + 1;
        continue;
      }
      if (w) w.rateLimited = `still rate limited (HTTP ${res.status}) after ${attempt} retries`;
    }
    if (w) w.response = { status: res.status, contentType: res.headers.get('content-type') ?? '', text, headers: res.headers };
    // A status without a body (101, 204, 205, 304) cannot be rebuilt with one.
    return new Response([101, 204, 205, 304].includes(res.status) ? null : text, { status: res.status, statusText: res.statusText, headers: res.headers });
  }
}

/** The gateway for one auth mode and credential: built once per run and reused by every fixture and scenario. */
export function gatewayFor(t: Target, auth: Auth): Gateway {
  const key = JSON.stringify(auth);
  const cached = t.gateways?.get(key);
  if (cached) return cached;
  const gw = createGateway({
    network: t.network,
    baseUrl: t.baseUrl,
    wsBaseUrl: t.wsBaseUrl,
    auth,
    timeoutMs: t.timeoutMs,
    // The suite judges each exchange as the target answered it: a retry would hide a 429 or a 503.
    maxRetries: 0,
    // The suite judges the seed contract; it grades registered drift itself (with evidence, expiry and reports).
    registeredDrift: 'reject',
    fetch: (input, init) => targetFetch(t, input, init),
    onExchange: (x) => {
      if (t.wire) t.wire.exchange = x;
      t.onExchange?.(x);
    },
  });
  t.gateways ??= new Map();
  t.gateways.set(key, gw);
  return gw;
}
