// opi event (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { assert, defineCase } from '../../src/case.js';
import { knownEventKinds } from '../../src/rules/opi.js';

export default defineCase({
  surface: 'opi',
  operation: 'event',
  rules: [{ name: 'every event_type is one of the ten known kinds (others: drift)', check: (data) => knownEventKinds(data) }],
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
