// Issue 20 item 3, the cases the issue names, over raw HTTP: synthesized answers follow the request and the seed
// defaults (no fixtures, no world: every answer below is synthesized).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockGateway, startMockGateway } from '../src/index.js';
import { get, post, rpc } from './raw.js';

const KEY = 'gwtest-follows';
const k = `/v4/${KEY}`;
let g: MockGateway;
beforeAll(async () => {
  g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [] });
});
afterAll(async () => g?.close());

describe('synthesized answers follow the request and the seed defaults', () => {
  it('get-alkanes: {} is {limit: 50, offset: 0}; echoes and counts follow limit', async () => {
    const bare = await post(g.url, `${k}/get-alkanes`, {});
    expect(bare.json).toEqual((await post(g.url, `${k}/get-alkanes`, { limit: 50, offset: 0 })).json);
    for (let limit = 1; limit <= 6; limit++) {
      const { data } = (await post(g.url, `${k}/get-alkanes`, { limit, offset: 7 })).json;
      if ('limit' in data) expect(data.limit).toBe(limit);
      if ('offset' in data) expect(data.offset).toBe(7);
      if (Array.isArray(data.tokens)) {
        expect(data.tokens.length).toBeLessThanOrEqual(limit);
        if ('count' in data) expect(data.count).toBe(data.tokens.length);
      }
    }
    if ('limit' in bare.json.data) expect(bare.json.data.limit).toBe(50);
  });

  it('find_best_swap_path: fee_bps 30 and max_hops 3 by default; the tokens asked; hops chain between them', async () => {
    const r = (await rpc(g.url, `${k}/espo`, 'ammdata.find_best_swap_path', { token_in: '2:0', token_out: '32:0' })).result;
    expect([r.fee_bps, r.max_hops, r.token_in, r.token_out]).toEqual([30, 3, '2:0', '32:0']);
    if (r.hops?.length) {
      expect(r.hops[0].token_in).toBe('2:0');
      expect(r.hops.at(-1).token_out).toBe('32:0');
      expect(r.hops.length).toBeLessThanOrEqual(3);
    }
  });

  it('the orderbook snapshot names the market asked for', async () => {
    for (const market of ['orbitals:mainnet:book:*', 'lending:mainnet:pair:2:0_32:0']) {
      const r = await get(g.url, `${k}/orderbook/snapshot?market=${encodeURIComponent(market)}`);
      expect(r.json.market).toBe(market);
    }
  });

  it('transactionType filters every record; market-chart points are [unix ms, number] in time order', async () => {
    for (const t of ['swap', 'mint', 'wrap']) {
      const { data } = (await post(g.url, `${k}/get-all-amm-tx-history`, { transactionType: t, count: 5 })).json;
      for (const list of [data.items, data.transactions]) if (Array.isArray(list)) for (const rec of list) expect(rec.type).toBe(t);
    }
    const { data } = (await post(g.url, `${k}/get-bitcoin-market-chart`, { days: '7' })).json;
    for (const series of [data.prices, data.market_caps, data.total_volumes]) {
      const times = series.map((p: [number, number]) => p[0]);
      for (const t of times) expect(t).toBeGreaterThan(1e12); // unix ms, not seconds
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('brc20_balance is a decimal integer string; OPI balances are integer strings, available <= overall', async () => {
    for (const ticker of ['ordi', 'sats', 'pepe']) {
      const r = await rpc(g.url, `${k}/brc20-prog`, 'brc20_balance', { pkscript: '0014aa', ticker });
      expect(r.result).toMatch(/^(0|[1-9][0-9]*)$/);
      const o = (await get(g.url, `${k}/opi/v1/brc20/get_current_balance_of_wallet?address=bc1qxyz&ticker=${ticker}`)).json;
      if (o.result) {
        expect(o.result.overall_balance).toMatch(/^[0-9]+$/);
        expect(BigInt(o.result.available_balance) <= BigInt(o.result.overall_balance)).toBe(true);
      }
    }
  });
});
