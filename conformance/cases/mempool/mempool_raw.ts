import type { MempoolClient } from '@gw/mempool';
import { assert, defineCase, failureOf, fixtureOf } from '../../src/case.js';

export default defineCase({
  surface: 'mempool',
  operation: 'mempool_raw',
  bind: {
    // A txid resident when recorded is long mined on a live target: ask the target for one it holds.
    resident: [{ into: '/txid', from: { operation: 'mempool_txids', input: { limit: 100 } }, list: '/txids', subject: 'resident transaction' }],
  },
  rules: [
    {
      name: 'hex is a non-empty even-length hex string',
      check: (data) => assert(/^([0-9a-fA-F]{2})+$/.test((data as { hex: string }).hex), 'hex is empty or malformed'),
    },
  ],
  scenarios: [
    {
      name: 'unknown txid: JSON-RPC error -32000',
      run: async (ctx) => {
        const f = fixtureOf(ctx, 'mempool', 'mempool_raw', 'unknown-txid');
        const x = await failureOf(ctx.client<MempoolClient>('mempool').mempoolRaw((f.request.body as { params: { txid: string } }).params));
        assert(x.name === 'JsonRpcFailure' && x.code === -32000, `expected -32000, got ${x.name} ${String(x.code)}`);
      },
    },
  ],
});
