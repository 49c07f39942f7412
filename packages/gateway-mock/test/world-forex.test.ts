// Issue 20 item 2: forex from data, never from a schema (seed 002 §Forex), over raw JSON-RPC.
import { describe, expect, it } from 'vitest';
import { COVERED } from '../src/behaviours/world/forex.js';
import { startMockGateway } from '../src/index.js';
import { rpc } from './raw.js';
import { worldWithoutFixtures } from './world-gateway.js';

const KEY = 'gwtest-forex';
const path = `/v4/${KEY}/forex`;

describe('a world without fixtures prices forex from its own rate table', () => {
  const gateway = worldWithoutFixtures(KEY, 31);

  it('the default base is USD; every covered currency but the unquoted NGN is priced; USD is 1', async () => {
    const r = (await rpc(gateway().url, path, 'forex_rates', {})).result;
    expect(r.base).toBe('USD');
    expect(Object.keys(r.rates).sort()).toEqual(COVERED.filter((c) => c !== 'NGN').sort());
    expect(r.rates.USD).toBe('1');
    for (const v of Object.values(r.rates)) expect(v).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/);
    expect([r.missing, r.missing_reasons]).toEqual([['NGN'], { NGN: 'no_quotes' }]);
    expect(r.as_of_unix).toBe(gateway().world!.tipTime + 120);
    expect(r.as_of).toBe(new Date(r.as_of_unix * 1000).toISOString().replace('.000Z', 'Z'));
    for (const [c, age] of Object.entries(r.age_seconds_by_currency)) expect(age, c).toBeGreaterThanOrEqual(30);
    expect(r.stale).toBe(false);
  });

  it('a currency outside the covered set is missing (never guessed); the base asked is honoured', async () => {
    const usd = (await rpc(gateway().url, path, 'forex_rates', { base: 'USD', quotes: ['EUR', 'XAU', 'NGN'] })).result;
    expect(usd.missing.sort()).toEqual(['NGN', 'XAU']);
    expect(usd.missing_reasons).toEqual({ NGN: 'no_quotes', XAU: 'not_covered' });
    expect(Object.keys(usd.rates)).toEqual(['EUR']);
    const eur = (await rpc(gateway().url, path, 'forex_rates', { base: 'EUR', quotes: ['EUR', 'USD', 'JPY'] })).result;
    expect(eur.base).toBe('EUR');
    expect(eur.rates.EUR).toBe('1');
    // 1 EUR in USD is 1 / (EUR per USD), to the 12 places of the cross rates
    const eurPerUsd = Number(usd.rates.EUR);
    expect(Math.abs(Number(eur.rates.USD) - 1 / eurPerUsd)).toBeLessThan(1e-9);
  });

  it('forex_convert: an unpriceable pair is a JSON-RPC error; a priced one is the decimal product', async () => {
    for (const [from, to] of [
      ['USD', 'NGN'],
      ['XAU', 'USD'],
    ]) {
      const r = await rpc(gateway().url, path, 'forex_convert', { from, to, amount: '10' });
      expect(r.error?.code, `${from}/${to}`).toBe(-32000);
      expect(r).not.toHaveProperty('result');
    }
    const eur = (await rpc(gateway().url, path, 'forex_rates', { quotes: ['EUR'] })).result.rates.EUR;
    const c = (await rpc(gateway().url, path, 'forex_convert', { from: 'USD', to: 'EUR', amount: '100' })).result;
    expect(Number(c.result)).toBeCloseTo(100 * Number(eur), 9);
  });

  it('the same seed gives the same table, another seed another one; a stale threshold marks it stale', async () => {
    const table = async (opts: object) => {
      const h = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [], ...opts });
      try {
        return (await rpc(h.url, path, 'forex_rates', {})).result;
      } finally {
        await h.close();
      }
    };
    const again = await table({ worldSeed: 31 });
    expect(again).toEqual((await rpc(gateway().url, path, 'forex_rates', {})).result);
    expect((await table({ worldSeed: 32 })).rates).not.toEqual(again.rates);
    const { DEFAULT_WORLD } = await import('../src/behaviours/world/file.js');
    const stale = await table({ worldSeed: 31, world: { ...DEFAULT_WORLD, forex: { missing: { NGN: 'no_quotes', ARS: 'no_quotes' }, stale_after: 10 } } });
    expect(stale.stale).toBe(true);
    expect(stale.missing.sort()).toEqual(['ARS', 'NGN']);
  });
});
