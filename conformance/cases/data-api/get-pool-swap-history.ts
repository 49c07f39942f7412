// data-api get-pool-swap-history (seed 000 §History). Rules run on every successful answer; scenarios are scripted checks.
import { canonical } from '@gw/contract';
import { assert, defineCase, fixtureOf } from '../../src/case.js';
import { atMost } from '../../src/rules/limits.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-pool-swap-history',
  rules: [atMost('swaps', 'count', 50)],
  scenarios: [
    {
      name: 'documented defaults: no count answers as count 50',
      run: async (ctx) => {
        const { poolId } = fixtureOf(ctx, 'data-api', 'get-pool-swap-history', 'default-count').request.body as { poolId: { block: string; tx: string } };
        const c = ctx.client('data-api');
        const a = await c.getPoolSwapHistory!({ poolId });
        const b = await c.getPoolSwapHistory!({ poolId, count: 50 });
        assert(canonical(a.data) === canonical(b.data), 'get-pool-swap-history without count and with count 50 answered differently');
      },
    },
  ],
});
