// data-api get-alkanes (seed 000 §Alkanes). Rules run on every successful answer; scenarios are scripted checks.
import { canonical } from '@gw/contract';
import { assert, defineCase } from '../../src/case.js';

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

export default defineCase({
  surface: 'data-api',
  operation: 'get-alkanes',
  rules: [
    STRINGS_RULE,
    {
      name: 'at most limit tokens (default 50, seed 000 §Limits)',
      check: (data, { fixture }) => {
        const limit = (fixture?.request.body as { limit?: number } | undefined)?.limit ?? 50;
        const tokens = (data as { tokens?: unknown[] } | null)?.tokens;
        if (Array.isArray(tokens)) assert(tokens.length <= limit, `${tokens.length} tokens for limit ${limit}`);
      },
    },
  ],
  scenarios: [
    {
      name: 'documented defaults: {} answers as {limit: 50, offset: 0}',
      run: async (ctx) => {
        const c = ctx.client('data-api');
        const a = await c.getAlkanes!({});
        const b = await c.getAlkanes!({ limit: 50, offset: 0 });
        assert(canonical(a.data) === canonical(b.data), 'get-alkanes {} and {limit: 50, offset: 0} answered differently');
      },
    },
    {
      name: 'unkeyed call to a key-only route: HTTP 401 INVALID_API_KEY',
      run: async (ctx) => {
        const err = await ctx.client('data-api', ctx.gwUnkeyed).getAlkanes!({}).then(() => undefined, (e: Error & { status?: number }) => e);
        assert(err, 'an unkeyed get-alkanes call succeeded');
        assert(err.name === 'InvalidApiKeyError' && err.status === 401, `expected InvalidApiKeyError (401), got ${err.name}: ${err.message}`);
      },
    },
  ],
});
