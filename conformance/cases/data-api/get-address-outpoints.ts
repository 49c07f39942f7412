// data-api get-address-outpoints (seed 000 §Alkanes). Rules run on every successful answer; scenarios are scripted checks.
import { defineCase } from '../../src/case.js';
import { decimalStrings } from '../../src/rules/decimal-strings.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-address-outpoints',
  rules: [decimalStrings],
});
