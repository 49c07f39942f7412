// opi get_valid_tx_notes_of_ticker (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'opi',
  operation: 'get_valid_tx_notes_of_ticker',
  rules: [
    {
      name: 'note amounts (when given) are decimal strings',
      check: (data) => {
        const list = (data as { unused_txes?: Array<{ amount?: unknown }> } | null)?.unused_txes ?? [];
        for (const [i, t] of list.entries())
          if (t.amount !== undefined) assert(typeof t.amount === 'string' && /^\d+$/.test(t.amount), `note ${i}: amount must be a decimal string`);
      },
    },
  ],
});
