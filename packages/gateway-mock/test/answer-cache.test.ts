// Issue 25 item 4: the local gateway keeps the recorded answer it chose for a request text and reuses it for an equal
// request (src/answer-cache.ts). Every request below follows one that differs only in what the cache key must hold
// (auth mode, input text, envelope, notification, the gateway itself), so a cache that left any of it out would
// answer it with the earlier request's recorded answer.
import { type LoadedFixture, loadFixtures } from '@gw/contract';
import { fixturesDir } from '@gw/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { type MockGateway, startMockGateway } from '../src/index.js';

const KEY = 'gw-answer-cache-test-key';
const ORIGIN = 'https://app.example';
const embedded = loadFixtures(fixturesDir, 'mainnet');
const fixture = (surface: string, operation: string, kase: string) =>
  embedded.find((f) => f.surface === surface && f.operation === operation && f.case === kase)!;

let gateways: MockGateway[] = [];
const start = async (fixtures: LoadedFixture[], extra: { rateLimit?: string } = {}) => {
  const g = await startMockGateway({ network: 'mainnet', apiKey: KEY, origins: [ORIGIN], fixtures, ...extra });
  gateways.push(g);
  return g;
};
afterEach(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  gateways = [];
});

const post = async (g: MockGateway, path: string, body: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${g.url}${path.replace('{apiKey}', KEY)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, source: res.headers.get('x-gw-source'), body: text ? JSON.parse(text) : undefined };
};

/** The recorded price answer with another price, recorded with `auth`. */
const priced = (auth: LoadedFixture['auth'], usd: number): LoadedFixture => {
  const f = fixture('data-api', 'get-bitcoin-price', 'header-key');
  return { ...f, case: `${auth}-${usd}`, auth, response: { ...f.response!, body: { statusCode: 200, data: { bitcoin: { usd } } } } };
};

describe('REST: a reused recorded answer', () => {
  it('is the one of the auth mode the request was made with (same path and body: header key, then a registered origin)', async () => {
    const g = await start([priced('header', 1), priced('cors', 2)]);
    const byKey = () => post(g, '/v4/api/get-bitcoin-price', '{}', { 'x-service-api-key': KEY });
    const byOrigin = () => post(g, '/v4/api/get-bitcoin-price', '{}', { origin: ORIGIN });
    for (let round = 0; round < 2; round++) {
      expect((await byKey()).body).toEqual({ statusCode: 200, data: { bitcoin: { usd: 1 } } });
      expect((await byOrigin()).body).toEqual({ statusCode: 200, data: { bitcoin: { usd: 2 } } });
    }
    // A wrong key is refused by auth, whatever was answered before.
    expect((await post(g, '/v4/api/get-bitcoin-price', '{}', { 'x-service-api-key': 'not-the-key' })).status).toBe(401);
  });

  it('is never given to a body the judge refuses, nor to another recorded case', async () => {
    const g = await start(embedded);
    const chart = (body: string) => post(g, '/v4/{apiKey}/get-bitcoin-market-chart', body);
    const days7 = fixture('data-api', 'get-bitcoin-market-chart', 'days-7');
    const valid = await chart('{"days":"7"}');
    expect(valid).toMatchObject({ status: 200, source: 'recorded', body: days7.response!.body });
    expect(await chart('{"days":"2"}')).toEqual({ status: 400, source: 'computed', body: { statusCode: 400, error: 'Invalid request parameters' } });
    expect(await chart('{"days":7}')).toMatchObject({ status: 400, source: 'computed' });
    expect(await chart('{"days":"7"')).toMatchObject({ status: 400, source: 'computed' });
    // The same value spelled differently is judged again and finds the same recording.
    expect(await chart('{ "days": "7" }')).toEqual(valid);
    expect(await chart('{"days":"7"}')).toEqual(valid);
  });

  it('still counts against the rate-limit plan', async () => {
    const g = await start([priced('header', 1)], { rateLimit: '2/1h' });
    const byKey = () => post(g, '/v4/api/get-bitcoin-price', '{}', { 'x-service-api-key': KEY });
    expect((await byKey()).status).toBe(200);
    expect((await byKey()).status).toBe(200);
    expect((await byKey()).status).toBe(429);
  });
});

describe('JSON-RPC: a reused recorded call', () => {
  const rates = fixture('forex', 'forex_rates', 'usd-all');
  const recorded = rates.response!.body as Record<string, unknown>;
  const call = (extra: Record<string, unknown>) => JSON.stringify({ jsonrpc: '2.0', method: 'forex_rates', params: { base: 'USD' }, ...extra });

  it("carries each caller's id, and is never given to a broken envelope, a notification or invalid params", async () => {
    const g = await start(embedded);
    const forex = (body: string) => post(g, '/v4/{apiKey}/forex', body);
    expect(await forex(call({ id: 1 }))).toEqual({ status: 200, source: 'recorded', body: { ...recorded, id: 1 } });
    expect(await forex(call({ id: 'two' }))).toEqual({ status: 200, source: 'recorded', body: { ...recorded, id: 'two' } });
    expect((await forex(call({ id: 3, jsonrpc: '1.0' }))).body).toMatchObject({ error: { code: -32600 }, id: 3 });
    expect((await forex(call({ id: 4, jsonrpc: undefined }))).body).toMatchObject({ error: { code: -32600 }, id: 4 });
    expect(await forex(call({}))).toEqual({ status: 204, source: 'computed', body: undefined });
    expect((await forex(call({ id: 5, params: { base: 5 } }))).body).toMatchObject({ error: { code: -32602 }, id: 5 });
    expect((await forex(call({ id: 6, params: { base: 'USD', extra: true } }))).body).not.toMatchObject({ result: recorded.result });
    const batch = await forex(`[${call({ id: 7 })},${call({ id: 8, jsonrpc: '1.0' })},${call({})},${call({ id: 9 })}]`);
    expect(batch.body).toEqual([
      { ...recorded, id: 7 },
      expect.objectContaining({ error: expect.objectContaining({ code: -32600 }), id: 8 }),
      { ...recorded, id: 9 },
    ]);
  });

  it('is the one of the auth mode the call was made with (same path and call: keyless, then with a key)', async () => {
    const genesis = fixture('jsonrpc', 'btc_getblockhash', 'genesis');
    const hashed = (auth: LoadedFixture['auth'], result: string): LoadedFixture => ({
      ...genesis,
      case: auth,
      auth,
      request: { ...genesis.request, path: '/v4/jsonrpc' },
      response: { ...genesis.response!, body: { jsonrpc: '2.0', result, id: 1 } },
    });
    const g = await start([hashed('none', 'a'.repeat(64)), hashed('header', 'b'.repeat(64))]);
    const body = JSON.stringify(genesis.request.body);
    for (let round = 0; round < 2; round++) {
      expect((await post(g, '/v4/jsonrpc', body)).body).toEqual({ jsonrpc: '2.0', result: 'a'.repeat(64), id: 1 });
      expect((await post(g, '/v4/jsonrpc', body, { 'x-service-api-key': KEY })).body).toEqual({ jsonrpc: '2.0', result: 'b'.repeat(64), id: 1 });
    }
  });

  it('belongs to its gateway: another gateway with another recording answers its own', async () => {
    const other = { ...rates, response: { ...rates.response!, body: { ...recorded, result: { base: 'USD', rates: { USD: '1' } } } } };
    const [a, b] = [await start([rates]), await start([other])];
    for (const [g, want] of [
      [a, recorded],
      [b, other.response.body],
      [a, recorded],
    ] as const)
      expect((await post(g, '/v4/{apiKey}/forex', call({ id: 1 }))).body).toEqual({ ...want, id: 1 });
  });
});
