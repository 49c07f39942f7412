// data-api get-address-balance (seed 000 §Bitcoin data). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase, type ScenarioContext } from '../../src/case.js';

/** A fixture of this network for the operation (scenario inputs come from the fixture set, so they work live too). */
const fixtureOf = (ctx: ScenarioContext, operation: string, kase: string) => {
  const f = ctx.fixtures.find((x) => x.operation === operation && x.case === kase);
  assert(f, `fixture ${operation}/${kase} is missing on ${ctx.network}`);
  return f;
};

export default defineCase({
  surface: 'data-api',
  operation: 'get-address-balance',
  scenarios: [
    {
      name: 'a failure envelope surfaces as RestFailure {statusCode, error}',
      run: async (ctx) => {
        const { body } = fixtureOf(ctx, 'get-address-balance', 'not-an-address').request;
        const err = await ctx.client('data-api').getAddressBalance!(body).then(() => undefined, (e: Error & { statusCode?: number; error?: unknown }) => e);
        assert(err?.name === 'RestFailure', `expected RestFailure, got ${err?.name ?? 'a success'}`);
        assert(err.statusCode === 400 && typeof err.error === 'string' && err.error.length > 0, `expected statusCode 400 with an error text, got ${err.statusCode} ${JSON.stringify(err.error)}`);
      },
    },
  ],
});
