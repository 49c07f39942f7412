// opi balance (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { assert, defineCase } from '../../src/case.js';

/** Seed 000 §OPI payloads: every route except block_height answers the {error, result} envelope; the client unwraps it. */
const RULE = { name: 'the envelope is unwrapped to its result', check: (data: unknown) => assert(data !== undefined, 'no result') };

export default defineCase({
  surface: 'opi',
  operation: 'balance',
  rules: [RULE],
});
