// data-api get-address-balance (seed 000 §Bitcoin data). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase, fixtureOf } from '../../src/case.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-address-balance',
  scenarios: [
    {
      name: 'a failure envelope surfaces as RestFailure {statusCode, error}',
      run: async (ctx) => {
        const { body } = fixtureOf(ctx, 'data-api', 'get-address-balance', 'not-an-address').request;
        const err = await ctx.client('data-api').getAddressBalance!(body).then(
          () => undefined,
          (e: Error & { statusCode?: number; error?: unknown }) => e,
        );
        assert(err?.name === 'RestFailure', `expected RestFailure, got ${err?.name ?? 'a success'}`);
        assert(
          err.statusCode === 400 && typeof err.error === 'string' && err.error.length > 0,
          `expected statusCode 400 with an error text, got ${err.statusCode} ${JSON.stringify(err.error)}`,
        );
      },
    },
  ],
});
