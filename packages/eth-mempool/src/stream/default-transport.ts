// Default transport: the platform WebSocket where there is one (browsers, Node >= 22); otherwise the `ws` package,
// loaded by dynamic import on first use, so nothing loads `ws` where it is not needed. Either way a refused upgrade
// reaches the client as a close carrying the HTTP status (`refusal`): `ws` reports the answer itself; a platform
// WebSocket hides it, so when one closes before it opened, the URL is asked once over plain HTTP (`probe`).
import { DeferredSocket } from './deferred-socket.js';
import type { Connect, SocketCloseEvent, StreamSocket, UpgradeRefusal } from './transport.js';

export type WebSocketConstructor = new (url: string) => StreamSocket & { binaryType?: string };

/** `globalThis.WebSocket` if this platform has one. */
export function platformWebSocket(): WebSocketConstructor | undefined {
  const ctor = (globalThis as { WebSocket?: unknown }).WebSocket;
  return typeof ctor === 'function' ? (ctor as WebSocketConstructor) : undefined;
}

/** The `ws` package's WebSocket (Node without a platform WebSocket). */
export async function loadWsPackage(): Promise<WebSocketConstructor> {
  const mod = await import('ws');
  return mod.default as unknown as WebSocketConstructor;
}

/** Asks a stream URL over plain HTTP what it answers (undefined when it cannot tell, e.g. a browser's CORS). */
export type UpgradeProbe = (url: string) => Promise<UpgradeRefusal | undefined>;

/** GET of the stream URL as http(s): a gateway refusing the key answers it as it answers the upgrade (401, 403, 429). */
export const httpProbe: UpgradeProbe = async (url) => {
  const f = (globalThis as { fetch?: typeof fetch }).fetch;
  if (!f) return undefined;
  try {
    const res = await f(url.replace(/^ws/, 'http'), { method: 'GET', signal: AbortSignal.timeout(5_000), credentials: 'omit' });
    await res.body?.cancel();
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => (headers[k.toLowerCase()] = v));
    return { status: res.status, headers };
  } catch {
    return undefined;
  }
};

export interface TransportDeps {
  platform: () => WebSocketConstructor | undefined;
  loadWs: () => Promise<WebSocketConstructor>;
  /** How a platform socket's refused upgrade is told (default `httpProbe`). */
  probe?: UpgradeProbe;
}

/** A Connect that prefers the platform WebSocket and falls back to the lazily loaded `ws` package. */
export function createDefaultConnect(deps: TransportDeps = { platform: platformWebSocket, loadWs: loadWsPackage }): Connect {
  return (url) => {
    const Platform = deps.platform();
    if (Platform) {
      const sock = new Platform(url);
      sock.binaryType = 'arraybuffer'; // browsers default to Blob, which messageText cannot read synchronously
      return probingRefusals(sock, url, deps.probe ?? httpProbe);
    }
    return new DeferredSocket(deps.loadWs().then((Ws) => reportingRefusals(new Ws(url) as StreamSocket & WsEvents)));
  };
}

/** The default transport of the stream client. */
export const defaultConnect: Connect = createDefaultConnect();

/** What the `ws` package adds to a socket: events beyond the four handlers. */
interface WsEvents {
  on?(event: 'unexpected-response', fn: (req: unknown, res: IncomingAnswer) => void): unknown;
  terminate?(): void;
}
interface IncomingAnswer {
  statusCode?: number;
  headers?: Record<string, string | string[] | undefined>;
  resume?(): void;
}

/** A `ws` socket whose refused upgrade closes with the answer's status and headers (and no extra error event). */
function reportingRefusals(ws: StreamSocket & WsEvents): StreamSocket {
  let refusal: UpgradeRefusal | undefined;
  const sock = facade(ws);
  ws.onopen = (ev) => sock.onopen?.(ev);
  ws.onmessage = (ev) => sock.onmessage?.(ev);
  ws.onerror = (ev) => {
    if (!refusal) sock.onerror?.(ev);
  };
  ws.onclose = (ev) => sock.onclose?.(refusal ? { ...ev, refusal } : ev);
  ws.on?.('unexpected-response', (_req, res) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers ?? {})) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
    refusal = { status: res.statusCode ?? 0, headers };
    res.resume?.();
    ws.terminate?.(); // ends the handshake: one error (withheld) and one close
  });
  return sock;
}

/**
 * A platform socket that, when it closes without ever opening, asks the URL over HTTP and closes with that answer
 * when it is a refusal (4xx/5xx); its error events are held until then, so a refusal is told once, as a refusal.
 */
function probingRefusals(ws: StreamSocket, url: string, probe: UpgradeProbe): StreamSocket {
  let opened = false;
  const held: unknown[] = [];
  const sock = facade(ws);
  ws.onopen = (ev) => {
    opened = true;
    sock.onopen?.(ev);
  };
  ws.onmessage = (ev) => sock.onmessage?.(ev);
  ws.onerror = (ev) => {
    if (opened) sock.onerror?.(ev);
    else held.push(ev);
  };
  ws.onclose = (ev) => {
    if (opened) return sock.onclose?.(ev);
    const plain = () => {
      for (const e of held) sock.onerror?.(e);
      sock.onclose?.(ev);
    };
    probe(url).then((answer) => (answer && answer.status >= 400 ? sock.onclose?.({ ...ev, refusal: answer }) : plain()), plain);
  };
  return sock;
}

/** The StreamSocket the client holds in front of a platform or `ws` socket: its handlers are set by the client. */
function facade(ws: StreamSocket): StreamSocket & { onclose: ((ev: SocketCloseEvent) => void) | null } {
  return { send: (data) => ws.send(data), close: (code, reason) => ws.close(code, reason), onopen: null, onmessage: null, onclose: null, onerror: null };
}
