// Default transport: the platform WebSocket where there is one (browsers, Node >= 22); otherwise the `ws`
// package, loaded by dynamic import on first use, so nothing loads `ws` where it is not needed.
import { DeferredSocket } from './deferred-socket.js';
import type { Connect, StreamSocket } from './transport.js';

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

export interface TransportDeps {
  platform: () => WebSocketConstructor | undefined;
  loadWs: () => Promise<WebSocketConstructor>;
}

/** A Connect that prefers the platform WebSocket and falls back to the lazily loaded `ws` package. */
export function createDefaultConnect(deps: TransportDeps = { platform: platformWebSocket, loadWs: loadWsPackage }): Connect {
  return (url) => {
    const Platform = deps.platform();
    if (Platform) {
      const sock = new Platform(url);
      sock.binaryType = 'arraybuffer'; // browsers default to Blob, which messageText cannot read synchronously
      return sock;
    }
    return new DeferredSocket(deps.loadWs().then((Ws) => new Ws(url)));
  };
}

/** The default transport of the stream client. */
export const defaultConnect: Connect = createDefaultConnect();
