import type { EthMempoolClient } from '@gw/eth-mempool';
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'eth-mempool',
  operation: 'mempool_entry',
  rules: [
    {
      name: 'answers the hash asked for; selector empty iff no calldata',
      check: (data, { fixture }) => {
        const d = data as { hash: string; selector: string; input_len: number };
        const asked = (fixture?.request.body as { params?: { txid?: string } })?.params?.txid;
        if (asked) assert(d.hash.toLowerCase() === asked.toLowerCase(), 'another hash answered');
        assert((d.selector === '') === (d.input_len < 4), 'selector and input_len disagree');
      },
    },
  ],
  scenarios: [
    {
      name: 'not resident: JSON-RPC error -32000',
      run: async (ctx) => {
        const f = ctx.fixtures.find((x) => x.surface === 'eth-mempool' && x.operation === 'mempool_entry' && x.case === 'unknown-txid');
        assert(f, 'fixture eth-mempool mempool_entry/unknown-txid is missing');
        try {
          await ctx.client<EthMempoolClient>('eth-mempool').mempoolEntry((f.request.body as { params: { txid: string } }).params);
        } catch (e) {
          const x = e as Error & { code?: number };
          assert(x.name === 'JsonRpcFailure' && x.code === -32000, `expected -32000, got ${x.name} ${String(x.code)}`);
          return;
        }
        throw new Error('a non-resident hash answered a success');
      },
    },
  ],
});
