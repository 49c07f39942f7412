// data-api get-token-swap-history (seed 000 §History). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-token-swap-history',
  rules: [
    {
      name: 'at most count records (default 50, seed 000 §Limits)',
      check: (data, { fixture }) => {
        const count = (fixture?.request.body as { count?: number } | undefined)?.count ?? 50;
        const items = (data as { items?: unknown } | null)?.items;
        if (Array.isArray(items)) assert(items.length <= count, `${items.length} records for count ${count}`);
      },
    },
  ],
});
