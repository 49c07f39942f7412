import { createGateway } from '@gw/runtime';
import type { ReorgClient } from '@gw/reorg';
import { assert, defineCase } from '../../src/case.js';
import type { LoadedFixture } from '@gw/contract';

const nOf = (f: LoadedFixture | undefined) => Number(/\/reorg\/(\d+)$/.exec(f?.request.path ?? '')?.[1] ?? NaN);

export default defineCase({
  surface: 'reorg',
  operation: 'getblockcount',
  rules: [
    {
      name: 'answers N, the height in the path',
      check: (data, { fixture }) => assert(data === nOf(fixture), `answered ${String(data)}, N is ${nOf(fixture)}`),
    },
  ],
  scenarios: [
    {
      name: 'getblockcount answers N whatever the tip (N from the fixtures, and N = 0)',
      run: async (ctx) => {
        const c = ctx.client<ReorgClient>('reorg');
        const f = ctx.fixtures.find((x) => x.surface === 'reorg');
        assert(f, 'a reorg fixture is needed for N');
        for (const n of [nOf(f), nOf(f) - 1000, 0]) {
          const r = (await c.getblockcount(undefined, { mountParams: { n: String(n) } })).data;
          assert(r === n, `N=${n}: getblockcount answered ${r}`);
        }
      },
    },
    {
      name: 'unkeyed (invalid key): HTTP 401 INVALID_API_KEY',
      run: async (ctx) => {
        const gw = createGateway({ network: ctx.network, baseUrl: ctx.gw.baseUrl, auth: { mode: 'path', apiKey: 'not-a-key' } });
        try {
          await ctx.client<ReorgClient>('reorg', gw).getblockcount(undefined, { mountParams: { n: '0' } });
        } catch (e) {
          assert((e as Error).name === 'InvalidApiKeyError', `expected InvalidApiKeyError, got ${(e as Error).name}`);
          return;
        }
        throw new Error('an invalid key was served');
      },
    },
  ],
});
