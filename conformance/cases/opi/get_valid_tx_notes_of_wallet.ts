// opi get_valid_tx_notes_of_wallet (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'opi',
  operation: 'get_valid_tx_notes_of_wallet',
  rules: [
    {
      name: 'note amounts are decimal strings',
      check: (data) => {
        for (const [i, t] of (data as { unused_txes: Array<{ amount: unknown }> }).unused_txes.entries())
          assert(typeof t.amount === 'string' && /^\d+$/.test(t.amount), `note ${i}: amount must be a decimal string`);
      },
    },
  ],
});
