// opi activity_on_block (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { defineCase } from '../../src/case.js';
import { knownEventKinds, notIndexedYet } from '../../src/rules/opi.js';

export default defineCase({
  surface: 'opi',
  operation: 'activity_on_block',
  rules: [{ name: 'every event_type is one of the ten known kinds (others: drift)', check: (data) => knownEventKinds(data) }],
  scenarios: [{ name: 'a height above the indexed one: block not indexed yet', run: (ctx) => notIndexedYet(ctx, 'activityOnBlock') }],
});
