import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { behavioursFrom, validateEspoDataset } from '../src/behaviours/index.js';
import type { EspoDataset } from '../src/behaviours/datasets.js';
import { fixturesDir } from '@gw/fixtures';

describe.each(['mainnet', 'signet', 'regtest'])('espo dataset %s', (net) => {
  const d = JSON.parse(readFileSync(join(fixturesDir, net, 'espo/_dataset.json'), 'utf8')) as EspoDataset;
  const b = behavioursFrom({ espo: d }).espo!;
  const call = (m: string, p: unknown) => (b(m, p, {}) as { result: any }).result;

  it('is well-formed', () => {
    expect(validateEspoDataset(d)).toEqual([]);
  });

  it('0-indexed pages with total and has_more; defaults page 0, limit 100', () => {
    const all = d.holders['2:0']!;
    const dflt = call('get_holders', { alkane: '2:0' });
    expect(dflt).toMatchObject({ ok: true, page: 0, limit: 100, total: all.length, has_more: false });
    const p0 = call('get_holders', { alkane: '2:0', page: 0, limit: 2 });
    expect(p0.items).toEqual(all.slice(0, 2));
    expect(p0.has_more).toBe(all.length > 2);
    const lastPage = Math.ceil(all.length / 2) - 1;
    expect(call('get_holders', { alkane: '2:0', page: lastPage, limit: 2 }).has_more).toBe(false);
    expect(call('get_holders', { alkane: '2:0', page: lastPage + 1, limit: 2 }).items).toEqual([]);
  });

  it('pools, candles, trades and keys page the same way', () => {
    const pools = Object.keys(d.pools);
    expect(Object.keys(call('ammdata.get_pools', { limit: 1, page: 0 }).pools)).toHaveLength(1);
    expect(call('ammdata.get_pools', { limit: 1, page: pools.length - 1 }).has_more).toBe(false);
    const pool = pools[0]!;
    const c = call('ammdata.get_candles', { pool, limit: 2 });
    expect(c).toMatchObject({ timeframe: '1h', side: 'base', total: d.candles[pool]!['1h']!.length });
    const t = call('ammdata.get_trades', { pool, limit: 2, dir: 'asc' });
    expect(Number(t.trades[0].timestamp)).toBeLessThanOrEqual(Number(t.trades[1].timestamp));
    expect(call('ammdata.get_trades', { pool, filter_side: 'buy' }).trades.every((x: { side: string }) => x.side === 'buy')).toBe(true);
    expect(Object.keys(call('get_keys', { alkane: '2:0', limit: 100 }).items)).toHaveLength(d.keys['2:0']!.length);
    expect(call('ammdata.get_candles', { pool: '9:9' })).toMatchObject({ ok: false, error: 'missing_or_invalid_pool' });
  });
});
