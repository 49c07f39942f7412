// opi get_hash_of_all_activity (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { assert, defineCase } from '../../src/case.js';
import { notIndexedYet } from '../../src/rules/opi.js';

export default defineCase({
  surface: 'opi',
  operation: 'get_hash_of_all_activity',
  rules: [
    {
      name: 'hashes and indexer_version are non-empty strings',
      check: (data) => {
        const r = data as Record<string, unknown>;
        for (const k of ['cumulative_event_hash', 'block_event_hash', 'cumulative_trace_hash', 'block_trace_hash', 'indexer_version'])
          assert(typeof r[k] === 'string' && (r[k] as string).length > 0, `${k} must be a non-empty string`);
      },
    },
  ],
  scenarios: [{ name: 'a height above the indexed one: block not indexed yet', run: (ctx) => notIndexedYet(ctx, 'getHashOfAllActivity') }],
});
