import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'eth-mempool',
  operation: 'mempool_info',
  rules: [
    {
      name: 'added_total >= removed_total',
      check: (data) => {
        const d = data as { added_total: number; removed_total: number };
        assert(d.added_total >= d.removed_total, 'more removed than added');
      },
    },
  ],
});
