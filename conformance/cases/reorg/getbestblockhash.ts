import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'reorg',
  operation: 'getbestblockhash',
  rules: [
    {
      name: 'the real chain hash at N is never synthetic',
      check: (data) => assert(typeof data === 'string' && !data.startsWith('f'.repeat(48)), 'getbestblockhash answered a synthetic hash'),
    },
  ],
});
