import type { JsonrpcClient } from '@gw/jsonrpc';
import { createGateway } from '@gw/runtime';
import { assert, defineCase, failureOf } from '../../src/case.js';

export default defineCase({
  surface: 'jsonrpc',
  operation: 'btc_getblockhash',
  scenarios: [
    {
      name: 'raw: an unknown method answers -32601 and echoes the id',
      run: async (ctx) => {
        const res = await ctx.fetch(`${ctx.gw.baseUrl}/v4/${encodeURIComponent(ctx.apiKey)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', method: 'btc_no_such_method', params: [], id: 'x1' }),
        });
        const body = (await res.json()) as { error?: { code: number }; id?: unknown };
        assert(body.error?.code === -32601, `expected -32601, got ${JSON.stringify(body)}`);
        assert(body.id === 'x1', 'id not echoed');
      },
    },
    {
      name: 'an invalid key in the path: HTTP 401 INVALID_API_KEY',
      run: async (ctx) => {
        const gw = createGateway({ network: ctx.network, baseUrl: ctx.gw.baseUrl, auth: { mode: 'path', apiKey: 'wrong-key' } });
        const e = await failureOf(ctx.client<JsonrpcClient>('jsonrpc', gw).btcGetblockhash([0]));
        assert(e.name === 'InvalidApiKeyError', `expected InvalidApiKeyError, got ${e.name}: ${e.message}`);
      },
    },
    {
      name: 'a height that is not an integer is refused by the client',
      run: async (ctx) => {
        const e = await failureOf(ctx.client<JsonrpcClient>('jsonrpc').btcGetblockhash(['tip' as unknown as number]));
        assert(e.name === 'RequestValidationError', `expected RequestValidationError, got ${e.name}`);
      },
    },
  ],
});
