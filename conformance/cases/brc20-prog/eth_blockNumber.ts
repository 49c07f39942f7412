import type { Brc20ProgClient } from '@gw/brc20-prog';
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'brc20-prog',
  operation: 'eth_blockNumber',
  rules: [{ name: 'a 0x quantity', check: (data) => assert(typeof data === 'string' && /^0x(0|[1-9a-f][0-9a-f]*)$/i.test(data), 'bad quantity') }],
  scenarios: [
    {
      name: 'the latest indexed block is served by number',
      run: async (ctx) => {
        const c = ctx.client<Brc20ProgClient>('brc20-prog');
        const n = (await c.ethBlockNumber()).data;
        const b = (await c.ethGetBlockByNumber([n, false])).data as { number?: string } | null;
        assert(b && BigInt(b.number!) === BigInt(n), `block ${n} not served by number`);
      },
    },
  ],
});
