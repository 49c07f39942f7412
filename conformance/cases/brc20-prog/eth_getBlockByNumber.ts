import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'brc20-prog',
  operation: 'eth_getBlockByNumber',
  bind: {
    // A recorded block number may be above a younger module's height: ask for the target's latest block.
    hashes: [{ into: '/0', from: { operation: 'eth_blockNumber' }, list: '', subject: 'indexed module block' }],
  },
  rules: [
    {
      name: 'the block asked for by number (or null); hashes only when fullTransactions is false',
      check: (data, { fixture }) => {
        const [num, full] = (fixture!.request.body as { params: [string, boolean] }).params;
        const b = data as { number?: string; transactions?: unknown[] } | null;
        if (!b) return;
        // A tag (latest, pending, ...) names no number to compare.
        if (num.startsWith('0x')) assert(b.number !== undefined && BigInt(b.number) === BigInt(num), `asked ${num}, got ${b.number}`);
        if (!full)
          assert(
            (b.transactions ?? []).every((t) => typeof t === 'string'),
            'transaction objects without fullTransactions',
          );
      },
    },
  ],
});
