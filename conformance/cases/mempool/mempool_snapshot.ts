import type { MempoolClient } from '@gw/mempool';
import { assert, defineCase } from '../../src/case.js';

type Snap = { entries: Array<{ seq: number; txid: string }>; cursor: number; has_more: boolean; seq: number; count: number; instance: string };

export default defineCase({
  surface: 'mempool',
  operation: 'mempool_snapshot',
  rules: [
    {
      // Seed 002 §Bitcoin mempool rule 1 says only that `cursor` is a sequence number and the returned one is passed
      // back: whether it names the last seq of the page or the next one is not said, so neither is asserted here.
      name: 'a page is ordered by seq and holds at most limit entries',
      check: (data, { fixture }) => {
        const d = data as Snap;
        const seqs = d.entries.map((e) => e.seq);
        for (let i = 1; i < seqs.length; i++) assert(seqs[i]! > seqs[i - 1]!, `entries not in ascending seq order at ${i}`, { pointer: `/entries/${i}/seq` });
        const limit = (fixture?.request.body as { params?: { limit?: number } })?.params?.limit;
        if (limit !== undefined) assert(d.entries.length <= limit, `page of ${d.entries.length} exceeds limit ${limit}`, { pointer: '/entries' });
      },
    },
  ],
  scenarios: [
    {
      name: 'walk the whole snapshot by cursor: no entry repeated or skipped, has_more false at the end',
      run: async (ctx) => {
        const c = ctx.client<MempoolClient>('mempool');
        const seen = new Set<string>();
        let cursor = 0;
        let first: Snap | undefined;
        let last: Snap | undefined;
        let lastSeq = -Infinity;
        for (let pages = 0; pages < 10_000; pages++) {
          const page = (await c.mempoolSnapshot({ limit: 3, cursor })).data as Snap;
          first ??= page;
          for (const e of page.entries) {
            assert(!seen.has(e.txid), `txid ${e.txid} returned twice: a page repeated an entry`);
            assert(e.seq > lastSeq, `seq ${e.seq} after ${lastSeq}: the walk went back`);
            seen.add(e.txid);
            lastSeq = e.seq;
          }
          assert(page.entries.length <= 3, 'page larger than limit');
          last = page;
          if (!page.has_more) break;
          assert(page.entries.length > 0, 'has_more with an empty page');
          assert(page.cursor !== cursor, `has_more, but the returned cursor ${page.cursor} is the one sent: the walk cannot progress`);
          cursor = page.cursor;
        }
        assert(last && !last.has_more, 'snapshot never reached has_more false');
        // Nothing skipped and stable: when the mempool did not move during the walk, every resident entry came back once.
        if (first!.instance === last.instance && first!.seq === last.seq)
          assert(seen.size === last.count, `walked ${seen.size} entries, the snapshot counts ${last.count}`);
      },
    },
    {
      name: 'a cursor at the current seq: nothing older comes back',
      run: async (ctx) => {
        const c = ctx.client<MempoolClient>('mempool');
        const info = (await c.mempoolInfo()).data;
        const page = (await c.mempoolSnapshot({ cursor: info.seq, limit: 10 })).data as Snap;
        assert(
          page.entries.every((e) => e.seq >= info.seq),
          'an entry older than the cursor came back',
        );
      },
    },
  ],
});
