import type { MempoolClient } from '@gw/mempool';
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'mempool',
  operation: 'mempool_txids',
  rules: [
    {
      name: 'at most min(limit, 5000) txids, no duplicates',
      check: (data, { fixture }) => {
        const d = data as { txids: string[] };
        const limit = (fixture?.request.body as { params?: { limit?: number } })?.params?.limit ?? 5000;
        assert(d.txids.length <= Math.min(limit, 5000), `${d.txids.length} txids for limit ${limit}`);
        assert(new Set(d.txids).size === d.txids.length, 'duplicate txids');
      },
    },
  ],
  scenarios: [
    {
      name: 'a limit above 5000 is clamped, not refused',
      run: async (ctx) => {
        const r = (await ctx.client<MempoolClient>('mempool').mempoolTxids({ limit: 100_000 })).data;
        assert(r.txids.length <= 5000, `${r.txids.length} txids: not clamped to 5000`);
      },
    },
  ],
});
