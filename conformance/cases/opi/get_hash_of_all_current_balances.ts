// opi get_hash_of_all_current_balances (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { defineCase } from '../../src/case.js';
import { nonEmptyStrings } from '../../src/rules/opi.js';

export default defineCase({
  surface: 'opi',
  operation: 'get_hash_of_all_current_balances',
  rules: [nonEmptyStrings(['current_balances_hash', 'indexer_version'])],
});
