// orderbook snapshot (seed 000 §Orderbook read API; §States and transitions).
import { assert, defineCase } from '../../src/case.js';

/** Seed 000 §States and transitions: open, matched and pending are non-terminal and the only ones in a snapshot. */
const NON_TERMINAL = ['open', 'matched', 'pending'];

export default defineCase({
  surface: 'orderbook',
  operation: 'snapshot',
  rules: [
    {
      name: 'a snapshot holds only non-terminal orders (open, matched, pending)',
      check: (data) => {
        for (const [i, o] of (data as { orders: Array<{ status?: unknown; id?: unknown }> }).orders.entries()) {
          if (o.status !== undefined)
            assert(NON_TERMINAL.includes(o.status as string), `order ${i} (${String(o.id)}): status ${JSON.stringify(o.status)} is terminal or unknown`);
        }
      },
    },
    {
      name: 'the snapshot echoes the requested market topic',
      check: (data, { fixture }) => {
        const want = fixture?.request.query?.market;
        if (want !== undefined) assert((data as { market: string }).market === want, `asked for ${want}, got ${(data as { market: string }).market}`);
      },
    },
  ],
  scenarios: [
    {
      name: 'the whole book holds only non-terminal orders',
      run: async (ctx) => {
        const market = ctx.fixtures.find((f) => f.operation === 'snapshot' && f.case === 'orbitals-book')?.request.query?.market;
        assert(market, 'fixture snapshot/orbitals-book is missing');
        const { data } = await ctx.client('orderbook').snapshot!({ market });
        const orders = (data as { orders: Array<{ status?: string }> }).orders;
        for (const o of orders) if (o.status !== undefined) assert(NON_TERMINAL.includes(o.status), `status ${o.status} in a snapshot`);
      },
    },
  ],
});
