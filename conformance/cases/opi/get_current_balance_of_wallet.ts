// opi get_current_balance_of_wallet (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
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
  operation: 'get_current_balance_of_wallet',
  rules: [
    { name: 'balances are decimal strings, available <= overall', check: (data) => balances(data as Record<string, unknown>, '') },
  ],
  scenarios: [
    {
      name: 'tickers are case-insensitive: ORDI answers as ordi',
      run: async (ctx) => {
        const q = fixtureOf(ctx, 'get_current_balance_of_wallet', 'found').request.query!;
        const c = ctx.client('opi');
        const lower = await c.getCurrentBalanceOfWallet!({ address: q.address, ticker: q.ticker!.toLowerCase() });
        const upper = await c.getCurrentBalanceOfWallet!({ address: q.address, ticker: q.ticker!.toUpperCase() });
        assert(canonical(lower.data) === canonical(upper.data), 'the same wallet answered differently for upper- and lower-case tickers');
        balances(upper.data as Record<string, unknown>, '');
      },
    },
    {
      name: 'no balance: OpiFailure "no balance found" in {error, result: null}',
      run: async (ctx) => {
        const q = fixtureOf(ctx, 'get_current_balance_of_wallet', 'no-balance').request.query!;
        const err = await ctx.client('opi').getCurrentBalanceOfWallet!(q).then(() => undefined, (e: Error & { error?: unknown }) => e);
        assert(err?.name === 'OpiFailure', `expected OpiFailure, got ${err?.name ?? 'a success'}`);
        assert(err.error === 'no balance found', `expected "no balance found", got ${JSON.stringify(err.error)}`);
      },
    },
  ],
});
