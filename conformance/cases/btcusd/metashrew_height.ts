// btcusd metashrew_height: the liveness signal of the dedicated pool index (seed 001 rules 6 and 7).
import { assessFreshness, createBtcusdViews } from '@gw/btcusd';
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'btcusd',
  operation: 'metashrew_height',
  scenarios: [
    {
      // Rule: indexheight is rewritten every block with the height of the block being read, so it
      // tells nothing about whether the index is alive (a read at H answers H even for a block that
      // does not exist). metashrew_height is the indexer's own tip. Read indexheight first, then
      // metashrew_height: at the `latest` tag indexheight can never exceed it, and the freshness
      // verdict is computed from metashrew_height alone.
      name: 'indexheight is not a liveness signal; metashrew_height is',
      networks: ['mainnet'],
      run: async (ctx) => {
        const views = createBtcusdViews(ctx.gw);
        const ih = await views.indexheight();
        const tip = await views.metashrewHeight();
        if (ih.height !== undefined) assert(BigInt(ih.height) <= tip, `indexheight ${ih.height} above metashrew_height ${tip}`);
        const f = assessFreshness({ metashrewHeight: tip });
        assert(f.indexHeight === tip && f.consistent, 'freshness is judged from metashrew_height');
      },
    },
    {
      name: 'the pool stamp trails metashrew_height when nobody trades (index fine, nothing traded)',
      networks: ['mainnet'],
      run: async (ctx) => {
        const views = createBtcusdViews(ctx.gw);
        const st = await views.getpoolstate({ pool: { block: 4, tx: 1778n } });
        const tip = await views.metashrewHeight();
        if (!st.found || !st.data.state) return;
        const f = assessFreshness({ metashrewHeight: tip, poolStamp: st.data.state.height });
        assert(f.consistent, `pool stamp ${st.data.state.height} above metashrew_height ${tip}`);
        assert(f.poolIdleBlocks !== undefined && f.poolIdleBlocks >= 0n, 'idle blocks >= 0');
      },
    },
  ],
});
