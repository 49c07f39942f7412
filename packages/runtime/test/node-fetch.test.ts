// nodeFetch (src/node-fetch.ts), the default transport in Node, holds to fetch's contract: the same exchange through
// it and through Node's own fetch gives the same answer (status, headers, body), the server sees the same request,
// aborts and failures take the same form, and a request it does not cover goes to the platform's fetch.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTlsServer, globalAgent as tlsAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { nodeFetch } from '#node-fetch';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGateway, NetworkError, restCall, type SurfaceMeta } from '../src/index.js';
import { anyAnswer, priceOperation } from './fake-fetch.js';
import { selfSigned } from './self-signed.js';

const TEXT = JSON.stringify({ statusCode: 200, data: { bitcoin: { usd: 97500.25 }, note: 'naïve ✓' } });
const ENCODED: Record<string, (b: Buffer) => Buffer> = {
  gzip: gzipSync,
  deflate: deflateSync,
  'deflate-raw': deflateRawSync,
  br: brotliCompressSync,
};

let server: Server;
let base: string;
/** The last request each path saw: method, headers as sent, body. */
const seen = new Map<string, { method: string; headers: string[]; body: string }>();
/** Requests that never get an answer; resolved when the server sees their connection close. */
let stalled: Array<Promise<IncomingMessage>> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      seen.set(url.pathname, { method: req.method!, headers: req.rawHeaders, body: Buffer.concat(chunks).toString() });
      const coding = url.searchParams.get('coding');
      // The gateway's mount, for a client call; and one that loses the connection in the middle of the body.
      if (url.pathname.startsWith('/gw/')) return res.writeHead(200, { 'content-type': 'application/json' }).end(TEXT);
      if (url.pathname.startsWith('/gw-cut/')) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' }).write('{"partial":');
        return setImmediate(() => res.socket?.destroy());
      }
      switch (url.pathname) {
        case '/json':
          res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'], 'x-many': 'one' });
          return res.end(TEXT);
        case '/encoded': {
          const name = coding === 'deflate-raw' ? 'deflate' : coding!;
          res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': name });
          return res.end(ENCODED[coding!]!(Buffer.from(TEXT)));
        }
        case '/bad-gzip':
          res.writeHead(200, { 'content-encoding': 'gzip' });
          return res.end('not gzip at all');
        case '/unknown-coding':
          res.writeHead(200, { 'content-encoding': coding! });
          return res.end('as it came');
        case '/redirect':
          res.writeHead(302, { location: '/json' });
          return res.end('moved');
        case '/empty':
          res.writeHead(204);
          return res.end();
        case '/error':
          res.writeHead(503, 'Busy Here', { 'retry-after': '2' });
          return res.end('{"error":"busy"}');
        case '/cut':
          // Headers and part of the body, then the connection is lost.
          res.writeHead(200, { 'content-length': '100' });
          res.write('{"partial":');
          return setImmediate(() => res.socket?.destroy());
        case '/slow-body':
          res.writeHead(200, { 'content-length': '100' });
          res.write('{"partial":');
          stalled.push(new Promise((resolve) => req.socket.once('close', () => resolve(req))));
          return;
        default:
          stalled.push(new Promise((resolve) => req.socket.once('close', () => resolve(req))));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * What an answer shows a caller: status, text, and every header but the ones that name the moment or the socket.
 * Not its `type`, `url` or `redirected`: a Response made in JavaScript reads `default`, '' and false (the client
 * looks only for `opaqueredirect`, which only a browser gives).
 */
async function shown(res: Response) {
  const headers = [...res.headers].filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k));
  return {
    status: res.status,
    statusText: res.statusText,
    opaque: res.type.startsWith('opaque'),
    headers,
    setCookie: res.headers.getSetCookie(),
    text: await res.text(),
  };
}
const both = async (path: string, init: RequestInit) => {
  const a = await shown(await nodeFetch(`${base}${path}`, init));
  const b = await shown(await fetch(`${base}${path}`, init));
  return { a, b };
};
const manual = (more: RequestInit = {}): RequestInit => ({ redirect: 'manual', ...more });

describe('nodeFetch answers as Node fetch does', () => {
  it('a JSON answer: status, headers (two set-cookie among them), text', async () => {
    const { a, b } = await both('/json', manual({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(a).toEqual(b);
    expect(a.setCookie).toEqual(['a=1', 'b=2']);
    expect(JSON.parse(a.text).data.note).toBe('naïve ✓');
  });

  it.each(Object.keys(ENCODED))('a %s-encoded answer is decoded', async (coding) => {
    const { a, b } = await both(`/encoded?coding=${coding}`, manual());
    expect(a).toEqual(b);
    expect(a.text).toBe(TEXT);
  });

  it.each(['zstd-not-really', 'constructor'])('an answer in a coding fetch does not decode (%s) comes as it came', async (coding) => {
    const { a, b } = await both(`/unknown-coding?coding=${coding}`, manual());
    expect(a).toEqual(b);
    expect(a.text).toBe('as it came');
  });

  it('a redirect comes back unfollowed (manual), with its Location', async () => {
    const { a, b } = await both('/redirect', manual({ method: 'POST', body: 'x' }));
    expect(a).toEqual(b);
    expect(a.status).toBe(302);
    expect(a.headers).toContainEqual(['location', '/json']);
  });

  it('a 204, a HEAD and an error status', async () => {
    for (const [path, init] of [
      ['/empty', manual()],
      ['/json', manual({ method: 'HEAD' })],
      ['/error', manual({ method: 'POST', body: '{}' })],
    ] as const) {
      const { a, b } = await both(path, init);
      expect(a, path).toEqual(b);
    }
    expect((await both('/error', manual())).a).toMatchObject({ status: 503, statusText: 'Busy Here', text: '{"error":"busy"}' });
  });

  it('the server sees the request fetch sends: method, headers (its defaults, the caller’s first), body as text or bytes', async () => {
    const headers = { 'content-type': 'application/json', 'X-Service-Api-Key': 'k', 'User-Agent': 'gw-test' };
    const pairs = (h: string[]) =>
      Array.from({ length: h.length / 2 }, (_, i) => [h[2 * i]!.toLowerCase(), h[2 * i + 1]!]).filter(([k]) => k !== 'host' && k !== 'connection');
    const sorted = (h: string[]) => pairs(h).sort(([x], [y]) => (x! < y! ? -1 : 1));
    for (const body of ['{"a":1}', new TextEncoder().encode('{"a":1}')]) {
      await (await nodeFetch(`${base}/json`, manual({ method: 'POST', headers, body }))).text();
      const ours = seen.get('/json')!;
      await (await fetch(`${base}/json`, manual({ method: 'POST', headers, body }))).text();
      const theirs = seen.get('/json')!;
      expect(ours.method).toBe('POST');
      expect(ours.body).toBe('{"a":1}');
      expect(sorted(ours.headers)).toEqual(sorted(theirs.headers));
      expect(pairs(ours.headers)).toContainEqual(['user-agent', 'gw-test']);
    }
  });
});

describe('nodeFetch fails as Node fetch does', () => {
  it('a refused connection: TypeError "fetch failed", its cause ECONNREFUSED', async () => {
    const s = createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;
    await new Promise<void>((r) => s.close(() => r()));
    for (const f of [nodeFetch, fetch]) {
      const e = (await f(url, manual()).catch((x) => x)) as TypeError & { cause: { code: string } };
      expect(e).toBeInstanceOf(TypeError);
      expect(e.message).toBe('fetch failed');
      expect(e.cause.code).toBe('ECONNREFUSED');
    }
  });

  it('a connection lost in the middle of the body: the answer comes, and reading its body fails with TypeError "terminated"', async () => {
    for (const f of [nodeFetch, fetch]) {
      const res = await f(`${base}/cut`, manual());
      expect(res.status).toBe(200);
      const e = (await res.text().catch((x) => x)) as TypeError;
      expect(e).toBeInstanceOf(TypeError);
      expect(e.message).toBe('terminated');
    }
  });

  it('a body that does not decode: the answer comes, and reading its body fails with TypeError "terminated"', async () => {
    for (const f of [nodeFetch, fetch]) {
      const res = await f(`${base}/bad-gzip`, manual());
      expect(res.status).toBe(200);
      const e = (await res.text().catch((x) => x)) as TypeError & { cause: { code: string } };
      expect(e).toBeInstanceOf(TypeError);
      expect(e.message).toBe('terminated');
      expect(e.cause.code).toBe('Z_DATA_ERROR');
    }
  });

  it('a header value fetch refuses is refused before anything is sent', async () => {
    seen.delete('/json');
    const e = await nodeFetch(`${base}/json`, manual({ headers: { 'x-bad': 'a\nb' } })).catch((x) => x);
    expect(e).toBeInstanceOf(TypeError);
    expect(seen.has('/json')).toBe(false);
  });

  it('an aborted signal: rejected with its reason, before sending or while the server waits, and the server sees the close', async () => {
    const reason = new Error('stop');
    const before = AbortSignal.abort(reason);
    await expect(nodeFetch(`${base}/json`, manual({ signal: before }))).rejects.toBe(reason);
    for (const path of ['/never', '/slow-body']) {
      stalled = [];
      const ac = new AbortController();
      const call = nodeFetch(`${base}${path}`, manual({ signal: ac.signal })).catch((x) => x);
      while (stalled.length === 0) await new Promise((r) => setImmediate(r));
      ac.abort(reason);
      expect(await call, path).toBe(reason);
      await stalled[0];
    }
  });
});

describe('nodeFetch over TLS', () => {
  it('checks the certificate as Node fetch does; a CA given to the global https agent is trusted', async () => {
    const { key, cert } = selfSigned();
    const tls = createTlsServer({ key, cert }, (_, res) => res.end('over tls'));
    await new Promise<void>((r) => tls.listen(0, '127.0.0.1', r));
    const url = `https://127.0.0.1:${(tls.address() as AddressInfo).port}/`;
    try {
      for (const f of [nodeFetch, fetch]) {
        const e = (await f(url, manual()).catch((x) => x)) as TypeError & { cause: { code: string } };
        expect(e).toBeInstanceOf(TypeError);
        expect(e.cause.code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
      }
      tlsAgent.options.ca = cert;
      expect(await (await nodeFetch(url, manual())).text()).toBe('over tls');
    } finally {
      delete tlsAgent.options.ca;
      tls.closeAllConnections();
      await new Promise((r) => tls.close(r));
    }
  });
});

describe('what nodeFetch leaves to the platform fetch, and where it is the default', () => {
  it('a request it does not cover (a redirect to follow, a browser option, a Request) goes to globalThis.fetch', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      const follow = await nodeFetch(`${base}/redirect`, { method: 'GET' });
      expect(follow.status).toBe(200); // followed, as fetch does by default
      await nodeFetch(`${base}/json`, manual({ credentials: 'omit' }));
      await nodeFetch(new Request(`${base}/json`), manual());
      expect(spy).toHaveBeenCalledTimes(3);
      spy.mockClear();
      await (await nodeFetch(`${base}/json`, manual())).text();
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('a gateway created without `fetch` calls through nodeFetch in Node, unless the global fetch was replaced first', async () => {
    const surface: SurfaceMeta = { name: 'data-api', networks: ['mainnet'], auth: ['header'], mounts: { open: '/v4/api' } };
    const gw = createGateway({ baseUrl: `${base}/gw`, auth: { mode: 'header', apiKey: 'k-0123456789' }, maxRetries: 0 });
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      const reply = await restCall<{ bitcoin: { usd: number } }>(gw, surface, priceOperation, anyAnswer, {});
      expect(reply.data.bitcoin.usd).toBe(97500.25);
      expect(seen.get('/gw/v4/api/get-bitcoin-price')?.method).toBe('POST');
      expect(spy).not.toHaveBeenCalled();
      // A global fetch replaced before the gateway is made (a mock, an interceptor) is the caller's choice: it serves.
      const replaced = createGateway({ baseUrl: `${base}/gw`, auth: { mode: 'header', apiKey: 'k-0123456789' }, maxRetries: 0 });
      await restCall(replaced, surface, priceOperation, anyAnswer, {});
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('a client call whose answer breaks off says the answer could not be read, not that the gateway is unreachable', async () => {
    const surface: SurfaceMeta = { name: 'data-api', networks: ['mainnet'], auth: ['header'], mounts: { open: '/v4/api' } };
    const gw = createGateway({ baseUrl: `${base}/gw-cut`, auth: { mode: 'header', apiKey: 'k-0123456789' }, maxRetries: 0 });
    const e = (await restCall(gw, surface, priceOperation, anyAnswer, {}).catch((x) => x)) as Error;
    expect(e).toBeInstanceOf(NetworkError);
    expect(e.message).toContain('terminated');
    expect(e.message).not.toContain('cannot reach');
  });
});
