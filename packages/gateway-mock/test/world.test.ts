import { decodeViewResponse, encodeViewRequest } from '@gw/btcusd';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_WORLD, validateWorldFile } from '../src/behaviours/world/file.js';
import { priceQ, World } from '../src/behaviours/world/world.js';
import { type MockGateway, startMockGateway } from '../src/index.js';
import { until } from './eth-records.js';
import { get, post, rpc } from './raw.js';

const apiKey = 'gwtest-world-key';
const k = `/v4/${apiKey}`;
const POOL = '4:1778';

describe('the simulated world is deterministic', () => {
  it('the same seed gives the same world; another seed another one', () => {
    const facts = (w: World) =>
      JSON.stringify({ tip: w.tip, pools: w.pools, holders: w.holders, mempool: w.mempool.entries(), eth: [...w.eth.resident.values()] });
    expect(facts(new World(42, 'mainnet'))).toBe(facts(new World(42, 'mainnet')));
    expect(facts(new World(42, 'mainnet'))).not.toBe(facts(new World(43, 'mainnet')));
    const a = new World(42, 'mainnet');
    const b = new World(42, 'mainnet');
    for (let i = 0; i < 25; i++) expect(JSON.stringify(a.step())).toBe(JSON.stringify(b.step()));
  });
  it('amounts are decimal strings; reserves stay positive after the swaps', () => {
    for (const p of new World(7, 'mainnet').pools) {
      for (const v of [p.reserve0, p.reserve1, p.totalSupply]) expect(v).toMatch(/^[1-9][0-9]*$/);
      for (const s of p.swaps) expect([s.amountIn, s.amountOut, s.priceQ].every((x) => /^(0|[1-9][0-9]*)$/.test(x))).toBe(true);
    }
  });
  it('the world file is checked and the errors say what to fix', () => {
    expect(validateWorldFile(DEFAULT_WORLD)).toEqual([]);
    expect(validateWorldFile({ ...DEFAULT_WORLD, block_every: 0, pools: [{ id: '4-1' }] }).join('; ')).toMatch(
      /block_every must be a positive integer.*pools\[0\]\.id must be block:tx/,
    );
  });
});

describe('one world through every surface (raw HTTP)', () => {
  let g: MockGateway;
  let w: World;
  beforeAll(async () => {
    g = await startMockGateway({ network: 'mainnet', apiKey, fixtures: [], worldSeed: 2026 });
    w = g.world!;
  });
  afterAll(async () => g?.close());
  const view = async <V extends 'getpoolstate' | 'getprice' | 'indexheight'>(name: V, req: object) =>
    decodeViewResponse(name, (await rpc(g.url, `${k}/btcusd`, 'metashrew_view', [name, encodeViewRequest(name, req as never), 'latest'])).result);

  it('the same pool reserves through btcusd getpoolstate, Espo ammdata.get_pools and the data-api pool routes', async () => {
    const st = await view('getpoolstate', { pool: { block: 4, tx: 1778n } });
    expect(st.found).toBe(true);
    const viaMain = await rpc(g.url, k, 'metashrew_view', ['getpoolstate', encodeViewRequest('getpoolstate', { pool: { block: 4, tx: 1778n } }), 'latest']);
    expect(decodeViewResponse('getpoolstate', viaMain.result)).toEqual(st);
    const espo = (await rpc(g.url, `${k}/espo`, 'ammdata.get_pools', {})).result.pools[POOL];
    const factoryId = { block: '4', tx: '65522' };
    const one = (await post(g.url, `${k}/get-pool-details`, { factoryId, poolId: { block: '4', tx: '1778' } })).json.data;
    const all = (await post(g.url, `${k}/get-all-pools-details`, { factoryId })).json.data.pools.find((p: any) => p.poolId.tx === '1778');
    const seen = [
      [st.state!.reserve0, st.state!.reserve1, st.state!.totalSupply],
      [espo.reserve0, espo.reserve1, espo.total_supply],
      [one.token0Amount, one.token1Amount, one.totalSupply],
      [all.token0Amount, all.token1Amount, all.totalSupply],
    ];
    for (const s of seen) expect(s).toEqual(seen[0]);
    expect(espo.token0).toBe(`${st.token0!.block}:${st.token0!.tx}`);
    expect(one.token1).toEqual({ block: String(st.token1!.block), tx: String(st.token1!.tx) });
  });
  it('the same price through getpoolstate, getprice and data-api get-bitcoin-price; it is the reserves ratio', async () => {
    const st = await view('getpoolstate', { pool: { block: 4, tx: 1778n } });
    const pr = await view('getprice', { pool: { block: 4, tx: 1778n } });
    expect(pr.marginalPriceQ).toBe(st.state!.marginalPriceQ);
    expect(pr.marginalPriceQ).toBe(priceQ(st.state!.reserve0, st.state!.reserve1));
    expect(pr.executedPriceQ).toBe(st.state!.lastPriceQ);
    // data-api get-bitcoin-price: USD per BTC = price_q_scale / marginal_price_q (seed 001 §Price semantics 2), to the cent
    const usd = (await post(g.url, `${k}/get-bitcoin-price`, {})).json.data.bitcoin.usd;
    expect(usd).toBe(Number(10n ** 20n / BigInt(pr.marginalPriceQ!)) / 100);
  });
  it("each indexer height is the same wherever it is read: the tip less that indexer's lag", async () => {
    const heights = {
      btcusd: [(await view('indexheight', {})).height, Number((await rpc(g.url, `${k}/btcusd`, 'metashrew_height', [])).result)],
      espo: [(await rpc(g.url, `${k}/espo`, 'get_espo_height', {})).result.height],
      opi: [Number((await get(g.url, `${k}/opi/v1/brc20/block_height`)).text)],
      brc20: [Number.parseInt((await rpc(g.url, `${k}/brc20-prog`, 'eth_blockNumber', [])).result, 16)],
      chain: [Number((await rpc(g.url, k, 'metashrew_height', [])).result), (await rpc(g.url, k, 'btc_getblockcount', [])).result],
    };
    expect(heights).toEqual({
      btcusd: [w.height('btcusd'), w.height('btcusd')],
      espo: [w.height('espo')],
      opi: [w.height('opi')],
      brc20: [w.height('brc20')],
      chain: [w.tip, w.tip],
    });
    // The built-in world trails as the embedded fixture set does (file.ts DEFAULT_WORLD.indexers).
    expect(w.tip - w.height('opi')).toBe(DEFAULT_WORLD.indexers!.opi);
  });
  it('the same mempool: mempool_info.count is the number of mempool_txids (and of the snapshot)', async () => {
    const info = (await rpc(g.url, `${k}/mempool`, 'mempool_info', {})).result;
    const txids = (await rpc(g.url, `${k}/mempool`, 'mempool_txids', {})).result;
    const snap = (await rpc(g.url, `${k}/mempool`, 'mempool_snapshot', {})).result;
    expect(info.count).toBe(DEFAULT_WORLD.mempool);
    expect([txids.count, txids.txids.length, snap.count, snap.entries.length]).toEqual([info.count, info.count, info.count, info.count]);
    const eth = (await rpc(g.url, `${k}/ethereum/mempool`, 'mempool_info', {})).result;
    expect((await rpc(g.url, `${k}/ethereum/mempool`, 'mempool_txids', {})).result.txids).toHaveLength(eth.count);
  });
});

describe('a Bitcoin block on the live stream moves the world everywhere', () => {
  it('the new tip reads the same through btcusd, Espo, OPI and the main endpoint; mined txs leave the mempool', async () => {
    const g = await startMockGateway({ network: 'mainnet', apiKey, fixtures: [], worldSeed: 8 });
    try {
      const w = g.world!;
      const before = w.tip;
      let frames: any[] = [];
      while (!frames.some((f) => f.type === 'block')) frames = [...frames, ...w.stepBitcoin()];
      const block = frames[frames.length - 1];
      expect(block.height).toBe(before + 1);
      const height = async () => [
        (await rpc(g.url, `${k}/espo`, 'get_espo_height', {})).result.height,
        Number((await get(g.url, `${k}/opi/v1/brc20/block_height`)).text),
        (await rpc(g.url, k, 'btc_getblockcount', [])).result,
        Number((await rpc(g.url, `${k}/btcusd`, 'metashrew_height', [])).result),
      ];
      // every indexer moves with the new block, keeping its distance to the tip
      const lag = DEFAULT_WORLD.indexers!;
      expect(await height()).toEqual([block.height - lag.espo!, block.height - lag.opi!, block.height, block.height - lag.btcusd!]);
      expect((await rpc(g.url, k, 'btc_getbestblockhash', [])).result).toBe(block.hash);
      const info = (await rpc(g.url, `${k}/mempool`, 'mempool_info', {})).result;
      const txids = (await rpc(g.url, `${k}/mempool`, 'mempool_txids', {})).result.txids;
      expect(txids).toHaveLength(info.count);
      const mined = frames.filter((f) => f.type === 'remove').map((f) => f.txid);
      expect(mined).toHaveLength(block.removed);
      for (const txid of mined) expect((await rpc(g.url, `${k}/mempool`, 'mempool_entry', { txid })).error.code).toBe(-32000);
      const added = frames.filter((f) => f.type === 'add' && !mined.includes(f.txid));
      expect(added.length).toBeGreaterThan(0);
      for (const f of added) expect((await rpc(g.url, `${k}/mempool`, 'mempool_entry', { txid: f.txid })).result.txid).toBe(f.txid);
      // seq runs on without a gap from the mempool's seq before the first step
      frames.forEach((f, i) => expect(f.seq).toBe(frames[0].seq + i));
    } finally {
      await g.close();
    }
  });
});

describe('live Ethereum mempool stream (--tx-rate)', () => {
  it('an added tx is then answered by mempool_entry; a block frame removes the mined txs; seq has no gap', async () => {
    // The --tx-rate timer runs on a fake clock: each tick is a step the test takes, so the first add (mined by the
    // first block, ten steps on) is asked for before that block whatever the machine's speed. Sockets stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const g = await startMockGateway({ network: 'mainnet', apiKey, fixtures: [], worldSeed: 5, txRate: 20, log: () => {} });
    const tick = () => vi.advanceTimersByTime(50); // 20 steps a second
    try {
      const ws = new WebSocket(`${g.wsUrl}${k}/ethereum/mempool/ws`);
      const frames: any[] = [];
      ws.on('message', (data) => frames.push(JSON.parse(String(data))));
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      ws.send(JSON.stringify({ op: 'subscribe', channels: ['tx', 'block'] }));
      await until(() => g.hub('eth-mempool-stream').subscriberCount === 1);
      tick();
      await until(() => frames.some((f) => f.record));
      const firstAdd = frames.find((f) => f.record).record;
      const entry = await rpc(g.url, `${k}/ethereum/mempool`, 'mempool_entry', { txid: firstAdd.hash });
      expect(entry.result).toEqual(firstAdd);
      while (!frames.some((f) => 'number' in f && 'removed' in f)) {
        tick();
        await until(() => frames.at(-1)?.seq === g.world!.eth.seq);
      }
      ws.close();
      const [hello, ...rest] = frames;
      expect(hello.instance).toBe('world-5');
      rest.forEach((f, i) => expect(f.seq).toBe(hello.seq + i + 1));
      const block = rest[rest.length - 1];
      const mined = rest.filter((f) => f.reason === 'mined').map((f) => f.hash);
      expect(block.removed).toBe(mined.length);
      expect(mined).toContain(firstAdd.hash);
      for (const hash of mined) expect((await rpc(g.url, `${k}/ethereum/mempool`, 'mempool_entry', { txid: hash })).error.code).toBe(-32000);
    } finally {
      vi.useRealTimers();
      await g.close();
    }
  });
  it('txRate 0 (the default) emits nothing: the state only moves with the stream', async () => {
    const g = await startMockGateway({ network: 'mainnet', apiKey, fixtures: [], worldSeed: 5 });
    try {
      const before = (await rpc(g.url, `${k}/ethereum/mempool`, 'mempool_info', {})).result;
      expect(before.seq).toBe(g.world!.eth.seq);
      expect(g.hub('eth-mempool-stream').size).toBe(0);
    } finally {
      await g.close();
    }
  });
});
