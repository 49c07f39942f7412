// Issue 22 item 1: no key or alias leaves the gateway's origin through a redirect. Two loopback servers: the
// "gateway" answers redirects, the "elsewhere" origin records whatever reaches it. Real fetch (undici), no fakes.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, createGateway, RedirectRefusedError, restCall, rpcCall, type SurfaceMeta, type Validator } from '../src/index.js';
import { priceOperation as op } from './fake-fetch.js';

const KEY = 'redirect-key-3f9a+/=';
const ALIAS = 'my-alias-77';
const any: Validator = () => true;
const surface: SurfaceMeta = {
  name: 'forex',
  networks: ['mainnet'],
  auth: ['path', 'header', 'alias'],
  mounts: { path: '/v4/{apiKey}/forex', open: '/v4/jsonrpc' },
};
const rest: SurfaceMeta = { ...surface, name: 'data-api', mounts: { path: '/v4/{apiKey}', open: '/v4/api' } };
const method = { name: 'forex_rates', paramStructure: 'by-name' as const, paramsOptional: true };

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const listen = async (answer: (req: IncomingMessage, body: string, res: import('node:http').ServerResponse) => void) => {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(req, body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

let elsewhere: Awaited<ReturnType<typeof listen>>;
let gateway: Awaited<ReturnType<typeof listen>>;
/** Where the gateway's next answer redirects to (a path on itself, or a URL elsewhere) and with which status. */
let redirect: { status: number; to: (req: IncomingMessage) => string } | undefined;

beforeAll(async () => {
  elsewhere = await listen((_q, _b, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"stolen":true}'));
  gateway = await listen((req, body, res) => {
    if (redirect && !req.url?.startsWith('/moved')) return res.writeHead(redirect.status, { location: redirect.to(req) }).end();
    const id = body ? (JSON.parse(body).id ?? 1) : 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      req.url?.includes('jsonrpc') || req.url?.includes('forex')
        ? JSON.stringify({ jsonrpc: '2.0', id, result: { rates: {} } })
        : '{"statusCode":200,"data":{}}',
    );
  });
});
afterAll(async () => {
  for (const s of [elsewhere?.server, gateway?.server] as Server[]) await new Promise((r) => s?.close(r));
});

const modes: Array<[string, Auth]> = [
  ['header key', { mode: 'header', apiKey: KEY }],
  ['key in the path', { mode: 'path', apiKey: KEY }],
  ['alias in the path', { mode: 'alias', alias: ALIAS }],
];

describe('a redirect to another origin is refused, the key unsent', () => {
  for (const status of [301, 302, 303, 307, 308]) {
    for (const [name, auth] of modes) {
      it(`${status}, ${name}: RedirectRefusedError naming the redirect without the key; the other origin saw nothing`, async () => {
        // The Location repeats the request path: a key in the path would travel with it.
        redirect = { status, to: (req) => `${elsewhere.url}${req.url}` };
        const gw = createGateway({ baseUrl: gateway.url, auth });
        const before = elsewhere.seen.length;
        for (const call of [
          () => rpcCall(gw, surface, { method, validators: { result: any }, params: {} }),
          () => restCall(gw, rest, op, { responses: { default: any } }, {}),
        ]) {
          const e = await call().catch((x: unknown) => x);
          expect(e).toBeInstanceOf(RedirectRefusedError);
          const err = e as RedirectRefusedError;
          expect(err.message).toContain(`redirect to ${elsewhere.url}`);
          expect(err.status).toBe(status);
          expect(`${err.message} ${err.location} ${err.url} ${err.stack}`).not.toContain(encodeURIComponent(KEY));
          expect(`${err.message} ${err.location}`).not.toContain(ALIAS);
        }
        expect(elsewhere.seen.slice(before)).toEqual([]);
      });
    }
  }
});

describe('a redirect on the same origin is followed as fetch follows it', () => {
  it('307 keeps the method, body and key header', async () => {
    redirect = { status: 307, to: () => '/moved/jsonrpc' };
    const gw = createGateway({ baseUrl: gateway.url, auth: { mode: 'header', apiKey: KEY } });
    const before = gateway.seen.length;
    const r = await rpcCall(gw, surface, { method, validators: { result: any }, params: {} });
    expect(r.data).toEqual({ rates: {} });
    const [first, second] = gateway.seen.slice(before);
    expect(second).toMatchObject({ method: 'POST', url: '/moved/jsonrpc', body: first!.body });
    expect(second!.headers['x-service-api-key']).toBe(KEY);
  });

  it('303 turns a POST into a GET without body', async () => {
    redirect = { status: 303, to: () => `${gateway.url}/moved/get-bitcoin-price` };
    const gw = createGateway({ baseUrl: gateway.url, auth: { mode: 'path', apiKey: KEY } });
    const before = gateway.seen.length;
    await restCall(gw, rest, op, { responses: { default: any } }, {});
    expect(gateway.seen.slice(before).map((s) => [s.method, s.url.startsWith('/moved') ? s.url : '(key path)', s.body])).toEqual([
      ['POST', '(key path)', '{}'],
      ['GET', '/moved/get-bitcoin-price', ''],
    ]);
  });

  it('a loop ends after 20 hops with RedirectRefusedError', async () => {
    redirect = { status: 302, to: (req) => req.url ?? '/' };
    const gw = createGateway({ baseUrl: gateway.url, auth: { mode: 'path', apiKey: KEY } });
    const e = await rpcCall(gw, surface, { method, validators: {}, params: {} }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RedirectRefusedError);
    expect((e as Error).message).toMatch(/more than 20 redirects/);
    expect((e as Error).message).not.toContain(encodeURIComponent(KEY));
  });

  it('a 3xx without Location is an answer like any other', async () => {
    redirect = undefined;
    const fetch = (async () => new Response('{"statusCode":200,"data":{}}', { status: 300 })) as unknown as typeof globalThis.fetch;
    const gw = createGateway({ baseUrl: gateway.url, auth: { mode: 'path', apiKey: KEY }, fetch });
    await expect(restCall(gw, rest, op, { responses: { default: any } }, {})).resolves.toBeDefined();
  });
});
