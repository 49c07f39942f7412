import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'eth-mempool',
  operation: 'mempool_txids',
  rules: [
    {
      name: 'at most limit hashes, no duplicates',
      check: (data, { fixture }) => {
        const d = data as { txids: string[] };
        const limit = (fixture?.request.body as { params?: { limit?: number } })?.params?.limit;
        if (limit !== undefined) assert(d.txids.length <= limit, 'more than limit');
        assert(new Set(d.txids).size === d.txids.length, 'duplicates');
      },
    },
  ],
});
