// data-api get-all-address-amm-tx-history (seed 000 §History). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase } from '../../src/case.js';
import { decimalStrings } from '../../src/rules/decimal-strings.js';

const AMM_KINDS = ['swap', 'mint', 'burn', 'creation', 'wrap', 'unwrap'];
/** Seed 000 §Events: the history endpoints report the kinds swap, mint, burn, creation, wrap and unwrap. */
function kindsOf(list: unknown, want: unknown): void {
  if (!Array.isArray(list)) return;
  for (const [i, r] of list.entries()) {
    const t = (r as { type?: unknown } | null)?.type;
    if (t === undefined) continue;
    assert(AMM_KINDS.includes(t as string), `record ${i}: type ${JSON.stringify(t)} is not one of ${AMM_KINDS.join(', ')}`);
    if (want !== undefined) assert(t === want, `record ${i}: asked for transactionType ${String(want)}, got ${String(t)}`);
  }
}

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
