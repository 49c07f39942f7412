// Issue 20 item 1: one orderbook in the world: an order a snapshot lists is the order answered by id (raw HTTP).
import { describe, expect, it } from 'vitest';
import { get } from './raw.js';
import { worldWithoutFixtures } from './world-gateway.js';

const KEY = 'gwtest-orderbook';

describe('a world without fixtures keeps one orderbook', () => {
  const gateway = worldWithoutFixtures(KEY, 5);

  it('each order of a book snapshot is answered by its source and id; the snapshot holds only orders of that topic', async () => {
    for (const market of ['orbitals:mainnet:book:*', 'lending:mainnet:pair:2:0_32:0']) {
      const snap = await get(gateway().url, `/v4/${KEY}/orderbook/snapshot?market=${encodeURIComponent(market)}`);
      expect(snap.status).toBe(200);
      expect(snap.json.market).toBe(market);
      expect(snap.json.orders.length).toBeGreaterThan(0);
      for (const o of snap.json.orders) {
        expect(o.topics).toContain(market);
        expect(['open', 'matched', 'pending']).toContain(o.status);
        const one = await get(gateway().url, `/v4/${KEY}/orderbook/order/${o.source}/${o.id}`);
        expect([one.status, one.json]).toEqual([200, o]);
      }
    }
  });

  it('markets are the markets of the book, each with its count of open orders', async () => {
    const markets = (await get(gateway().url, `/v4/${KEY}/orderbook/markets`)).json.markets;
    expect(markets.length).toBeGreaterThan(0);
    for (const m of markets) {
      const snap = await get(gateway().url, `/v4/${KEY}/orderbook/snapshot?market=${encodeURIComponent(m.market_key)}`);
      expect(m.open_orders, m.market_key).toBe(snap.json.orders.filter((o: { status: string }) => o.status === 'open').length);
      expect(m.market_key.startsWith(`${m.source}:mainnet:`)).toBe(true);
    }
  });

  it('an order the book does not hold is 404; a topic nobody trades is an empty snapshot', async () => {
    expect((await get(gateway().url, `/v4/${KEY}/orderbook/order/orbitals/clx000none`)).status).toBe(404);
    const snap = await get(gateway().url, `/v4/${KEY}/orderbook/snapshot?market=${encodeURIComponent('orbitals:mainnet:module:none')}`);
    expect(snap.json).toEqual({ market: 'orbitals:mainnet:module:none', orders: [] });
  });
});
