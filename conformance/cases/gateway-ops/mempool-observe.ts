// gateway-ops mempool-observe (seed 002 §Bitcoin mempool; §Authentication 5; §States and transitions).
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'gateway-ops',
  operation: 'mempool-observe',
  rules: [
    {
      name: 'an accepted transaction is resident with origin edge, provisional true (when the answer says)',
      check: (data) => {
        const r = (data ?? {}) as { origin?: unknown; provisional?: unknown };
        if (r.origin !== undefined) assert(r.origin === 'edge', `origin must be edge, got ${JSON.stringify(r.origin)}`);
        if (r.provisional !== undefined) assert(r.provisional === true, 'provisional must be true');
      },
    },
  ],
  scenarios: [
    {
      name: 'a key that is not admin-flagged: HTTP 403',
      run: async (ctx) => {
        const body = ctx.fixtures.find((f) => f.operation === 'mempool-observe' && f.case === 'non-admin')?.request.body;
        assert(body, 'fixture mempool-observe/non-admin is missing');
        const err = await ctx.client('gateway-ops').mempoolObserve!(body).then(
          () => undefined,
          (e: Error & { status?: number }) => e,
        );
        assert(err?.name === 'AdminRequiredError' && err.status === 403, `expected AdminRequiredError (403), got ${err?.name ?? 'a success'}`);
      },
    },
  ],
});
