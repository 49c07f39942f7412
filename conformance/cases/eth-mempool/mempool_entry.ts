import type { EthMempoolClient } from '@gw/eth-mempool';
import { assert, defineCase, failureOf, fixtureOf } from '../../src/case.js';

export default defineCase({
  surface: 'eth-mempool',
  operation: 'mempool_entry',
  bind: {
    // A txid resident when recorded is long mined on a live target: ask the target for one it holds. Three, as the
    // recorded listing asks: a fixture set without a world answers only that listing, which holds the recorded txid.
    resident: [{ into: '/txid', from: { operation: 'mempool_txids', input: { limit: 3 } }, list: '/txids', subject: 'resident transaction' }],
  },
  rules: [
    {
      name: 'answers the hash asked for; selector empty iff no calldata',
      check: (data, { fixture }) => {
        const d = data as { hash: string; selector: string; input_len: number };
        const asked = (fixture?.request.body as { params?: { txid?: string } })?.params?.txid;
        if (asked) assert(d.hash.toLowerCase() === asked.toLowerCase(), 'another hash answered');
        assert((d.selector === '') === d.input_len < 4, 'selector and input_len disagree');
      },
    },
  ],
  scenarios: [
    {
      name: 'not resident: JSON-RPC error -32000',
      run: async (ctx) => {
        const f = fixtureOf(ctx, 'eth-mempool', 'mempool_entry', 'unknown-txid');
        const x = await failureOf(ctx.client<EthMempoolClient>('eth-mempool').mempoolEntry((f.request.body as { params: { txid: string } }).params));
        assert(x.name === 'JsonRpcFailure' && x.code === -32000, `expected -32000, got ${x.name} ${String(x.code)}`);
      },
    },
  ],
});
