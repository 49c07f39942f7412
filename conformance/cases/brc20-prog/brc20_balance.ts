import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'brc20-prog',
  operation: 'brc20_balance',
  rules: [
    {
      name: 'a decimal integer string',
      check: (data) => {
        assert(typeof data === 'string' && /^(0|[1-9][0-9]*)$/.test(data), 'not a decimal string');
      },
    },
  ],
});
