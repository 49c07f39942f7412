import { type JsonrpcClient, prepareJsonrpc } from '@gw/jsonrpc';
import { assert, defineCase, fixtureOf } from '../../src/case.js';

export default defineCase({
  surface: 'jsonrpc',
  operation: 'btc_getblockcount',
  rules: [{ name: 'a non-negative integer', check: (data) => assert(Number.isInteger(data) && (data as number) >= 0, 'bad height') }],
  scenarios: [
    {
      name: 'batch: answers in call order (blockcount, genesis hash, metashrew height)',
      run: async (ctx) => {
        const genesis = fixtureOf(ctx, 'jsonrpc', 'btc_getblockhash', 'genesis');
        const c = ctx.client<JsonrpcClient>('jsonrpc');
        const r = await c.batch([
          prepareJsonrpc('btc_getblockcount', []),
          prepareJsonrpc('btc_getblockhash', [0]),
          prepareJsonrpc('metashrew_height', []),
        ] as const);
        const [count, hash, height] = r.data;
        assert(count.ok && typeof count.data === 'number', 'slot 0 is not a block count');
        assert(hash.ok && hash.data === (genesis.response!.body as { result: string }).result, 'slot 1 is not the genesis hash');
        assert(height.ok && typeof height.data === 'string', 'slot 2 is not the metashrew height string');
      },
    },
  ],
});
