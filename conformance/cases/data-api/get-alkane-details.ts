// data-api get-alkane-details (seed 000 §Alkanes). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-alkane-details',
  scenarios: [
    {
      name: 'an Id member sent as a number is refused before sending',
      run: async (ctx) => {
        let sent = 0;
        const gw = { ...ctx.gw, onExchange: () => void sent++ };
        const err = await ctx.client('data-api', gw).getAlkaneDetails!({ alkaneId: { block: 2, tx: '0' } }).then(
          () => undefined,
          (e: Error & { issues?: Array<{ field: string }> }) => e,
        );
        assert(err?.name === 'RequestValidationError', `expected RequestValidationError, got ${err?.name ?? 'a success'}`);
        assert(
          err.issues?.some((i) => i.field === '/alkaneId/block'),
          'the error must name /alkaneId/block',
        );
        assert(sent === 0, 'the refused request reached the network');
      },
    },
  ],
});
