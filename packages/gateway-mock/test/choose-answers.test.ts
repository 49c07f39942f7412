// Issue 20 item 5: a developer chooses the answer (Prefer: code=…, example=…) and the fault model gains seeded
// latency, truncated and malformed bodies, and faults with a probability and a seed. Raw HTTP.
import { request } from 'node:http';
import { fixturesDir } from '@gw/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultPlan } from '../src/fault-plan.js';
import { type MockGateway, startMockGateway } from '../src/index.js';
import { parseFaults } from '../src/simulate.js';

const KEY = 'gwtest-choose';
const k = `/v4/${KEY}`;
let g: MockGateway;
beforeAll(async () => {
  g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir });
});
afterAll(async () => g?.close());

const call = (path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(g.url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const rpcBody = (method: string, params: unknown) => ({ jsonrpc: '2.0', method, params, id: 'abc' });

describe('Prefer: code=<status> answers that documented status in the seed shape', () => {
  it('REST (failure envelope), OPI ({error, result: null}), the orderbook 404', async () => {
    const rest = await call(`${k}/get-alkanes`, { prefer: 'code=400' }, {});
    expect([rest.status, await rest.json()]).toEqual([400, { statusCode: 400, error: 'Invalid request parameters' }]);
    const opi = await call(`${k}/opi/v1/brc20/holders?ticker=ordi`, { prefer: 'code=500' });
    expect([opi.status, await opi.json()]).toEqual([500, { error: 'internal error', result: null }]);
    const order = await call(`${k}/orderbook/order/orbitals/clx123abc`, { prefer: 'code=404' });
    expect(order.status).toBe(404);
    const denied = await call(`${k}/get-alkanes`, { prefer: 'code=401' }, {});
    expect([denied.status, await denied.json()]).toEqual([401, { code: 'INVALID_API_KEY' }]);
    const limited = await call(`${k}/get-alkanes`, { prefer: 'code=429' }, {});
    expect([limited.status, limited.headers.get('retry-after'), (await limited.json()).statusCode]).toEqual([429, '45', 429]);
  });

  it('JSON-RPC: a documented error code in the JSON-RPC envelope with the caller id; -32000 on the main endpoint is the rate limit', async () => {
    const r = await call(`${k}/mempool`, { prefer: 'code=-32000' }, rpcBody('mempool_entry', { txid: 'ab'.repeat(32) }));
    expect([r.status, await r.json()]).toEqual([200, { jsonrpc: '2.0', error: { code: -32000, message: 'not found: txid not in the mempool' }, id: 'abc' }]);
    const main = await call(k, { prefer: 'code=-32000' }, rpcBody('btc_getblockcount', []));
    expect(main.status).toBe(429);
    expect((await main.json()).error.code).toBe(-32000);
    const params = await call(`${k}/espo`, { prefer: 'code=-32602' }, rpcBody('get_holders', { alkane: '2:0' }));
    expect((await params.json()).error).toEqual({ code: -32602, message: 'Invalid params' });
  });

  it('an undocumented status is refused naming the documented ones; code=200 answers normally', async () => {
    const r = await call(`${k}/forex`, { prefer: 'code=418' }, rpcBody('forex_rates', {}));
    expect(r.status).toBe(400);
    expect((await r.json()).error).toMatch(/^prefer: code=418 is not documented for forex_rates \(documented: 200, /);
    const ok = await call(`${k}/forex`, { prefer: 'code=200' }, rpcBody('forex_rates', {}));
    expect([ok.status, (await ok.json()).result.base]).toEqual([200, 'USD']);
  });
});

describe('Prefer: example=<case> picks a recorded case', () => {
  it('whatever the parameters: the recorded answer of that case (JSON-RPC with the caller id)', async () => {
    const r = await call(`${k}/mempool`, { prefer: 'example=unknown-txid' }, rpcBody('mempool_entry', { txid: '00'.repeat(32) }));
    expect([r.headers.get('x-gw-source'), await r.json()]).toEqual([
      'recorded',
      { jsonrpc: '2.0', error: { code: -32000, message: 'not found: txid not in the mempool' }, id: 'abc' },
    ]);
    const o = await call(`${k}/opi/v1/brc20/get_current_balance_of_wallet?address=bc1qx&ticker=zz`, { prefer: 'example=found' });
    expect((await o.json()).result.overall_balance).toBe('1500000000000000000000');
  });
  it('an unknown case is refused naming the recorded ones', async () => {
    const r = await call(`${k}/mempool`, { prefer: 'example=nope' }, rpcBody('mempool_entry', { txid: '00'.repeat(32) }));
    expect(r.status).toBe(400);
    expect((await r.json()).error).toMatch(/example=nope: mempool_entry has no recorded case of that name; recorded: .*resident/);
  });
});

/** A raw HTTP request that reports how it ended: the bytes received and whether the connection broke. */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; length: number; body: string; aborted: boolean }>((resolve) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, length: Number(res.headers['content-length']), body, aborted: false }));
      res.on('aborted', () => resolve({ status: res.statusCode!, length: Number(res.headers['content-length']), body, aborted: true }));
      res.on('error', () => {});
    });
    req.on('error', () => {});
    req.end();
  });

describe('faults: truncated and malformed bodies, seeded latency, probability with a seed', () => {
  const path = `${k}/opi/v1/brc20/holders?ticker=ordi`;

  it('truncate: half the announced body, then the connection closes; malformed: the whole length, not JSON', async () => {
    const whole = await rawGet(g.url + path, {});
    const cut = await rawGet(g.url + path, { 'x-gw-simulate': 'truncate' });
    expect(cut.aborted).toBe(true);
    expect(cut.length).toBe(whole.length);
    expect(cut.body.length).toBe(Math.floor(whole.length / 2));
    const bad = await rawGet(g.url + path, { 'x-gw-simulate': 'malformed' });
    expect([bad.status, bad.aborted, bad.body.length]).toEqual([200, false, whole.length]);
    expect(() => JSON.parse(bad.body)).toThrow();
  });

  it('a probability with a seed: the same sequence of requests meets the same faults; p=0 never', async () => {
    const hits = async (h: MockGateway) => {
      const out: boolean[] = [];
      for (let i = 0; i < 30; i++) out.push((await fetch(h.url + path, { headers: { 'x-gw-simulate': 'rate-limit;p=0.3;seed=11' } })).status === 429);
      return out;
    };
    const a = await hits(g);
    const h = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir });
    try {
      expect(await hits(h)).toEqual(a); // a fresh gateway: the same draws
    } finally {
      await h.close();
    }
    expect(a.filter(Boolean).length).toBeGreaterThan(0);
    expect(a.filter(Boolean).length).toBeLessThan(30);
    expect((await fetch(g.url + path, { headers: { 'x-gw-simulate': 'rate-limit;p=0' } })).status).toBe(200);
  });

  it('latency draws: fixed, uniform within its bounds, long-tail around its median; the same seed the same delays', () => {
    const specs = parseFaults('latency:250, latency:uniform:10-50;seed=3, latency:long-tail:20-400;seed=3');
    if (!specs || 'error' in specs) throw new Error('parse');
    const draws = (plan: FaultPlan) => specs.map((s) => Array.from({ length: 200 }, () => plan.delay(s.fault as never, s)));
    const [fixed, uniform, tail] = draws(new FaultPlan());
    expect(new Set(fixed)).toEqual(new Set([250]));
    expect(Math.min(...uniform!)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...uniform!)).toBeLessThanOrEqual(50);
    const sorted = [...tail!].sort((x, y) => x - y);
    expect(sorted[100]).toBeGreaterThan(10); // median near 20
    expect(sorted[100]).toBeLessThan(40);
    expect(sorted[199]).toBeGreaterThan(100); // a long tail
    expect(draws(new FaultPlan())).toEqual([fixed, uniform, tail]);
  });

  it('gateway-wide faults (gw mock --fault) apply to every request; a bad spec is refused at start', async () => {
    const h = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir, faults: 'malformed' });
    try {
      const r = await rawGet(h.url + path, {});
      expect(() => JSON.parse(r.body)).toThrow();
    } finally {
      await h.close();
    }
    await expect(startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir, faults: 'latency:sometimes' })).rejects.toThrow(
      /faults: unknown fault "latency:sometimes"/,
    );
  });
});
