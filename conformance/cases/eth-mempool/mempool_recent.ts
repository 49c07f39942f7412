import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'eth-mempool',
  operation: 'mempool_recent',
  rules: [
    {
      name: 'newest first (first_seen_ms never increases)',
      check: (data) => {
        const e = (data as { entries: Array<{ first_seen_ms: number }> }).entries;
        for (let i = 1; i < e.length; i++) assert(e[i]!.first_seen_ms <= e[i - 1]!.first_seen_ms, `entry ${i} is newer than entry ${i - 1}`);
      },
    },
  ],
});
