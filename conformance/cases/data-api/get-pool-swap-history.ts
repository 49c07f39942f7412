// data-api get-pool-swap-history (seed 000 §History). Rules run on every successful answer; scenarios are scripted checks.
import { canonical } from '@gw/contract';
import { assert, defineCase, type ScenarioContext } from '../../src/case.js';

/** A fixture of this network for the operation (scenario inputs come from the fixture set, so they work live too). */
const fixtureOf = (ctx: ScenarioContext, operation: string, kase: string) => {
  const f = ctx.fixtures.find((x) => x.operation === operation && x.case === kase);
  assert(f, `fixture ${operation}/${kase} is missing on ${ctx.network}`);
  return f;
};

export default defineCase({
  surface: 'data-api',
  operation: 'get-pool-swap-history',
  rules: [
    {
      name: 'swaps is an array of at most count records (default 50, seed 000 §Limits)',
      check: (data, { fixture }) => {
        const count = (fixture?.request.body as { count?: number } | undefined)?.count ?? 50;
        const swaps = (data as { swaps?: unknown }).swaps;
        assert(Array.isArray(swaps), 'data.swaps must be an array (seed 000 §REST payloads)');
        assert(swaps.length <= count, `${swaps.length} swaps for count ${count}`);
      },
    },
  ],
  scenarios: [
    {
      name: 'documented defaults: no count answers as count 50',
      run: async (ctx) => {
        const { poolId } = fixtureOf(ctx, 'get-pool-swap-history', 'default-count').request.body as { poolId: { block: string; tx: string } };
        const c = ctx.client('data-api');
        const a = await c.getPoolSwapHistory!({ poolId });
        const b = await c.getPoolSwapHistory!({ poolId, count: 50 });
        assert(canonical(a.data) === canonical(b.data), 'get-pool-swap-history without count and with count 50 answered differently');
      },
    },
  ],
});
