// data-api get-all-address-amm-tx-history (seed 000 §History). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase } from '../../src/case.js';
import { kindsOf } from '../../src/rules/amm-kinds.js';
import { decimalStrings } from '../../src/rules/decimal-strings.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-all-address-amm-tx-history',
  rules: [
    decimalStrings,
    {
      name: 'transactions is an array of documented kinds (seed 000 §REST payloads, §Events)',
      check: (data, { fixture }) => {
        const want = (fixture?.request.body as { transactionType?: string } | undefined)?.transactionType;
        const d = data as { items?: unknown; transactions?: unknown };
        assert(Array.isArray(d.transactions), 'data.transactions must be an array');
        kindsOf(d.transactions, want);
        kindsOf(d.items, want);
      },
    },
  ],
});
