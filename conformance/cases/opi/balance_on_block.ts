// opi balance_on_block (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { defineCase } from '../../src/case.js';
import { balances } from '../../src/rules/opi.js';

export default defineCase({
  surface: 'opi',
  operation: 'balance_on_block',
  bind: {
    // A holder at the indexed height: the height first, then a holder the target lists at it.
    found: [
      { into: '/block_height', from: { operation: 'block_height' }, list: '', subject: 'indexed height' },
      { into: '/pkscript', from: { operation: 'holders', input: { ticker: 'ordi' } }, list: '/unused_txes', field: 'pkscript', subject: 'ordi holder' },
    ],
  },
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
