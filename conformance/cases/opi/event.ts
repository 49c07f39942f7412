// opi event (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { assert, defineCase } from '../../src/case.js';

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
  operation: 'event',
  rules: [{ name: 'every event_type is one of the ten known kinds (others: drift)', check: (data) => events(data) }],
  scenarios: [
    {
      name: 'inscription_id is required: the client refuses before sending',
      run: async (ctx) => {
        let sent = 0;
        const gw = { ...ctx.gw, onExchange: () => void sent++ };
        const err = await ctx.client('opi', gw).event!({}).then(
          () => undefined,
          (e: Error & { issues?: Array<{ field: string }> }) => e,
        );
        assert(err?.name === 'RequestValidationError', `expected RequestValidationError, got ${err?.name ?? 'a success'}`);
        assert(
          err.issues?.some((i) => i.field.endsWith('inscription_id')),
          'the error must name inscription_id',
        );
        assert(sent === 0, 'the refused request reached the network');
      },
    },
  ],
});
