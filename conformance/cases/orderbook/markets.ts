// orderbook markets (seed 000 §Orderbook read API (beta, mainnet); §Orderbook shapes).
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'orderbook',
  operation: 'markets',
  rules: [
    {
      name: 'market entries: open_orders is a non-negative integer, the key names its source and network',
      check: (data, { network }) => {
        for (const [i, m] of (data as { markets: Array<{ source: string; network: string; market_key: string; open_orders: number }> }).markets.entries()) {
          assert(Number.isInteger(m.open_orders) && m.open_orders >= 0, `market ${i}: open_orders must be a non-negative integer`);
          assert(m.network === network, `market ${i}: network ${m.network} on a ${network} gateway`);
          assert(m.market_key.startsWith(`${m.source}:${m.network}:`), `market ${i}: key ${m.market_key} does not start with <source>:<network>:`);
        }
      },
    },
  ],
  scenarios: [
    {
      name: 'an invalid key: HTTP 401 INVALID_API_KEY',
      run: async (ctx) => {
        const bad = { ...ctx.gw, auth: { mode: 'path' as const, apiKey: 'gw-invalid-key-0000' }, secrets: ['gw-invalid-key-0000'] };
        const err = await ctx.client('orderbook', bad).markets!({}).then(
          () => undefined,
          (e: Error & { status?: number }) => e,
        );
        assert(err?.name === 'InvalidApiKeyError' && err.status === 401, `expected InvalidApiKeyError (401), got ${err?.name ?? 'a success'}`);
      },
    },
  ],
});
