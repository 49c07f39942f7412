import { type MempoolClient, prepareMempool } from '@gw/mempool';
import { assert, assume, defineCase, fixtureOf } from '../../src/case.js';

type Info = { count: number; fee_known: number; fee_coverage: number; provisional: number; vbytes: number; bytes: number; seq: number; instance: string };

export default defineCase({
  surface: 'mempool',
  operation: 'mempool_info',
  rules: [
    {
      name: 'counters are consistent: fee_known and provisional <= count, fee_coverage in [0, 1] (assumption: = fee_known / count)',
      check: (data) => {
        const d = data as Info;
        assert(d.fee_known <= d.count, 'fee_known > count');
        assert(d.provisional <= d.count, 'provisional > count');
        assert(d.vbytes <= d.bytes || d.count === 0, 'vbytes > bytes');
        assert(d.fee_coverage >= 0 && d.fee_coverage <= 1, `fee_coverage ${d.fee_coverage} outside 0.0 to 1.0`, { pointer: '/fee_coverage' });
        // The seed gives fee_coverage as 0.0 to 1.0 only; that it is fee_known / count is our assumption.
        if (d.count > 0)
          assume(
            'mempool-fee-coverage-ratio',
            Math.abs(d.fee_coverage - d.fee_known / d.count) < 1e-6,
            `fee_coverage ${d.fee_coverage} != fee_known/count ${d.fee_known / d.count}`,
            '/result/fee_coverage',
          );
      },
    },
  ],
  scenarios: [
    {
      name: 'batch: answers come back in call order, an error stays in its slot',
      run: async (ctx) => {
        const absentFx = fixtureOf(ctx, 'mempool', 'mempool_entry', 'unknown-txid');
        const txid = (absentFx.request.body as { params: { txid: string } }).params.txid;
        const c = ctx.client<MempoolClient>('mempool');
        const r = await c.batch([
          prepareMempool('mempool_info', {}),
          prepareMempool('mempool_entry', { txid }),
          prepareMempool('mempool_txids', { limit: 2 }),
          prepareMempool('mempool_feerate_histogram', {}),
        ] as const);
        const [info, entry, txids, hist] = r.data;
        assert(info.ok && typeof info.data.instance === 'string', 'slot 0 is not mempool_info');
        assert(!entry.ok && (entry.error as { code?: number }).code === -32000, 'slot 1 is not the -32000 of mempool_entry');
        assert(txids.ok && Array.isArray(txids.data.txids) && txids.data.txids.length <= 2, 'slot 2 is not mempool_txids');
        assert(hist.ok && Array.isArray(hist.data.histogram), 'slot 3 is not the histogram');
        assert(hist.data.count <= info.data.count, 'histogram counts more entries than the mempool holds');
      },
    },
  ],
});
