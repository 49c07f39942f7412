// opi get_hash_of_all_activity (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { defineCase } from '../../src/case.js';
import { nonEmptyStrings, notIndexedYet } from '../../src/rules/opi.js';

export default defineCase({
  surface: 'opi',
  operation: 'get_hash_of_all_activity',
  rules: [nonEmptyStrings(['cumulative_event_hash', 'block_event_hash', 'cumulative_trace_hash', 'block_trace_hash', 'indexer_version'])],
  scenarios: [{ name: 'a height above the indexed one: block not indexed yet', run: (ctx) => notIndexedYet(ctx, 'getHashOfAllActivity') }],
});
