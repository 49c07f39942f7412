// opi activity_on_block (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { assert, defineCase } from '../../src/case.js';
import { notIndexedYet } from '../../src/rules/opi.js';

/**
 * Seed 000 §Events: the ten documented activity kinds are the known values, not a closed set. A kind outside them is
 * a violation at its pointer that the drift register (opi-event-kinds-beyond-seed) grades as drift.
 */
const EVENT_TYPES = [
  'deploy-inscribe',
  'mint-inscribe',
  'transfer-inscribe',
  'transfer-transfer',
  'brc20prog-deploy-inscribe',
  'brc20prog-deploy-transfer',
  'brc20prog-call-inscribe',
  'brc20prog-call-transfer',
  'brc20prog-withdraw-inscribe',
  'brc20prog-withdraw-transfer',
];
function events(list: unknown): void {
  assert(Array.isArray(list), 'the result must be an array of events');
  for (const [i, e] of list.entries()) {
    const ev = e as { event_type?: unknown; inscription_id?: unknown };
    assert(EVENT_TYPES.includes(ev.event_type as string), `event ${i}: event_type ${JSON.stringify(ev.event_type)} is not one of the ten documented kinds`, {
      pointer: `/${i}/event_type`,
      check: 'opi-event-kind-known',
    });
    assert(typeof ev.inscription_id === 'string' && ev.inscription_id.length > 0, `event ${i}: inscription_id must be a string`, {
      pointer: `/${i}/inscription_id`,
    });
  }
}

export default defineCase({
  surface: 'opi',
  operation: 'activity_on_block',
  rules: [{ name: 'every event_type is one of the ten known kinds (others: drift)', check: (data) => events(data) }],
  scenarios: [{ name: 'a height above the indexed one: block not indexed yet', run: (ctx) => notIndexedYet(ctx, 'activityOnBlock') }],
});
