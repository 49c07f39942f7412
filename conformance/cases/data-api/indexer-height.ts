// data-api indexer-height (seed 000 §Health; §Alternate GET route set). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase } from '../../src/case.js';


export default defineCase({
  surface: 'data-api',
  operation: 'indexer-height',
  rules: [
    {
      name: 'height is a non-negative integer',
      check: (data) => assert(Number.isInteger((data as { height: number }).height) && (data as { height: number }).height >= 0, 'height must be a non-negative integer'),
    },
  ],
});
