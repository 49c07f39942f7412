import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'espo',
  operation: 'ammdata.get_best_mev_swap',
  rules: [
    {
      name: 'the cycle starts and ends in the token; profit = amount_out - amount_in',
      check: (data) => {
        const d = data as {
          ok: boolean;
          token?: string;
          amount_in?: string;
          amount_out?: string;
          profit?: string;
          hops?: Array<{ token_in: string; token_out: string }>;
        };
        if (d.ok === false) return;
        if (d.hops?.length) assert(d.hops[0]!.token_in === d.token && d.hops[d.hops.length - 1]!.token_out === d.token, 'not a cycle on the token');
        assert(BigInt(d.profit!) === BigInt(d.amount_out!) - BigInt(d.amount_in!), 'profit is not amount_out - amount_in');
      },
    },
  ],
});
