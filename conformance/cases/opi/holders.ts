// opi holders (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { canonical } from '@gw/contract';
import { assert, defineCase, type ScenarioContext } from '../../src/case.js';

/** Seed 000 §OPI payloads: balances are decimal strings; available never exceeds overall (compared as BigInt). */
function balances(r: { overall_balance?: unknown; available_balance?: unknown }, at: string): void {
  assert(typeof r.overall_balance === 'string' && /^\d+$/.test(r.overall_balance), `${at}overall_balance must be a decimal string, got ${JSON.stringify(r.overall_balance)}`);
  assert(typeof r.available_balance === 'string' && /^\d+$/.test(r.available_balance), `${at}available_balance must be a decimal string, got ${JSON.stringify(r.available_balance)}`);
  assert(BigInt(r.available_balance) <= BigInt(r.overall_balance), `${at}available ${r.available_balance} exceeds overall ${r.overall_balance}`);
}
/** A fixture of this network for the operation (scenario inputs come from the fixture set, so they work live too). */
const fixtureOf = (ctx: ScenarioContext, operation: string, kase: string) => {
  const f = ctx.fixtures.find((x) => x.operation === operation && x.case === kase);
  assert(f, `fixture ${operation}/${kase} is missing on ${ctx.network}`);
  return f;
};

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
        const q = fixtureOf(ctx, 'holders', 'ordi').request.query!;
        const c = ctx.client('opi');
        const a = await c.holders!({ ticker: q.ticker!.toUpperCase() });
        const b = await c.holders!({ ticker: q.ticker!.toLowerCase() });
        assert(canonical(a.data) === canonical(b.data), 'holders answered differently for upper- and lower-case tickers');
      },
    },
  ],
});
