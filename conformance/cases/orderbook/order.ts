// orderbook order (seed 000 §Orderbook read API; §Errors 3: HTTP 404 order not found).
import { assert, defineCase } from '../../src/case.js';

/** source and id from a fixture path /v4/{apiKey}/orderbook/order/{source}/{id}. */
const idsOf = (path: string | undefined) => {
  const m = /\/orderbook\/order\/([^/]+)\/([^/]+)$/.exec(path ?? '');
  return m ? { source: decodeURIComponent(m[1]!), id: decodeURIComponent(m[2]!) } : undefined;
};

export default defineCase({
  surface: 'orderbook',
  operation: 'order',
  bind: {
    // An order on record leaves the book: ask the target's orbitals book for an order it holds.
    found: [
      { into: '/id', from: { operation: 'snapshot', input: { market: 'orbitals:mainnet:book:*' } }, list: '/orders', field: 'id', subject: 'orbitals order' },
    ],
  },
  rules: [
    {
      name: 'the envelope is the order asked for',
      check: (data, { fixture }) => {
        const want = idsOf(fixture?.request.path);
        const o = data as { source?: string; id?: string };
        if (want && o.id !== undefined) assert(o.id === want.id, `asked for ${want.id}, got ${o.id}`);
        if (want && o.source !== undefined) assert(o.source === want.source, `asked for source ${want.source}, got ${o.source}`);
      },
    },
  ],
  scenarios: [
    {
      name: 'an unknown order: HTTP 404',
      run: async (ctx) => {
        const ids = idsOf(ctx.fixtures.find((f) => f.operation === 'order' && f.case === 'unknown')?.request.path);
        assert(ids, 'fixture order/unknown is missing');
        const err = await ctx.client('orderbook').order!(ids).then(
          () => undefined,
          (e: Error & { status?: number }) => e,
        );
        assert(err?.name === 'HttpError' && err.status === 404, `expected HttpError 404, got ${err?.name ?? 'a success'} ${String(err?.status)}`);
      },
    },
  ],
});
