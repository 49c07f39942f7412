// data-api get-token-swap-history (seed 000 §History). Rules run on every successful answer; scenarios are scripted checks.
import { defineCase } from '../../src/case.js';
import { atMost } from '../../src/rules/limits.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-token-swap-history',
  rules: [atMost('items', 'count', 50)],
});
