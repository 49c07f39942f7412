// opi balance_on_block (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { assert, defineCase } from '../../src/case.js';

/** Seed 000 §OPI payloads: balances are decimal strings; available never exceeds overall (compared as BigInt). */
function balances(r: { overall_balance?: unknown; available_balance?: unknown }, at: string): void {
  assert(typeof r.overall_balance === 'string' && /^\d+$/.test(r.overall_balance), `${at}overall_balance must be a decimal string, got ${JSON.stringify(r.overall_balance)}`);
  assert(typeof r.available_balance === 'string' && /^\d+$/.test(r.available_balance), `${at}available_balance must be a decimal string, got ${JSON.stringify(r.available_balance)}`);
  assert(BigInt(r.available_balance) <= BigInt(r.overall_balance), `${at}available ${r.available_balance} exceeds overall ${r.overall_balance}`);
}

export default defineCase({
  surface: 'opi',
  operation: 'balance_on_block',
  rules: [
    {
      name: 'balances (when given) are decimal strings, available <= overall',
      check: (data) => {
        const r = data as Record<string, unknown>;
        if (r && 'overall_balance' in r && 'available_balance' in r) balances(r, '');
      },
    },
  ],
});
