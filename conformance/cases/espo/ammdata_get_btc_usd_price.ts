import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'espo',
  operation: 'ammdata.get_btc_usd_price',
  rules: [
    {
      name: 'a positive scaled price',
      check: (data) => {
        const p = typeof data === 'string' ? data : (data as { price?: string }).price;
        if (p !== undefined) assert(BigInt(p) > 0n, 'price is not positive');
      },
    },
  ],
});
