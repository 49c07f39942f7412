import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixturesDir } from '@gw/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT, send } from '../src/http-util.js';
import { type MockGateway, startMockGateway } from '../src/index.js';

// Every answer of the local gateway is sent whole with its content-length (never chunked), except the bodiless
// statuses (204), which carry no content-length at all.
const KEY = `framing-${Math.random().toString(36).slice(2)}`;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(url: string, method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { method, headers: { ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const framedWhole = (r: Raw) => {
  expect(r.headers['transfer-encoding']).toBeUndefined();
  expect(r.headers['content-length']).toBe(String(r.body.length));
};

let g: MockGateway;
beforeAll(async () => {
  g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir, origins: ['https://app.example'] });
});
afterAll(async () => g?.close());

const json = { 'content-type': 'application/json' };
const rpc = (method: string, params: unknown, id = 1) => ({ jsonrpc: '2.0', method, params, id });

describe('answers carry content-length and are not chunked', () => {
  it('REST: a recorded answer (header key), a refused body (400), a keyed path', async () => {
    const recorded = await raw(g.url, 'POST', '/v4/api/get-bitcoin-price', { ...json, 'x-service-api-key': KEY }, '{}');
    expect(recorded.status).toBe(200);
    expect(recorded.headers['x-gw-source']).toBe('recorded');
    framedWhole(recorded);
    expect(JSON.parse(recorded.body.toString()).statusCode).toBe(200);
    const refused = await raw(g.url, 'POST', `/v4/${KEY}/get-bitcoin-price`, json, '{not json');
    expect(refused.status).toBe(400);
    framedWhole(refused);
  });

  it('OPI (GET with a query), JSON-RPC call and batch', async () => {
    const opi = await raw(g.url, 'GET', '/v4/opi/v1/brc20/activity_on_block?block_height=921004');
    expect(opi.status).toBe(200);
    framedWhole(opi);
    const one = await raw(g.url, 'POST', `/v4/${KEY}/forex`, json, JSON.stringify(rpc('forex_rates', { base: 'USD' })));
    expect(one.status).toBe(200);
    framedWhole(one);
    expect(JSON.parse(one.body.toString()).result.base).toBe('USD');
    const batch = await raw(g.url, 'POST', `/v4/${KEY}/forex`, json, JSON.stringify([rpc('forex_rates', { base: 'USD' }, 1), rpc('forex_status', {}, 2)]));
    framedWhole(batch);
    expect(JSON.parse(batch.body.toString())).toHaveLength(2);
  });

  it('the gateway’s own refusals: 401, 404, 413, a malformed path, a JSON-RPC GET, simulated faults', async () => {
    const cases: Array<[number, Promise<Raw>]> = [
      [401, raw(g.url, 'POST', '/v4/not-the-key/get-bitcoin-price', json, '{}')],
      [404, raw(g.url, 'GET', '/nothing/here')],
      [413, raw(g.url, 'POST', `/v4/${KEY}/forex`, json, Buffer.alloc(BODY_LIMIT + 1, 0x20))],
      [400, raw(g.url, 'GET', `/v4/${KEY}/%zz`)],
      [404, raw(g.url, 'GET', `/v4/${KEY}/forex`)],
      [400, raw(g.url, 'POST', `/v4/${KEY}/forex`, { ...json, 'x-gw-simulate': 'no-such-fault' }, '{}')],
      [429, raw(g.url, 'POST', `/v4/${KEY}/forex`, { ...json, 'x-gw-simulate': 'rate-limit' }, JSON.stringify(rpc('forex_rates', { base: 'USD' })))],
      [503, raw(g.url, 'POST', '/v4/api/get-bitcoin-price', { ...json, 'x-service-api-key': KEY, 'x-gw-simulate': 'auth-unavailable' }, '{}')],
    ];
    for (const [status, p] of cases) {
      const r = await p;
      expect(r.status).toBe(status);
      framedWhole(r);
      expect(() => JSON.parse(r.body.toString())).not.toThrow();
    }
  });

  it('OPTIONS: a preflight from a registered origin is a 204 without content-length; a refused one a framed 403', async () => {
    const ok = await raw(g.url, 'OPTIONS', '/v4/api/get-bitcoin-price', { origin: 'https://app.example' });
    expect(ok.status).toBe(204);
    expect(ok.headers['content-length']).toBeUndefined();
    expect(ok.headers['transfer-encoding']).toBeUndefined();
    expect(ok.body.length).toBe(0);
    const refused = await raw(g.url, 'OPTIONS', '/v4/api/get-bitcoin-price', { origin: 'https://elsewhere.example' });
    expect(refused.status).toBe(403);
    framedWhole(refused);
    expect(refused.body.length).toBe(0);
  });

  it('HEAD: the length of the answer a GET would get, no body', async () => {
    const get = await raw(g.url, 'GET', '/nothing/here');
    const head = await raw(g.url, 'HEAD', '/nothing/here');
    expect(head.status).toBe(get.status);
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });
});

describe('send', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/text') send(res, { status: 200, body: 'prix: 97 500,25 € — ünïcödé' });
      else if (req.url === '/json') send(res, { status: 200, source: 'recorded', body: { note: '日本語 €' } });
      else send(res, { status: 204, body: undefined });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('counts bytes, not characters, for text and JSON bodies', async () => {
    const text = await raw(url, 'GET', '/text');
    framedWhole(text);
    expect(text.body.toString()).toBe('prix: 97 500,25 € — ünïcödé');
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    const body = await raw(url, 'GET', '/json');
    framedWhole(body);
    expect(JSON.parse(body.body.toString())).toEqual({ note: '日本語 €' });
    expect(body.headers['x-gw-source']).toBe('recorded');
  });

  it('a 204 has neither body nor content-length', async () => {
    const r = await raw(url, 'GET', '/empty');
    expect(r.status).toBe(204);
    expect(r.headers['content-length']).toBeUndefined();
    expect(r.headers['transfer-encoding']).toBeUndefined();
  });
});
