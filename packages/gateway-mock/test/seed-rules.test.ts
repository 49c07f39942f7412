import { decodeViewResponse, encodeViewRequest } from '@gw/btcusd';
import { fixturesDir } from '@gw/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticHash } from '../src/behaviours/index.js';
import { DEFAULT_WORLD } from '../src/behaviours/world/file.js';
import { type MockGateway, startMockGateway } from '../src/index.js';
import { get, rpc } from './raw.js';

// Every computed seed rule of issue 12 item 2, over raw HTTP against the local gateway with the mainnet fixture set
// (the recorded exchanges stay as they are; these requests are ones no fixture records).
const apiKey = 'gwtest-rules-key';
let mock: MockGateway;
let world: MockGateway;
const k = `/v4/${apiKey}`;

beforeAll(async () => {
  mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: fixturesDir });
  // A world whose first pool has more swaps than the 20000 cap, and a mempool larger than the 5000 clamp.
  const big = { ...DEFAULT_WORLD, pools: [{ ...DEFAULT_WORLD.pools[0]!, swaps: 20003 }], mempool: 5003 };
  world = await startMockGateway({ network: 'mainnet', apiKey, fixtures: [], worldSeed: 11, world: big });
});
afterAll(async () => {
  await mock?.close();
  await world?.close();
});

describe('OPI (seed 000 §Errors 2; statuses per observed.md §2)', () => {
  it('block not indexed yet above the indexed height: activity, rpc results, activity hash; balance_on_block above indexed + 1', async () => {
    const h = Number((await get(mock.url, `${k}/opi/v1/brc20/block_height`)).text);
    expect(h).toBe(921004); // the recorded height
    for (const route of ['activity_on_block', 'bitcoin_rpc_results_on_block', 'get_hash_of_all_activity']) {
      const r = await get(mock.url, `${k}/opi/v1/brc20/${route}?block_height=${h + 1}`);
      expect([route, r.status, r.json]).toEqual([route, 400, { error: 'block not indexed yet', result: null }]);
      expect((await get(mock.url, `${k}/opi/v1/brc20/${route}?block_height=${h}`)).json?.error).not.toBe('block not indexed yet');
    }
    const pk = '5120fcfc';
    const at = (x: number) => get(mock.url, `${k}/opi/v1/brc20/balance_on_block?block_height=${x}&pkscript=${pk}&ticker=ordi`);
    expect((await at(h + 2)).json).toEqual({ error: 'block not indexed yet', result: null });
    expect((await at(h + 1)).json?.error).not.toBe('block not indexed yet');
  });
  it("the indexed height is the world's OPI height (its tip less OPI's lag) when a world runs", async () => {
    const tip = Number((await get(world.url, `${k}/opi/v1/brc20/block_height`)).text);
    expect(tip).toBe(world.world!.height('opi'));
    expect((await get(world.url, `${k}/opi/v1/brc20/activity_on_block?block_height=${tip + 1}`)).status).toBe(400);
  });
  it('event without inscription_id: inscription_id is required', async () => {
    const r = await get(mock.url, `${k}/opi/v1/brc20/event`);
    expect([r.status, r.json]).toEqual([400, { error: 'inscription_id is required', result: null }]);
  });
});

describe('orderbook (seed 000 §Errors 3)', () => {
  it('an unknown order is HTTP 404', async () => {
    const r = await get(mock.url, `${k}/orderbook/order/lending/never-seen-${Date.now()}`);
    expect([r.status, r.json]).toEqual([404, { error: 'order not found' }]);
  });
});

describe('reorg helper (seed 002 §Reorg helper)', () => {
  it('GET on the path is a plain-text usage page', async () => {
    const r = await get(mock.url, `${k}/reorg/123`);
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^text\/plain/);
    expect(r.text).toMatch(/getblockhash/);
    expect(r.text).toMatch(/123/);
  });
  it('synthetic hashes for any N and any height above it', async () => {
    for (const [n, h] of [
      [0, 1],
      [17, 18],
      [500000, 123456789],
      [921004, 921005],
    ] as const) {
      const r = await rpc(mock.url, `${k}/reorg/${n}`, 'getblockhash', [h]);
      expect(r.result).toBe(`${'f'.repeat(48)}${h.toString(16).padStart(16, '0')}`);
      expect(r.result).toBe(syntheticHash(h));
      expect(r.error).toBeNull();
      expect((await rpc(mock.url, `${k}/reorg/${n}`, 'getblockcount')).result).toBe(n);
    }
  });
  it('with a world, the real hash at or below N is the world chain', async () => {
    const w = world.world!;
    const n = w.tip - 5;
    expect((await rpc(world.url, `${k}/reorg/${n}`, 'getblockhash', [n])).result).toBe(w.blockHash(n));
    expect((await rpc(world.url, `${k}/reorg/${n}`, 'getbestblockhash')).result).toBe(w.blockHash(n));
    expect((await rpc(world.url, `${k}/reorg/${n}`, 'getblockhash', [n + 1])).result).toBe(syntheticHash(n + 1));
  });
});

describe('BTC/USD views (seed 001 rules 3 and 5, Errors 2 and 3)', () => {
  const view = (g: MockGateway, name: string, hex: string) => rpc(g.url, `${k}/btcusd`, 'metashrew_view', [name, hex, 'latest']);
  it('an empty or truncated request answers the default message: found false, no error', async () => {
    for (const [name, hex] of [
      ['getprice', '0x'],
      ['getprice', '0x0a0608'],
      ['getreserves', '0x0a'],
      ['getpool', '0x0a0'],
    ] as const) {
      const r = await view(mock, name, hex);
      expect(r.error).toBeUndefined();
      expect(r.result).toBe('0x');
      expect((decodeViewResponse(name, r.result) as { found: boolean }).found).toBe(false);
    }
    const w = await view(world, 'getpoolstate', '0x');
    expect(decodeViewResponse('getpoolstate', w.result).found).toBe(false);
  });
  it('an unsupported candle bucket: ok false with supported_buckets [3600, 86400]', async () => {
    for (const bucket of [1, 600, 7200]) {
      const r = await view(mock, 'getcandles', encodeViewRequest('getcandles', { pool: { block: 4, tx: 1800n }, bucket }));
      const c = decodeViewResponse('getcandles', r.result);
      expect([c.ok, c.bucket, c.supportedBuckets]).toEqual([false, bucket, [3600, 86400]]);
    }
    const ok = decodeViewResponse(
      'getcandles',
      (await view(world, 'getcandles', encodeViewRequest('getcandles', { pool: { block: 4, tx: 1778n }, bucket: 3600 }))).result,
    );
    expect(ok.ok).toBe(true);
  });
  it('getswaps and getpools without a limit return everything, capped at 20000', async () => {
    const swaps = decodeViewResponse('getswaps', (await view(world, 'getswaps', encodeViewRequest('getswaps', { pool: { block: 4, tx: 1778n } }))).result);
    expect([swaps.ok, swaps.total, swaps.swaps.length, swaps.hasMore, swaps.limit]).toEqual([true, 20003, 20000, true, 20000]);
    const two = decodeViewResponse(
      'getswaps',
      (await view(world, 'getswaps', encodeViewRequest('getswaps', { pool: { block: 4, tx: 1778n }, limit: 2 }))).result,
    );
    expect(two.swaps.map((s) => s.priceQ)).toEqual(swaps.swaps.slice(0, 2).map((s) => s.priceQ));
    const pools = decodeViewResponse('getpools', (await view(world, 'getpools', '0x')).result);
    expect([pools.ok, pools.total, pools.pools.length, pools.hasMore]).toEqual([true, 1, 1, false]);
  });
});

describe('mempool and Ethereum mempool (seed 002 §Mempool, §Errors)', () => {
  it('mempool_txids: the limit is clamped to 5000', async () => {
    const r = await rpc(world.url, `${k}/mempool`, 'mempool_txids', { limit: 100000 });
    expect([r.result.txids.length, r.result.count]).toEqual([5000, 5003]);
  });
  it('mempool_entries: more than 5000 txids is -32602', async () => {
    const txids = Array.from({ length: 5001 }, (_, i) => i.toString(16).padStart(64, '0'));
    expect((await rpc(mock.url, `${k}/mempool`, 'mempool_entries', { txids })).error.code).toBe(-32602);
    expect((await rpc(mock.url, `${k}/mempool`, 'mempool_entries', { txids: txids.slice(0, 5000) })).result.missing).toHaveLength(5000);
  });
  it('positional params on object-params endpoints: -32602 (mempool, eth mempool, forex, espo)', async () => {
    for (const [path, method] of [
      ['mempool', 'mempool_info'],
      ['ethereum/mempool', 'mempool_info'],
      ['forex', 'forex_rates'],
      ['espo', 'get_espo_height'],
    ] as const)
      expect([path, (await rpc(mock.url, `${k}/${path}`, method, [])).error?.code]).toEqual([path, -32602]);
  });
  it('an unknown method: -32601', async () => {
    for (const path of ['mempool', 'ethereum/mempool', 'forex', 'espo', 'btcusd'])
      expect([path, (await rpc(mock.url, `${k}/${path}`, 'no_such_method', {})).error?.code]).toEqual([path, -32601]);
  });
  it('Ethereum mempool_entry for a non-resident tx: -32000', async () => {
    const r = await rpc(mock.url, `${k}/ethereum/mempool`, 'mempool_entry', { txid: `0x${'ab'.repeat(32)}` });
    expect(r.error.code).toBe(-32000);
  });
});
