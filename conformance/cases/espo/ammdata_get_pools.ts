import type { EspoClient } from '@gw/espo';
import { assert, defineCase } from '../../src/case.js';

type Paged = { ok: boolean; page: number; limit: number; total: number; has_more: boolean; pools: unknown };
const count = (v: unknown) => (Array.isArray(v) ? v.length : Object.keys(v as object).length);

export default defineCase({
  surface: 'espo',
  operation: 'ammdata.get_pools',
  rules: [
    {
      name: '0-indexed paging: at most limit items, has_more iff items remain after this page',
      check: (data) => {
        const d = data as Paged;
        if (d.ok === false) return;
        const n = count(d.pools);
        assert(n <= d.limit, `${n} items for limit ${d.limit}`);
        assert(d.has_more === d.page * d.limit + n < d.total, `has_more ${d.has_more} with page ${d.page}, limit ${d.limit}, ${n} items, total ${d.total}`);
      },
    },
  ],
  scenarios: [
    {
      name: 'walk every page with limit 2: items add up to total, has_more false on the last page; defaults page 0 limit 100',
      run: async (ctx) => {
        const fx = ctx.fixtures.find((x) => x.surface === 'espo' && x.operation === 'ammdata.get_pools' && (x.response?.body as { result?: { ok?: boolean } })?.result?.ok !== false);
        assert(fx, 'a successful ammdata.get_pools fixture is needed for the input');
        const base = { ...((fx.request.body as { params: Record<string, unknown> }).params) };
        delete base.page;
        delete base.limit;
        const c = ctx.client<EspoClient>('espo');
        const call = (p: Record<string, unknown>) => (c.ammdataGetPools as (p: unknown) => Promise<{ data: unknown }>)(p).then((r) => r.data as Paged);
        const dflt = await call(base);
        assert(dflt.page === 0 && dflt.limit === 100, `defaults must be page 0, limit 100 (got ${dflt.page}, ${dflt.limit})`);
        let seen = 0;
        for (let page = 0; page < 1000; page++) {
          const r = await call({ ...base, page, limit: 2 });
          assert(r.page === page && r.limit === 2, 'page/limit not echoed');
          assert(r.total === dflt.total, 'total changed between pages');
          seen += count(r.pools);
          if (!r.has_more) break;
        }
        assert(seen === dflt.total, `pages held ${seen} items, total is ${dflt.total}`);
      },
    },
  ],
});
