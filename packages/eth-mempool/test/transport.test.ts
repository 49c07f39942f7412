import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';
import { createServer } from 'node:http';
import type { SocketCloseEvent, SocketMessageEvent, StreamSocket } from '../src/stream/transport.js';
import { createDefaultConnect, defaultConnect, type UpgradeProbe, type WebSocketConstructor } from '../src/stream/default-transport.js';

/** vi.waitFor gives up after 1 s by default: a measurement on a busy machine. This bound only catches an event that never comes. */
const WAIT = { timeout: 60_000 };

/** A stand-in for a platform WebSocket (browser, Node >= 22). */
class FakePlatformSocket implements StreamSocket {
  static made: FakePlatformSocket[] = [];
  binaryType = 'blob';
  onopen: ((ev?: unknown) => void) | null = null;
  onmessage: ((ev: SocketMessageEvent) => void) | null = null;
  onclose: ((ev: SocketCloseEvent) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
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
    connect('wss://x.invalid/s');
    const [sock] = FakePlatformSocket.made;
    expect(FakePlatformSocket.made).toHaveLength(1);
    expect(sock!.url).toBe('wss://x.invalid/s');
    expect(sock!.binaryType).toBe('arraybuffer');
    expect(loadWs).not.toHaveBeenCalled();
  });

  it('the exported default reads globalThis.WebSocket at connect time', () => {
    vi.stubGlobal('WebSocket', FakePlatformSocket);
    defaultConnect('wss://x.invalid/s');
    expect(FakePlatformSocket.made.map((s) => s.url)).toEqual(['wss://x.invalid/s']);
  });

  const platformWith = (probe: UpgradeProbe) => {
    const connect = createDefaultConnect({ platform: () => FakePlatformSocket as unknown as WebSocketConstructor, loadWs: vi.fn(), probe });
    const sock = connect('wss://x.invalid/v4/k/ethereum/mempool/ws');
    const events: string[] = [];
    sock.onerror = () => events.push('error');
    sock.onclose = (e) => events.push(`close ${e.refusal ? e.refusal.status : '-'}`);
    return { platform: FakePlatformSocket.made.at(-1)!, events };
  };

  it('a platform socket that closes before it opened asks the URL over HTTP: a refusal closes with its status, no error event', async () => {
    const probe = vi.fn<UpgradeProbe>(async () => ({ status: 401, headers: {} }));
    const { platform, events } = platformWith(probe);
    platform.onerror?.({});
    platform.onclose?.({ code: 1006 });
    await vi.waitFor(() => expect(events).toEqual(['close 401']), WAIT);
    expect(probe).toHaveBeenCalledWith('wss://x.invalid/v4/k/ethereum/mempool/ws');
  });

  it('no refusal to be had (host down, or a page the answer is withheld from): the held error, then the close', async () => {
    const { platform, events } = platformWith(async () => undefined);
    platform.onerror?.({});
    platform.onclose?.({ code: 1006 });
    await vi.waitFor(() => expect(events).toEqual(['error', 'close -']), WAIT);
  });

  it('a socket that opened closes as it is: no probe', async () => {
    const probe = vi.fn<UpgradeProbe>(async () => ({ status: 401, headers: {} }));
    const { platform, events } = platformWith(probe);
    platform.onopen?.();
    platform.onclose?.({ code: 1000 });
    expect(events).toEqual(['close -']);
    expect(probe).not.toHaveBeenCalled();
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
      await vi.waitFor(() => expect(made).toHaveLength(1), WAIT);
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
    await vi.waitFor(() => expect(events).toHaveLength(2), WAIT);
    expect(events).toEqual(['error Cannot find package ws', 'close 1006 no WebSocket: Cannot find package ws']);
  });
});

describe('default transport: a refused upgrade on the ws package', () => {
  it('closes with the HTTP status and headers of the refusal, without an error event', async () => {
    const server = createServer();
    server.on('upgrade', (_req, socket) => {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nretry-after: 45\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as { port: number };
    try {
      const sock = createDefaultConnect({ platform: () => undefined, loadWs: async () => (await import('ws')).default as never })(`ws://127.0.0.1:${port}/s`);
      const events: string[] = [];
      const closed = new Promise<SocketCloseEvent>((resolve) => {
        sock.onerror = () => events.push('error');
        sock.onclose = resolve;
      });
      const ev = await closed;
      expect(ev.refusal).toMatchObject({ status: 429, headers: { 'retry-after': '45' } });
      expect(events).toEqual([]);
    } finally {
      await new Promise((r) => server.close(r));
    }
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
