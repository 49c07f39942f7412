import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'mempool',
  operation: 'mempool_recent',
  rules: [
    {
      name: 'newest first (first_seen never increases), at most limit entries',
      check: (data, { fixture }) => {
        const d = data as { entries: Array<{ first_seen: number }> };
        for (let i = 1; i < d.entries.length; i++) assert(d.entries[i]!.first_seen <= d.entries[i - 1]!.first_seen, `entry ${i} is newer than entry ${i - 1}`);
        const limit = (fixture?.request.body as { params?: { limit?: number } })?.params?.limit;
        if (limit !== undefined) assert(d.entries.length <= limit, 'more entries than limit');
      },
    },
  ],
});
