// data-api get-alkanes (seed 000 §Alkanes). Rules run on every successful answer; scenarios are scripted checks.
import { canonical } from '@gw/contract';
import { assert, defineCase } from '../../src/case.js';
import { atMost } from '../../src/rules/limits.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-alkanes',
  rules: [atMost('tokens', 'limit', 50)],
  scenarios: [
    {
      name: 'documented defaults: {} answers as {limit: 50, offset: 0}',
      run: async (ctx) => {
        const c = ctx.client('data-api');
        const a = await c.getAlkanes!({});
        const b = await c.getAlkanes!({ limit: 50, offset: 0 });
        assert(canonical(a.data) === canonical(b.data), 'get-alkanes {} and {limit: 50, offset: 0} answered differently');
      },
    },
    {
      name: 'unkeyed call to a key-only route: HTTP 401 INVALID_API_KEY',
      run: async (ctx) => {
        const err = await ctx.client('data-api', ctx.gwUnkeyed).getAlkanes!({}).then(
          () => undefined,
          (e: Error & { status?: number }) => e,
        );
        assert(err, 'an unkeyed get-alkanes call succeeded');
        assert(err.name === 'InvalidApiKeyError' && err.status === 401, `expected InvalidApiKeyError (401), got ${err.name}: ${err.message}`);
      },
    },
  ],
});
