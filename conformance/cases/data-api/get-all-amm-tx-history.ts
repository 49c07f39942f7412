// data-api get-all-amm-tx-history (seed 000 §History). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase } from '../../src/case.js';
import { kindsOf } from '../../src/rules/amm-kinds.js';
import { decimalStrings } from '../../src/rules/decimal-strings.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-all-amm-tx-history',
  rules: [
    decimalStrings,
    {
      name: 'every record kind is documented and matches transactionType',
      check: (data, { fixture }) => {
        const want = (fixture?.request.body as { transactionType?: string } | undefined)?.transactionType;
        const d = data as { items?: unknown; transactions?: unknown };
        kindsOf(d.items, want);
        kindsOf(d.transactions, want);
      },
    },
  ],
  scenarios: [
    {
      name: 'an unknown transactionType is refused before sending',
      run: async (ctx) => {
        let sent = 0;
        const gw = { ...ctx.gw, onExchange: () => void sent++ };
        const err = await ctx.client('data-api', gw).getAllAmmTxHistory!({ transactionType: 'trade' }).then(
          () => undefined,
          (e: Error & { issues?: Array<{ field: string }> }) => e,
        );
        assert(err?.name === 'RequestValidationError', `expected RequestValidationError, got ${err?.name ?? 'a success'}`);
        assert(
          err.issues?.some((i) => i.field === '/transactionType'),
          'the error must name /transactionType',
        );
        assert(sent === 0, 'the refused request reached the network');
      },
    },
  ],
});
