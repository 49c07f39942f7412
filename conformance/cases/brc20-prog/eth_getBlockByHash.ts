import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'brc20-prog',
  operation: 'eth_getBlockByHash',
  bind: {
    // A recorded block hash is another module's: ask for the hash of the target's latest block.
    hashes: [{ into: '/0', from: { operation: 'eth_getBlockByNumber', input: ['latest', false] }, list: '/hash', subject: 'module block hash' }],
  },
  rules: [
    {
      name: 'the block asked for',
      check: (data, { fixture }) => {
        const b = data as { hash?: string } | null;
        const asked = (fixture!.request.body as { params: string[] }).params[0];
        if (b) assert(b.hash?.toLowerCase() === asked!.toLowerCase(), 'another block answered');
      },
    },
  ],
});
