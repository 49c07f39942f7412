import { assert, defineCase } from '../../src/case.js';

// Seed 002 gives the result no type ("current in-module balance"); the real module (observed.md §11, BPM) answers a
// 0x hex quantity. Either way it is a non-negative integer: a decimal string or a 0x quantity.
const BALANCE = /^(0|[1-9][0-9]*|0x(0|[1-9a-fA-F][0-9a-fA-F]*))$/;

export default defineCase({
  surface: 'brc20-prog',
  operation: 'brc20_balance',
  rules: [
    {
      name: 'a non-negative integer: decimal string or 0x quantity',
      check: (data) => {
        assert(typeof data === 'string' && BALANCE.test(data), `${JSON.stringify(data)} is neither a decimal string nor a 0x quantity`);
      },
    },
  ],
});
