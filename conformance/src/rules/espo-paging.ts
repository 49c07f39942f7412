import { assert, type CaseFile } from '../case.js';

type Paged = { ok: boolean; page: number; limit: number; total: number; has_more: boolean } & Record<string, unknown>;
const count = (v: unknown) => (Array.isArray(v) ? v.length : Object.keys(v as object).length);

/**
 * Espo pagination (seed 002 §Espo: 0-indexed, defaults page 0 and limit 100, `total` and `has_more`) for one
 * paged method whose page of results sits under `itemsKey`.
 */
export function espoPaging(operation: string, clientMethod: string, itemsKey: string): Pick<CaseFile, 'rules' | 'scenarios'> {
  return {
    rules: [
      {
        name: '0-indexed paging: at most limit items, has_more iff items remain after this page',
        check: (data) => {
          const d = data as Paged;
          if (d.ok === false) return;
          const n = count(d[itemsKey]);
          assert(n <= d.limit, `${n} items for limit ${d.limit}`);
          assert(d.has_more === d.page * d.limit + n < d.total, `has_more ${d.has_more} with page ${d.page}, limit ${d.limit}, ${n} items, total ${d.total}`, {
            pointer: '/has_more',
            check: 'espo-paging-has-more',
          });
        },
      },
    ],
    scenarios: [
      {
        name: 'walk every page with limit 2: items add up to total, has_more false on the last page; defaults page 0 limit 100',
        run: async (ctx) => {
          const fx = ctx.fixtures.find(
            (x) => x.surface === 'espo' && x.operation === operation && (x.response?.body as { result?: { ok?: boolean } })?.result?.ok !== false,
          );
          assert(fx, `a successful ${operation} fixture is needed for the input`);
          const base = { ...(fx.request.body as { params: Record<string, unknown> }).params };
          delete base.page;
          delete base.limit;
          const method = ctx.client('espo')[clientMethod] as (p: unknown) => Promise<{ data: unknown }>;
          const call = (p: Record<string, unknown>) => method(p).then((r) => r.data as Paged);
          const dflt = await call(base);
          assert(dflt.page === 0, `the default page must be 0 (got ${dflt.page})`, { pointer: '/result/page', check: 'espo-paging-zero-based' });
          assert(dflt.limit === 100, `the default limit must be 100 (got ${dflt.limit})`, { pointer: '/result/limit' });
          let seen = 0;
          for (let page = 0; page < 1000; page++) {
            const r = await call({ ...base, page, limit: 2 });
            assert(r.page === page, `page ${page} echoed as ${r.page}`, { pointer: '/result/page', check: 'espo-paging-zero-based' });
            assert(r.limit === 2, `limit 2 echoed as ${r.limit}`, { pointer: '/result/limit' });
            assert(r.total === dflt.total, 'total changed between pages');
            seen += count(r[itemsKey]);
            if (!r.has_more) break;
          }
          assert(seen === dflt.total, `pages held ${seen} items, total is ${dflt.total}`);
        },
      },
    ],
  };
}
