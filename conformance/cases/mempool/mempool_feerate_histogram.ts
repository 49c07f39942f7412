import type { MempoolClient } from '@gw/mempool';
import { assert, assume, defineCase } from '../../src/case.js';

type Hist = { histogram: [number, number][]; fee_coverage: number; count: number };

export default defineCase({
  surface: 'mempool',
  operation: 'mempool_feerate_histogram',
  rules: [
    {
      name: 'floors ascending (the requested ones when given), fee_coverage within [0, 1]',
      check: (data, { fixture }) => {
        const d = data as Hist;
        assert(d.fee_coverage >= 0 && d.fee_coverage <= 1, `fee_coverage ${d.fee_coverage} outside [0, 1]`);
        for (let i = 1; i < d.histogram.length; i++) assert(d.histogram[i]![0] > d.histogram[i - 1]![0], 'floors not ascending');
        const buckets = (fixture?.request.body as { params?: { buckets?: number[] } })?.params?.buckets;
        if (buckets) assert(JSON.stringify(d.histogram.map((r) => r[0])) === JSON.stringify(buckets), 'floors differ from the buckets asked for');
      },
    },
  ],
  scenarios: [
    {
      name: 'only fee-known entries are counted: count <= fee_known, vbytes <= the mempool vbytes',
      run: async (ctx) => {
        const c = ctx.client<MempoolClient>('mempool');
        const info = (await c.mempoolInfo()).data;
        const h = (await c.mempoolFeerateHistogram({ buckets: [0] })).data as Hist;
        const vb = h.histogram.reduce((s, r) => s + r[1], 0);
        if (info.seq === (await c.mempoolInfo()).data.seq) {
          assert(h.count <= info.fee_known, `histogram counts ${h.count} entries, only ${info.fee_known} have a known fee`);
          assert(vb <= info.vbytes, 'histogram holds more vbytes than the mempool');
          if (info.count > 0)
            assume(
              'mempool-fee-coverage-ratio',
              Math.abs(h.fee_coverage - info.fee_known / info.count) < 1e-6,
              `fee_coverage ${h.fee_coverage} differs from mempool_info fee_known/count ${info.fee_known / info.count}`,
              '/result/fee_coverage',
            );
        }
      },
    },
  ],
});
