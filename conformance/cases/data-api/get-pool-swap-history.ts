// data-api get-pool-swap-history (seed 000 §History). Rules run on every successful answer; scenarios are scripted checks.
import { canonical } from '@gw/contract';
import { assert, defineCase, type ScenarioContext } from '../../src/case.js';

/**
 * Seed 000 §Common shapes and §REST data API conventions 4: Id objects carry their members as decimal strings;
 * amounts and supplies stay decimal strings (observed.md §0) — never numbers.
 */
const AMOUNT_KEYS = new Set(['balance', 'amount', 'totalSupply', 'cap', 'minted', 'mintAmount', 'maxSupply', 'supply', 'priceInSatoshi', 'token0Amount', 'token1Amount', 'lpTokenAmount', 'soldAmount', 'boughtAmount', 'reserve0', 'reserve1', 'totalAmount', 'tokenSupply', 'initialToken0Amount', 'initialToken1Amount', 'amountRaw']);
function stringsStayStrings(v: unknown, at = 'data'): void {
  if (Array.isArray(v)) return v.forEach((x, i) => stringsStayStrings(x, `${at}/${i}`));
  if (!v || typeof v !== 'object') return;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length === 2 && 'block' in o && 'tx' in o) {
    assert(typeof o.block === 'string' && /^\d+$/.test(o.block) && typeof o.tx === 'string' && /^\d+$/.test(o.tx), `${at}: Id object members must be decimal strings, got ${JSON.stringify(o)}`);
    return;
  }
  for (const k of keys) {
    const x = o[k];
    if ((AMOUNT_KEYS.has(k) || k.endsWith('InSats')) && x !== null && x !== undefined && typeof x !== 'object') {
      assert(typeof x === 'string' && /^\d+$/.test(x), `${at}/${k}: amounts stay decimal strings, got ${JSON.stringify(x)}`);
    }
    stringsStayStrings(x, `${at}/${k}`);
  }
}
const STRINGS_RULE = { name: 'Id members and amounts are decimal strings', check: (data: unknown) => stringsStayStrings(data) };
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
    STRINGS_RULE,
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
