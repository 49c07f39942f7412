import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';
import type { SocketMessageEvent, StreamSocket } from '../src/stream/transport.js';
import { createDefaultConnect, defaultConnect, type WebSocketConstructor } from '../src/stream/default-transport.js';

/** A stand-in for a platform WebSocket (browser, Node >= 22). */
class FakePlatformSocket implements StreamSocket {
  static made: FakePlatformSocket[] = [];
  binaryType = 'blob';
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  constructor(readonly url: string) {
    FakePlatformSocket.made.push(this);
  }
  send(): void {}
  close(): void {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakePlatformSocket.made = [];
});

/** A local ws server that greets each connection with one frame. */
async function greetingServer(): Promise<{ url: string; close: () => Promise<void>; connections: () => number }> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  let n = 0;
  wss.on('connection', (ws) => {
    n++;
    ws.send(JSON.stringify({ instance: 'i', seq: 0 }));
  });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  const { port } = wss.address() as { port: number };
  return { url: `ws://127.0.0.1:${port}`, connections: () => n, close: () => new Promise((r) => wss.close(() => r())) };
}

describe('default transport: platform WebSocket first', () => {
  it('uses globalThis.WebSocket when there is one, in arraybuffer mode, and never loads ws', () => {
    const loadWs = vi.fn(async () => FakePlatformSocket as unknown as WebSocketConstructor);
    const connect = createDefaultConnect({ platform: () => FakePlatformSocket as unknown as WebSocketConstructor, loadWs });
    const sock = connect('wss://x.invalid/s') as FakePlatformSocket;
    expect(sock).toBeInstanceOf(FakePlatformSocket);
    expect(sock.url).toBe('wss://x.invalid/s');
    expect(sock.binaryType).toBe('arraybuffer');
    expect(loadWs).not.toHaveBeenCalled();
  });

  it('the exported default reads globalThis.WebSocket at connect time', () => {
    vi.stubGlobal('WebSocket', FakePlatformSocket);
    expect(defaultConnect('wss://x.invalid/s')).toBeInstanceOf(FakePlatformSocket);
  });
});

describe('default transport: ws package when the platform has no WebSocket', () => {
  it('loads ws lazily and delivers open and message through the deferred socket', async () => {
    vi.stubGlobal('WebSocket', undefined);
    const srv = await greetingServer();
    try {
      const sock = defaultConnect(srv.url);
      const got = await new Promise<SocketMessageEvent>((resolve, reject) => {
        sock.onerror = reject;
        sock.onopen = () => sock.send(JSON.stringify({ op: 'ping' }));
        sock.onmessage = resolve;
      });
      expect(JSON.parse(String(got.data))).toEqual({ instance: 'i', seq: 0 });
      sock.close();
    } finally {
      await srv.close();
    }
  });

  it('close() before ws has loaded closes the socket as soon as it exists; no handler fires', async () => {
    const srv = await greetingServer();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { default: Ws } = await import('ws');
    const made: InstanceType<typeof Ws>[] = [];
    const connect = createDefaultConnect({
      platform: () => undefined,
      loadWs: async () => {
        await gate;
        return class extends Ws {
          constructor(url: string) {
            super(url);
            made.push(this);
          }
        } as unknown as WebSocketConstructor;
      },
    });
    try {
      const sock = connect(srv.url);
      const fired = vi.fn();
      sock.onopen = sock.onmessage = sock.onclose = sock.onerror = fired;
      expect(() => sock.send('x')).toThrow(/not open yet/);
      sock.close();
      release();
      await vi.waitFor(() => expect(made).toHaveLength(1));
      // Closed for good, and one more turn of the event loop for any handler it would call.
      await new Promise((r) =>
        made[0]!.readyState === Ws.CLOSED ? r(undefined) : (made[0] as unknown as { once(e: string, f: () => void): void }).once('close', () => r(undefined)),
      );
      await new Promise((r) => setImmediate(r));
      expect(fired).not.toHaveBeenCalled();
    } finally {
      await srv.close();
    }
  });

  it('a failed ws load is reported as an error then a close (the client reconnects later)', async () => {
    const connect = createDefaultConnect({ platform: () => undefined, loadWs: () => Promise.reject(new Error('Cannot find package ws')) });
    const sock = connect('ws://127.0.0.1:1');
    const events: string[] = [];
    sock.onerror = (e) => events.push(`error ${(e as Error).message}`);
    sock.onclose = (e) => events.push(`close ${e.code} ${e.reason}`);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual(['error Cannot find package ws', 'close 1006 no WebSocket: Cannot find package ws']);
  });
});

describe('no static import of ws in the package source', () => {
  it('ws appears only as a dynamic import()', () => {
    const src = fileURLToPath(new URL('../src', import.meta.url));
    const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    const statics = files.filter((f) => /^\s*import\s+(?!type\b)[^;]*from\s+['"]ws['"]/m.test(readFileSync(join(src, f), 'utf8')));
    expect(statics).toEqual([]);
  });
});
