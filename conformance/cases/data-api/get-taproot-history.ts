// data-api get-taproot-history (seed 000 §Bitcoin data). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase } from '../../src/case.js';


export default defineCase({
  surface: 'data-api',
  operation: 'get-taproot-history',
  rules: [],
  scenarios: [],
});
