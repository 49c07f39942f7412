import { type Auth, createGateway, type Exchange, type Gateway, type Network } from '@gw/runtime';

/** What the wire saw during the current case: the last answer (raw text kept) and any transport failure. */
export interface WireLog {
  /** Requests that left the process (fetch called). */
  sent: number;
  /** The last redacted exchange (request and parsed body), from the runtime's `onExchange`. */
  exchange?: Exchange;
  /** The last answer as received: status, content type and the body text. */
  response?: { status: number; contentType: string; text: string };
  /** The last transport failure: the fetch error's `cause.code` described (connection refused, DNS, TLS, timeout). */
  networkError?: { code: string; cause: string };
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

/** A fetch that logs what the current case sent and received into `t.wire`, keeping the body text as sent. */
function wireFetch(t: Target): typeof fetch {
  return async (input, init) => {
    const w = t.wire;
    if (w) w.sent++;
    let res: Response;
    try {
      res = await fetch(input, init);
    } catch (e) {
      if (w) w.networkError = describeNetworkError(e);
      throw e;
    }
    if (!w) return res;
    const text = await res.text();
    w.response = { status: res.status, contentType: res.headers.get('content-type') ?? '', text };
    // A status without a body (101, 204, 205, 304) cannot be rebuilt with one.
    return new Response([101, 204, 205, 304].includes(res.status) ? null : text, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
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
    // The suite judges the seed contract; it grades registered drift itself (with evidence, expiry and reports).
    registeredDrift: 'reject',
    fetch: wireFetch(t),
    onExchange: (x) => {
      if (t.wire) t.wire.exchange = x;
      t.onExchange?.(x);
    },
  });
  t.gateways ??= new Map();
  t.gateways.set(key, gw);
  return gw;
}
