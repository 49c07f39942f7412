import type { MempoolClient } from '@gw/mempool';
import { assert, defineCase } from '../../src/case.js';

type Snap = { entries: Array<{ seq: number; txid: string }>; cursor: number; has_more: boolean; seq: number; count: number; instance: string };

export default defineCase({
  surface: 'mempool',
  operation: 'mempool_snapshot',
  rules: [
    {
      name: 'a page is ordered by seq, after the cursor sent, and the returned cursor is its last seq',
      check: (data, { fixture }) => {
        const d = data as Snap;
        const sent = ((fixture?.request.body as { params?: { cursor?: number } })?.params?.cursor ?? 0);
        const seqs = d.entries.map((e) => e.seq);
        for (let i = 1; i < seqs.length; i++) assert(seqs[i]! > seqs[i - 1]!, `entries not in ascending seq order at ${i}`);
        assert(seqs.every((s) => s > sent), `an entry has seq <= the cursor sent (${sent})`);
        if (seqs.length) assert(d.cursor === seqs[seqs.length - 1], `cursor ${d.cursor} is not the last seq of the page ${seqs[seqs.length - 1]}`);
        const limit = (fixture?.request.body as { params?: { limit?: number } })?.params?.limit;
        if (limit !== undefined) assert(d.entries.length <= limit, `page of ${d.entries.length} exceeds limit ${limit}`);
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
        for (let pages = 0; pages < 10_000; pages++) {
          const page = (await c.mempoolSnapshot({ limit: 3, cursor })).data as Snap;
          first ??= page;
          for (const e of page.entries) {
            assert(e.seq > cursor, `seq ${e.seq} is not after the cursor ${cursor}: a page repeated an entry`);
            assert(!seen.has(e.txid), `txid ${e.txid} returned twice`);
            seen.add(e.txid);
          }
          assert(page.entries.length <= 3, 'page larger than limit');
          if (page.entries.length) assert(page.cursor === page.entries[page.entries.length - 1]!.seq, 'returned cursor is not the last seq of the page');
          else assert(page.cursor === cursor, 'an empty page must give the cursor back unchanged');
          last = page;
          if (!page.has_more) break;
          assert(page.entries.length > 0, 'has_more with an empty page');
          cursor = page.cursor;
        }
        assert(last && !last.has_more, 'snapshot never reached has_more false');
        // Nothing skipped: when the mempool did not move during the walk, every resident entry came back once.
        if (first!.instance === last.instance && first!.seq === last.seq) assert(seen.size === last.count, `walked ${seen.size} entries, the snapshot counts ${last.count}`);
      },
    },
    {
      name: 'a cursor at the current seq answers an empty page, has_more false',
      run: async (ctx) => {
        const c = ctx.client<MempoolClient>('mempool');
        const info = (await c.mempoolInfo()).data;
        const page = (await c.mempoolSnapshot({ cursor: info.seq, limit: 10 })).data as Snap;
        assert(page.entries.every((e) => e.seq > info.seq), 'an entry at or below the cursor came back');
      },
    },
  ],
});
