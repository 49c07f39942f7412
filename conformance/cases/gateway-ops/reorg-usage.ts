// gateway-ops reorg-usage (seed 002 §Reorg helper: GET on the path returns a short plain-text usage document, mainnet only).
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'gateway-ops',
  operation: 'reorg-usage',
  rules: [
    {
      name: 'a non-empty plain-text usage document',
      check: (data) => assert(typeof data === 'string' && data.trim().length > 0, 'the usage document must be non-empty text'),
    },
  ],
});
