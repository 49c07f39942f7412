import { type RestSurface, type RpcSurface, surfaces } from '@gw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockGateway, startMockGateway } from '../src/index.js';
import { get, post, rpc } from './raw.js';

// Computed and world answers must be valid by the spec: each is checked with the generated validators.
const apiKey = 'gwtest-valid-key';
const k = `/v4/${apiKey}`;
let g: MockGateway;
beforeAll(async () => {
  g = await startMockGateway({ network: 'mainnet', apiKey, fixtures: [], worldSeed: 99, txRate: 0 });
});
afterAll(async () => g?.close());

const rpcSurface = (name: string) => surfaces.find((s) => s.surface.name === name) as RpcSurface;
const restSurface = (name: string) => surfaces.find((s) => s.surface.name === name) as RestSurface;

async function rpcValid(surface: string, path: string, method: string, params: unknown) {
  const r = await rpc(g.url, `${k}${path}`, method, params);
  expect([surface, method, r.error]).toEqual([surface, method, undefined]);
  const validate = rpcSurface(surface).methods[method]!.validators.result!;
  expect([surface, method, validate(r.result), validate.errors ?? null]).toEqual([surface, method, true, null]);
  return r.result;
}

function restValid(surface: string, operation: string, status: number, body: unknown) {
  const v = restSurface(surface).operations[operation]!.validators.responses;
  const validate = v[String(status)] ?? v.default!;
  expect([operation, status, validate(body), validate.errors ?? null]).toEqual([operation, status, true, null]);
}

describe('computed answers are spec-valid', () => {
  it('Espo, mempool, Ethereum mempool, main endpoint, btcusd', async () => {
    await rpcValid('espo', '/espo', 'get_espo_height', {});
    await rpcValid('espo', '/espo', 'ammdata.get_pools', {});
    await rpcValid('espo', '/espo', 'get_holders', { alkane: '2:0' });
    await rpcValid('espo', '/espo', 'ammdata.get_trades', { pool: '4:1778' });
    await rpcValid('mempool', '/mempool', 'mempool_info', {});
    const { txids } = await rpcValid('mempool', '/mempool', 'mempool_txids', {});
    await rpcValid('mempool', '/mempool', 'mempool_entry', { txid: txids[0] });
    await rpcValid('mempool', '/mempool', 'mempool_snapshot', {});
    await rpcValid('eth-mempool', '/ethereum/mempool', 'mempool_info', {});
    const eth = await rpcValid('eth-mempool', '/ethereum/mempool', 'mempool_txids', {});
    await rpcValid('eth-mempool', '/ethereum/mempool', 'mempool_entry', { txid: eth.txids[0] });
    await rpcValid('eth-mempool', '/ethereum/mempool', 'mempool_recent', {});
    await rpcValid('jsonrpc', '', 'metashrew_height', []);
    await rpcValid('jsonrpc', '', 'btc_getblockcount', []);
    await rpcValid('btcusd', '/btcusd', 'metashrew_height', []);
    await rpcValid('btcusd', '/btcusd', 'metashrew_view', ['getpools', '0x', 'latest']);
  });
  it('data-api pool routes, OPI errors, orderbook 404, reorg usage', async () => {
    const factoryId = { block: '4', tx: '65522' };
    const all = await post(g.url, `${k}/get-all-pools-details`, { factoryId });
    restValid('data-api', 'get-all-pools-details', all.status, all.json);
    const one = await post(g.url, `${k}/get-pool-details`, { factoryId, poolId: { block: '4', tx: '1778' } });
    restValid('data-api', 'get-pool-details', one.status, one.json);
    const price = await post(g.url, `${k}/get-bitcoin-price`, {});
    restValid('data-api', 'get-bitcoin-price', price.status, price.json);
    const ev = await get(g.url, `${k}/opi/v1/brc20/event`);
    restValid('opi', 'event', ev.status, ev.json);
    const act = await get(g.url, `${k}/opi/v1/brc20/activity_on_block?block_height=${g.world!.tip + 9}`);
    restValid('opi', 'activity_on_block', act.status, act.json);
    const order = await get(g.url, `${k}/orderbook/order/orbitals/nope`);
    restValid('orderbook', 'order', order.status, order.json);
  });
});
