// data-api address-balances (seed 000 §Health; §Alternate GET route set). Rules run on every successful answer; scenarios are scripted checks.
import { defineCase } from '../../src/case.js';
import { decimalStrings } from '../../src/rules/decimal-strings.js';

export default defineCase({
  surface: 'data-api',
  operation: 'address-balances',
  rules: [decimalStrings],
});
