import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'brc20-prog',
  operation: 'eth_estimateGas',
  rules: [
    {
      name: 'a positive quantity',
      check: (data) => {
        assert(BigInt(data as string) > 0n, 'zero gas');
      },
    },
  ],
});
