// opi get_hash_of_all_current_balances (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'opi',
  operation: 'get_hash_of_all_current_balances',
  rules: [
    {
      name: 'current_balances_hash and indexer_version are non-empty strings',
      check: (data) => {
        const r = data as Record<string, unknown>;
        for (const k of ['current_balances_hash', 'indexer_version'])
          assert(typeof r[k] === 'string' && (r[k] as string).length > 0, `${k} must be a non-empty string`);
      },
    },
  ],
});
