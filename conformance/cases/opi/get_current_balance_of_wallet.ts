// opi get_current_balance_of_wallet (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { canonical } from '@gw/contract';
import { assert, defineCase, fixtureOf } from '../../src/case.js';
import { balances } from '../../src/rules/opi.js';

export default defineCase({
  surface: 'opi',
  operation: 'get_current_balance_of_wallet',
  bind: {
    // A recorded wallet's balance moves on a live target: ask the target for a holder of the ticker.
    found: [{ into: '/address', from: { operation: 'holders', input: { ticker: 'ordi' } }, list: '/unused_txes', field: 'wallet', subject: 'ordi holder' }],
    keyed: [{ into: '/address', from: { operation: 'holders', input: { ticker: 'sats' } }, list: '/unused_txes', field: 'wallet', subject: 'sats holder' }],
    'ticker-upper': [
      { into: '/address', from: { operation: 'holders', input: { ticker: 'ordi' } }, list: '/unused_txes', field: 'wallet', subject: 'ordi holder' },
    ],
  },
  rules: [{ name: 'balances are decimal strings, available <= overall', check: (data) => balances(data as Record<string, unknown>, '') }],
  scenarios: [
    {
      name: 'tickers are case-insensitive: ORDI answers as ordi',
      run: async (ctx) => {
        const q = (await ctx.bind(fixtureOf(ctx, 'opi', 'get_current_balance_of_wallet', 'found'))).request.query!;
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
        const q = fixtureOf(ctx, 'opi', 'get_current_balance_of_wallet', 'no-balance').request.query!;
        const err = await ctx.client('opi').getCurrentBalanceOfWallet!(q).then(
          () => undefined,
          (e: Error & { error?: unknown }) => e,
        );
        assert(err?.name === 'OpiFailure', `expected OpiFailure, got ${err?.name ?? 'a success'}`);
        assert(err.error === 'no balance found', `expected "no balance found", got ${JSON.stringify(err.error)}`);
      },
    },
  ],
});
