// Issue 22 items 1 and 3: the proxy forwards to --upstream and nowhere else, survives malformed percent-encoding on
// every path (HTTP and upgrades), answers 504 when the upstream hangs or drips, and closes with requests in flight.
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type GatewayProxy, startGatewayProxy } from '../src/index.js';

const KEY = 'proxy-hardening-key-41b7';
const servers: Server[] = [];
let proxy: GatewayProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

/** A loopback server; `seen` holds each request line and its key header. */
async function serve(answer: (url: string, res: import('node:http').ServerResponse) => void) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers['x-service-api-key'] ?? ''}`);
    req.resume();
    req.on('end', () => answer(req.url ?? '/', res));
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, port: (server.address() as AddressInfo).port };
}
const okJson = (_u: string, res: import('node:http').ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":{}}');

/** Sends a request target exactly as given, optionally as a WebSocket upgrade; resolves with the status. */
function raw(port: number, method: string, target: string, upgrade = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () =>
      s.write(
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nx-service-api-key: ${KEY}\r\ncontent-length: 0\r\n${upgrade ? 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' : 'Connection: close\r\n'}\r\n`,
      ),
    );
    let text = '';
    s.on('data', (d) => (text += d));
    s.on('error', reject);
    s.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0)));
  });
}

describe('only --upstream is ever reached', () => {
  it('absolute-form, //host, /\\host and * request targets are answered 400; the other host sees nothing', async () => {
    const up = await serve(okJson);
    const bait = await serve(okJson);
    proxy = await startGatewayProxy({ upstream: up.url, network: 'mainnet' });
    const host = `127.0.0.1:${bait.port}`;
    for (const target of [`http://${host}/v4/jsonrpc`, `//${host}/v4/jsonrpc`, `/\\${host}/v4/jsonrpc`, '*', `https://${host}/v4/jsonrpc`]) {
      expect(await raw(proxy.port, 'POST', target), target).toBe(400);
      expect(await raw(proxy.port, 'GET', target.replace('/v4/jsonrpc', '/v4/k/ethereum/mempool/ws'), true), `${target} (upgrade)`).toBe(400);
    }
    expect(bait.seen).toEqual([]);
    expect(up.seen).toEqual([]);
    expect(await raw(proxy.port, 'POST', '/v4/jsonrpc')).toBe(200);
    expect(up.seen).toEqual([`POST /v4/jsonrpc ${KEY}`]);
  });
});

describe('malformed percent-encoding: answered, never a crash', () => {
  it('on HTTP paths and on upgrades, with keys in the path', async () => {
    const up = await serve((_u, res) => res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad path"}'));
    const lines: string[] = [];
    proxy = await startGatewayProxy({ upstream: up.url, network: 'mainnet', log: (l) => lines.push(l) });
    for (const target of ['/v4/%E0%A4%A/ethereum/mempool/ws', '/v4/k%25zz/ethereum/mempool/ws', '/v4/%zz/forex', '/%', '//[']) {
      expect(await raw(proxy.port, 'GET', target, true), `${target} (upgrade)`).toBeGreaterThanOrEqual(400);
      expect(await raw(proxy.port, 'POST', target), target).toBeGreaterThanOrEqual(400);
    }
    expect(await raw(proxy.port, 'POST', '/v4/jsonrpc')).toBe(400); // still up: the upstream's own answer
    for (const l of lines) expect(l).not.toContain(KEY);
  });
});

describe('an upstream that hangs or drips', () => {
  it('gets the caller a 504 once the upstream timeout has passed', async () => {
    const up = await serve((url, res) => {
      if (url.includes('drip')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        const t = setInterval(() => res.write(' '), 20);
        res.on('close', () => clearInterval(t));
      } // else: never answers
    });
    proxy = await startGatewayProxy({ upstream: up.url, network: 'mainnet', upstreamTimeoutMs: 300 });
    for (const path of ['/v4/jsonrpc', '/v4/jsonrpc?drip']) {
      const res = await fetch(`${proxy.url}${path}`, { method: 'POST', body: '{}' });
      expect(res.status, path).toBe(504);
      expect(((await res.json()) as { error: string }).error).toMatch(/within 300 ms/);
    }
  });

  it('close() with a request in flight: the request is cut after the drain, close resolves, nothing stays open', async () => {
    const up = await serve(() => {});
    proxy = await startGatewayProxy({ upstream: up.url, network: 'mainnet', drainMs: 100 });
    const answered = fetch(`${proxy.url}/v4/jsonrpc`, { method: 'POST', body: '{}' }).then(
      (r) => r.status,
      () => 'cut',
    );
    while (up.seen.length === 0) await new Promise((r) => setImmediate(r)); // the request reached the upstream
    await proxy.close();
    proxy = undefined;
    expect(await answered).toBe('cut');
  });
});

describe('a kept-alive upstream connection closed while idle', () => {
  it('is sent again once on a new connection (it never reached the upstream); a drop on a new connection is not', async () => {
    // The upstream answers the first request of each connection and drops the connection at any later one, as a server
    // does whose keep-alive timeout ended just as the proxy reused the connection.
    const perSocket = new WeakMap<object, number>();
    let dropped = 0;
    const up = createServer((req, res) => {
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      if (n > 1) {
        dropped++;
        req.socket.destroy();
        return;
      }
      req.resume();
      req.on('end', () => okJson('', res));
    });
    servers.push(up);
    await new Promise<void>((r) => up.listen(0, '127.0.0.1', r));
    proxy = await startGatewayProxy({ upstream: `http://127.0.0.1:${(up.address() as AddressInfo).port}`, network: 'mainnet' });
    expect(await raw(proxy.port, 'POST', '/v4/jsonrpc')).toBe(200);
    expect(await raw(proxy.port, 'POST', '/v4/jsonrpc')).toBe(200); // the kept connection was dropped; the new one answered
    expect(dropped).toBe(1);

    // An upstream that drops every connection at once: nothing was reused, so the caller's connection is dropped too.
    const dead = createServer((req) => req.socket.destroy());
    servers.push(dead);
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
    await proxy.close();
    proxy = await startGatewayProxy({ upstream: `http://127.0.0.1:${(dead.address() as AddressInfo).port}`, network: 'mainnet' });
    expect(await raw(proxy.port, 'POST', '/v4/jsonrpc')).toBe(0);
  });
});
