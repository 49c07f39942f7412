// opi holders (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { canonical } from '@gw/contract';
import { assert, defineCase, fixtureOf } from '../../src/case.js';
import { balances } from '../../src/rules/opi.js';

export default defineCase({
  surface: 'opi',
  operation: 'holders',
  rules: [
    {
      name: 'every holder: decimal-string balances, available <= overall',
      check: (data) => {
        for (const [i, h] of (data as { unused_txes: Array<Record<string, unknown>> }).unused_txes.entries()) balances(h, `holder ${i}: `);
      },
    },
  ],
  scenarios: [
    {
      name: 'tickers are case-insensitive: ORDI holders answer as ordi',
      run: async (ctx) => {
        const q = fixtureOf(ctx, 'opi', 'holders', 'ordi').request.query!;
        const c = ctx.client('opi');
        const a = await c.holders!({ ticker: q.ticker!.toUpperCase() });
        const b = await c.holders!({ ticker: q.ticker!.toLowerCase() });
        assert(canonical(a.data) === canonical(b.data), 'holders answered differently for upper- and lower-case tickers');
      },
    },
  ],
});
