// data-api get-bitcoin-price (seed 000 §Bitcoin data). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-bitcoin-price',
  rules: [
    {
      name: 'bitcoin.usd is a positive number (the seed shows <number>)',
      check: (data) => {
        const usd = (data as { bitcoin: { usd: unknown } }).bitcoin.usd;
        assert(typeof usd === 'number' && Number.isFinite(usd) && usd > 0, `bitcoin.usd must be a positive number, got ${JSON.stringify(usd)}`);
      },
    },
  ],
});
