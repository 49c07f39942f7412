import { assert, assume, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'brc20-prog',
  operation: 'eth_call',
  rules: [
    {
      // Seed 002 gives eth_call's params only; hex return data is the JSON-RPC convention, whole 32-byte ABI words our assumption.
      name: 'return data is 0x hex (assumption: of whole 32-byte words)',
      check: (data) => {
        assert(typeof data === 'string' && /^0x[0-9a-fA-F]*$/.test(data), 'return data must be 0x hex');
        assume('eth-call-whole-words', (data.length - 2) % 64 === 0, `${(data.length - 2) / 2} bytes is not a whole number of 32-byte words`, '/result');
      },
    },
  ],
});
