import type { MempoolClient } from '@gw/mempool';
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'mempool',
  operation: 'mempool_raw',
  rules: [{ name: 'hex is a non-empty even-length hex string', check: (data) => assert(/^([0-9a-fA-F]{2})+$/.test((data as { hex: string }).hex), 'hex is empty or malformed') }],
  scenarios: [
    {
      name: 'unknown txid: JSON-RPC error -32000',
      run: async (ctx) => {
        const f = ctx.fixtures.find((x) => x.surface === 'mempool' && x.operation === 'mempool_raw' && x.case === 'unknown-txid');
        assert(f, 'fixture mempool_raw/unknown-txid is missing');
        try {
          await ctx.client<MempoolClient>('mempool').mempoolRaw((f.request.body as { params: { txid: string } }).params);
        } catch (e) {
          const x = e as Error & { code?: number };
          assert(x.name === 'JsonRpcFailure' && x.code === -32000, `expected -32000, got ${x.name} ${String(x.code)}`);
          return;
        }
        throw new Error('an unknown txid answered a success');
      },
    },
  ],
});
