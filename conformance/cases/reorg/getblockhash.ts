import type { ReorgClient } from '@gw/reorg';
import { assert, defineCase } from '../../src/case.js';
import type { LoadedFixture } from '@gw/contract';

const nOf = (f: LoadedFixture | undefined) => Number(/\/reorg\/(\d+)$/.exec(f?.request.path ?? '')?.[1] ?? NaN);
/** Seed 002: 48 `f` characters followed by h as 16-digit zero-padded lowercase hex. */
const synthetic = (h: number) => 'f'.repeat(48) + h.toString(16).padStart(16, '0');

export default defineCase({
  surface: 'reorg',
  operation: 'getblockhash',
  rules: [
    {
      name: 'h > N: the synthetic hash; h <= N: a real (non-synthetic) hash',
      check: (data, { fixture }) => {
        const n = nOf(fixture);
        const h = ((fixture!.request.body as { params: number[] }).params ?? [])[0]!;
        if (h > n) assert(data === synthetic(h), `h=${h} > N=${n}: expected ${synthetic(h)}, got ${String(data)}`);
        else assert(typeof data === 'string' && !data.startsWith('f'.repeat(48)), `h=${h} <= N=${n}: got a synthetic hash`);
      },
    },
  ],
  scenarios: [
    {
      name: 'above N synthetic, at N the best block hash, N = 0 serves genesis and synthesizes 1',
      run: async (ctx) => {
        const c = ctx.client<ReorgClient>('reorg');
        const f = ctx.fixtures.find((x) => x.surface === 'reorg');
        assert(f, 'a reorg fixture is needed for N');
        const n = nOf(f);
        const at = (N: number) => ({ mountParams: { n: String(N) } });
        for (const h of [n + 2, n + 1000]) {
          const r = (await c.getblockhash([h], at(n))).data;
          assert(r === synthetic(h), `h=${h}: expected ${synthetic(h)}, got ${r}`);
        }
        const atN = (await c.getblockhash([n], at(n))).data;
        const best = (await c.getbestblockhash(undefined, at(n))).data;
        assert(atN === best, `getblockhash(N) ${atN} != getbestblockhash ${best}`);
        assert(!atN.startsWith('f'.repeat(48)), 'getblockhash(N) is synthetic');
        const g = (await c.getblockhash([0], at(0))).data;
        const gBest = (await c.getbestblockhash(undefined, at(0))).data;
        assert(g === gBest && !g.startsWith('f'.repeat(48)), 'N = 0: getblockhash(0) must be the real genesis hash, equal to getbestblockhash');
        const one = (await c.getblockhash([1], at(0))).data;
        assert(one === synthetic(1), `N = 0: getblockhash(1) expected ${synthetic(1)}, got ${one}`);
      },
    },
  ],
});
