import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { behavioursFrom, validateMempoolDataset } from '../src/behaviours/index.js';
import type { MempoolDataset } from '../src/behaviours/datasets.js';
import { fixturesDir } from '@gw/fixtures';

const load = (net: string) => JSON.parse(readFileSync(join(fixturesDir, net, 'mempool/_dataset.json'), 'utf8')) as MempoolDataset;

describe.each(['mainnet', 'signet', 'regtest'])('mempool dataset %s', (net) => {
  const d = load(net);
  const b = behavioursFrom({ mempool: d }).mempool!;
  const call = (m: string, p: unknown = {}) => b(m, p, {}) as { result: any; error?: undefined } | { error: { code: number } };

  it('is well-formed', () => {
    expect(validateMempoolDataset(d)).toEqual([]);
  });

  it('a malformed dataset is reported', () => {
    const bad = structuredClone(d);
    bad.entries[1]!.seq = bad.entries[0]!.seq;
    delete (bad.entries[2] as Partial<MempoolDataset['entries'][number]>).fee;
    expect(validateMempoolDataset(bad).join('\n')).toMatch(/reused[\s\S]*fee and feerate/);
  });

  it('snapshot pages by seq: every entry exactly once, in seq order, whatever the limit', () => {
    for (const limit of [1, 2, 3, 5, 1000]) {
      const seen: number[] = [];
      let cursor = 0;
      for (;;) {
        const r = (call('mempool_snapshot', { limit, cursor }) as { result: any }).result;
        seen.push(...r.entries.map((e: { seq: number }) => e.seq));
        if (!r.has_more) break;
        cursor = r.cursor;
      }
      expect(seen).toEqual(d.entries.map((e) => e.seq).sort((a, b) => a - b));
    }
  });

  it('entry: -32000 for an unknown txid; entries lists absent txids in missing', () => {
    expect(call('mempool_entry', { txid: 'f'.repeat(64) })).toEqual({ error: { code: -32000, message: 'not found: txid not in the mempool' } });
    const r = (call('mempool_entries', { txids: [d.entries[0]!.txid, 'f'.repeat(64)] }) as { result: any }).result;
    expect(r.entries.map((e: { txid: string }) => e.txid)).toEqual([d.entries[0]!.txid]);
    expect(r.missing).toEqual(['f'.repeat(64)]);
    expect(r.entries[0]).not.toHaveProperty('hex');
  });

  it('info counts agree with the entries; the histogram counts only fee-known entries', () => {
    const info = (call('mempool_info') as { result: any }).result;
    const known = d.entries.filter((e) => e.fee !== undefined);
    expect(info.count).toBe(d.entries.length);
    expect(info.fee_known).toBe(known.length);
    expect(info.fee_coverage).toBeCloseTo(known.length / d.entries.length, 12);
    const h = (call('mempool_feerate_histogram', { buckets: [0] }) as { result: any }).result;
    expect(h.count).toBe(known.length);
    expect(h.histogram[0][1]).toBe(known.reduce((s, e) => s + e.vsize, 0));
    expect(h.fee_coverage).toBeGreaterThanOrEqual(0);
    expect(h.fee_coverage).toBeLessThanOrEqual(1);
  });

  it('txids clamps its limit to 5000; recent is newest first', () => {
    expect((call('mempool_txids', { limit: 10 ** 6 }) as { result: any }).result.txids.length).toBe(Math.min(5000, d.entries.length));
    const recent = (call('mempool_recent', { limit: 100 }) as { result: any }).result.entries as Array<{ first_seen: number }>;
    expect(recent.map((e) => e.first_seen)).toEqual([...recent.map((e) => e.first_seen)].sort((a, b) => b - a));
  });
});
