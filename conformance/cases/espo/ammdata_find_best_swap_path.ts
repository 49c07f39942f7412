import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'espo',
  operation: 'ammdata.find_best_swap_path',
  rules: [
    {
      name: 'hops chain from token_in to token_out',
      check: (data) => {
        const d = data as { ok: boolean; token_in?: string; token_out?: string; hops?: Array<{ token_in: string; token_out: string }> };
        if (d.ok === false || !d.hops?.length) return;
        assert(d.hops[0]!.token_in === d.token_in, 'first hop does not start at token_in');
        assert(d.hops[d.hops.length - 1]!.token_out === d.token_out, 'last hop does not end at token_out');
        for (let i = 1; i < d.hops.length; i++) assert(d.hops[i]!.token_in === d.hops[i - 1]!.token_out, 'hops do not chain');
      },
    },
  ],
});
