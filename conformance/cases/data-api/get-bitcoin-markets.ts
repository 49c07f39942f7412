// data-api get-bitcoin-markets (seed 000 §Bitcoin data). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-bitcoin-markets',
  rules: [
    {
      name: 'every market quotes a positive last price',
      check: (data) => {
        for (const [i, m] of (data as Array<{ last: number; volume: number }>).entries()) {
          assert(m.last > 0, `market ${i}: last must be positive`);
          assert(m.volume >= 0, `market ${i}: volume must not be negative`);
        }
      },
    },
  ],
});
