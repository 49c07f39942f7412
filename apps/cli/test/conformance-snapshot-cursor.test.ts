// Seed 002 §Bitcoin mempool rule 1: `cursor` is a sequence number; pass the returned cursor for the next page. Whether
// the returned cursor is the last seq of the page (exclusive) or the next one (inclusive) is not said: both walk clean.
import { describe, expect, it } from 'vitest';
import { startMockGateway } from '@gw/gateway-mock';
import { runConformance } from '@gw/conformance';
import { CASES, FIXTURES, type Seen, startRewriter } from './helpers.js';

/** Inclusive cursors in front of the local gateway's exclusive ones: the answer's cursor is last seq + 1, a page holds seq >= cursor. */
const inclusiveRequest = (req: Seen) => {
  const b = req.body;
  if (b?.method !== 'mempool_snapshot' || typeof b.params?.cursor !== 'number') return undefined;
  return { ...b, params: { ...b.params, cursor: Math.max(b.params.cursor - 1, 0) } };
};

describe('mempool_snapshot paging', () => {
  it('a gateway whose cursor is inclusive (next seq) passes: the rule checks a full walk, not the cursor semantics', async () => {
    const apiKey = 'k-snapshot-0123456789';
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    const inclusive = await startRewriter(
      mock.url,
      (req, res) => {
        const r = res.body?.result;
        if (req.body?.method !== 'mempool_snapshot' || !r?.entries) return undefined;
        const cursor = r.entries.length ? r.entries[r.entries.length - 1].seq + 1 : (req.body.params?.cursor ?? 0);
        return { ...res, body: { ...res.body, result: { ...r, cursor } } };
      },
      inclusiveRequest,
    );
    try {
      const out = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: inclusive.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        surface: 'mempool',
        operation: ['mempool_snapshot'],
        env: { GW_API_KEY: apiKey },
      });
      expect(out.results.filter((r) => r.status !== 'pass').map((r) => `${r.id}: ${r.message}`)).toEqual([]);
      expect(out.results.filter((r) => r.kind === 'scenario').length).toBeGreaterThan(0);
    } finally {
      await inclusive.close();
      await mock.close();
    }
  });

  it('a walk that repeats an entry fails', async () => {
    const apiKey = 'k-snapshot-0123456789';
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    // Gives back a cursor one too early: the next page starts with the last entry again.
    const repeats = await startRewriter(mock.url, (req, res) => {
      const r = res.body?.result;
      if (req.body?.method !== 'mempool_snapshot' || !r?.entries?.length || !r.has_more) return undefined;
      return { ...res, body: { ...res.body, result: { ...r, cursor: r.entries[r.entries.length - 2]?.seq ?? r.cursor } } };
    });
    try {
      const out = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: repeats.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        surface: 'mempool',
        operation: ['mempool_snapshot'],
        env: { GW_API_KEY: apiKey },
      });
      const walk = out.results.find((r) => r.case.startsWith('walk the whole snapshot'))!;
      expect(walk.status).toBe('fail');
      expect(walk.message).toMatch(/returned twice/);
    } finally {
      await repeats.close();
      await mock.close();
    }
  });
});
