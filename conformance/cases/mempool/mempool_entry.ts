import type { MempoolClient } from '@gw/mempool';
import { createGateway } from '@gw/runtime';
import { assert, defineCase, failureOf, fixtureOf } from '../../src/case.js';

export default defineCase({
  surface: 'mempool',
  operation: 'mempool_entry',
  bind: {
    // A txid resident when recorded is long mined on a live target: ask the target for one it holds.
    resident: [{ into: '/txid', from: { operation: 'mempool_txids', input: { limit: 100 } }, list: '/txids', subject: 'resident transaction' }],
    'with-hex': [{ into: '/txid', from: { operation: 'mempool_txids', input: { limit: 100 } }, list: '/txids', subject: 'resident transaction' }],
  },
  rules: [
    {
      name: 'answers the txid asked for; fee and feerate come together',
      check: (data, { fixture }) => {
        const d = data as Record<string, unknown>;
        const asked = (fixture?.request.body as { params?: { txid?: string } })?.params?.txid;
        if (asked) assert(d.txid === asked, `asked ${asked}, got ${String(d.txid)}`);
        assert('fee' in d === 'feerate' in d, 'fee and feerate must both be present or both absent');
      },
    },
  ],
  scenarios: [
    {
      name: 'unknown txid: JSON-RPC error -32000',
      run: async (ctx) => {
        const f = fixtureOf(ctx, 'mempool', 'mempool_entry', 'unknown-txid');
        const txid = (f.request.body as { params: { txid: string } }).params.txid;
        const e = await failureOf(ctx.client<MempoolClient>('mempool').mempoolEntry({ txid }));
        assert(e.name === 'JsonRpcFailure' && e.code === -32000, `expected JsonRpcFailure -32000, got ${e.name} ${String(e.code)}: ${e.message}`);
      },
    },
    {
      name: 'a resident txid from mempool_txids answers its entry',
      run: async (ctx) => {
        const c = ctx.client<MempoolClient>('mempool');
        const { txids } = (await c.mempoolTxids({ limit: 1 })).data;
        if (!txids.length) return;
        const e = (await c.mempoolEntry({ txid: txids[0]! })).data;
        assert(e.txid === txids[0], 'entry answers another txid');
      },
    },
    {
      name: 'the key is required: a wrong key gets HTTP 401 INVALID_API_KEY',
      run: async (ctx) => {
        const gw = createGateway({ network: ctx.network, baseUrl: ctx.gw.baseUrl, auth: { mode: 'path', apiKey: 'wrong-key' } });
        const e = await failureOf(ctx.client<MempoolClient>('mempool', gw).mempoolInfo());
        assert(e.name === 'InvalidApiKeyError' && e.status === 401, `expected InvalidApiKeyError 401, got ${e.name}: ${e.message}`);
      },
    },
    {
      name: 'raw: an unknown method answers -32601, a positional array -32602',
      run: async (ctx) => {
        const url = `${ctx.gw.baseUrl}/v4/${encodeURIComponent(ctx.apiKey)}/mempool`;
        const post = async (body: unknown) =>
          (await (await ctx.fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as {
            error?: { code: number };
            id?: unknown;
          };
        const a = await post({ jsonrpc: '2.0', method: 'mempool_no_such_method', params: {}, id: 7 });
        assert(a.error?.code === -32601, `unknown method: expected -32601, got ${JSON.stringify(a)}`);
        assert(a.id === 7, 'the id must be echoed');
        const b = await post({ jsonrpc: '2.0', method: 'mempool_entry', params: ['00'.repeat(32)], id: 8 });
        assert(b.error?.code === -32602, `positional params: expected -32602, got ${JSON.stringify(b)}`);
      },
    },
  ],
});
