import { create, toBinary } from '@bufbuild/protobuf';
import { createGateway } from '@gw/runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockGateway, type MockGateway } from '../src/index.js';
import {
  AlkaneIdSchema,
  assessFreshness,
  checkBucket,
  createBtcusdViews,
  createFrusdViews,
  decodeViewResponse,
  encodeViewRequest,
  expectFound,
  expectOk,
  FRBTC_ID,
  FRUSD_ID,
  GetPoolStateRequestSchema,
  parseAlkaneId,
  readPoolPrices,
  ViewDecodeError,
  ViewNotFound,
  ViewRequestError,
} from '@gw/btcusd';
import { fixturesDir } from '@gw/fixtures';

const POOL = { block: 4, tx: 1778n };
const FRESH = { block: 4, tx: 1800n };
const roles = { usd: FRUSD_ID, btc: FRBTC_ID };

describe('known-answer vectors (worked by hand)', () => {
  it('GetPoolStateRequest{pool 4:1778} = 0x0a05080410f20d', () => {
    // 0a = field 1, wire type 2; 05 = length; 08 04 = block 4; 10 f2 0d = tx 1778 (0x6f2: f2 0d varint)
    expect(encodeViewRequest('getpoolstate', { pool: POOL })).toBe('0x0a05080410f20d');
    expect(encodeViewRequest('getpoolstate', create(GetPoolStateRequestSchema, { pool: parseAlkaneId('4:1778') }))).toBe('0x0a05080410f20d');
  });
  it('GetCandlesRequest{pool 4:1778, bucket 3600} = 0x0a05080410f20d10901c', () => {
    // 10 = field 2 varint; 3600 = 0xe10 -> 90 1c
    expect(encodeViewRequest('getcandles', { pool: POOL, bucket: 3600 })).toBe('0x0a05080410f20d10901c');
  });
  it('GetSwapsRequest{pool 4:1800, limit 2} = 0x0a05080410880e1802', () => {
    // 1800 = 0x708 -> 88 0e; 18 = field 3 varint
    expect(encodeViewRequest('getswaps', { pool: FRESH, limit: 2 })).toBe('0x0a05080410880e1802');
  });
  it('no-argument views and an empty init encode to 0x', () => {
    expect(encodeViewRequest('ping')).toBe('0x');
    expect(encodeViewRequest('getprice', {})).toBe('0x');
  });
  it('IndexHeightResponse 0x08b29b38 = height 921010; 0x decodes to the default message', () => {
    // 921010 = 0xe0db2 -> b2 9b 38
    expect(decodeViewResponse('indexheight', '0x08b29b38').height).toBe(921010);
    expect(decodeViewResponse('getprice', '0x').found).toBe(false);
  });
  it('AlkaneId tx is a uint64 bigint; 4:1778 round-trips', () => {
    const id = parseAlkaneId('4:1778');
    expect(toBinary(AlkaneIdSchema, id)).toEqual(Uint8Array.from([0x08, 0x04, 0x10, 0xf2, 0x0d]));
    expect(() => parseAlkaneId('4-1778')).toThrow(ViewRequestError);
    expect(() => parseAlkaneId('4294967296:1')).toThrow(/uint32/);
  });
  it('bad hex and truncated protobuf are decode errors, not not-found', () => {
    expect(() => decodeViewResponse('getprice', '0x0')).toThrow(ViewDecodeError);
    expect(() => decodeViewResponse('getprice', 'abcd')).toThrow(ViewDecodeError);
    expect(() => decodeViewResponse('getprice', '0x12050804')).toThrow(ViewDecodeError);
  });
});

describe('views against the local gateway (conformance fixtures, mainnet)', () => {
  const apiKey = 'gwtest-views-key';
  let mock: MockGateway;
  let sent = 0;
  const gw = () => createGateway({ network: 'mainnet', baseUrl: mock.url, auth: { mode: 'path', apiKey }, onExchange: () => sent++ });
  beforeAll(async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: fixturesDir });
  });
  afterAll(async () => mock?.close());

  it('ping, indexheight and metashrew_height', async () => {
    const v = createBtcusdViews(gw());
    expect((await v.ping()).message).toBe('pong');
    expect(await v.indexheight()).toEqual({ height: 921010 });
    expect(await v.metashrewHeight()).toBe(921010n);
  });

  it('getprice: found pool with executed, marginal and oracle USD/BTC via price.ts', async () => {
    const r = await createBtcusdViews(gw()).getprice({ pool: POOL });
    expect(r.found).toBe(true);
    if (!r.found) return;
    const p = readPoolPrices(r.data, { token0: 8, token1: 8 }, roles);
    expect(p).toMatchObject({ found: true, marginal: '64164.00000000', stateHeight: 921004 });
    if (p.found) expect(p.executed?.priceQ).toBe('15590000000000');
  });

  it('an empty request answers a TYPED not-found, never success with empty data', async () => {
    const v = createBtcusdViews(gw());
    const r = await v.getprice({});
    expect(r).toEqual({ found: false, view: 'getprice', supportedBuckets: [] });
    expect(() => expectFound(r, 'pool ?')).toThrow(ViewNotFound);
    expect(await v.getpoolstate({})).toMatchObject({ found: false });
    expect(await v.getblocksummary({})).toMatchObject({ found: false });
  });

  it('a truncated request (wrong wrapper length) is found false through the raw call', async () => {
    const r = await createBtcusdViews(gw()).transport.metashrewView(['getpoolstate', '0x0a06080410f20d', 'latest']);
    expect(decodeViewResponse('getpoolstate', r.data).found).toBe(false);
  });

  it('freshly seeded pool: price without executed_*, no candles, no swaps', async () => {
    const v = createBtcusdViews(gw());
    const price = expectFound(await v.getprice({ pool: FRESH }));
    expect(price.executedPriceQ).toBeUndefined();
    expect(price.marginalPriceQ).toBe('15600137281208');
    const p = readPoolPrices(price, { token0: 8, token1: 8 }, roles);
    expect(p.found && p.executed).toBeUndefined();
    expect(expectOk(await v.getcandles({ pool: FRESH, bucket: 3600 })).candles).toEqual([]);
    expect(expectOk(await v.getswaps({ pool: FRESH })).total).toBe(0);
  });

  it('getcandles refuses an unsupported bucket BEFORE sending, naming the field', async () => {
    sent = 0;
    const v = createBtcusdViews(gw());
    await expect(v.getcandles({ pool: POOL, bucket: 600 })).rejects.toMatchObject({ name: 'ViewRequestError', field: 'bucket', sent: false });
    await expect(v.getcandles({ pool: POOL })).rejects.toThrow(ViewRequestError); // bucket 0 / omitted
    expect(sent).toBe(0);
    expect(checkBucket(86400)).toBe(86400);
  });

  it("the server's own ok:false answer to an unsupported bucket is a typed result", async () => {
    const r = await createBtcusdViews(gw()).getcandles({ pool: POOL, bucket: 600 }, { allowUnsupportedBucket: true });
    expect(r).toEqual({ ok: false, view: 'getcandles', supportedBuckets: [3600, 86400] });
    expect(() => expectOk(r)).toThrow(/supported_buckets 3600, 86400/);
  });

  it('getcandles / getcandleat on the traded pool', async () => {
    const v = createBtcusdViews(gw());
    const c = expectOk(await v.getcandles({ pool: POOL, bucket: 3600 }));
    expect(c.candles.map((x) => x.trades)).toEqual([2, 1]);
    const at = expectFound(await v.getcandleat({ pool: POOL, bucket: 3600, at: 1789056600n }));
    expect(at.candle?.bucketStart).toBe(1789056000n);
  });

  it('getpools/getswaps paginate by limit; omitted limit returns everything', async () => {
    const v = createBtcusdViews(gw());
    const all = expectOk(await v.getpools());
    expect(all.pools.map((p) => `${p.pool?.block}:${p.pool?.tx}`)).toEqual(['4:1778', '4:1800']);
    expect(expectOk(await v.getpools({ canonical: true, limit: 1 })).pools).toHaveLength(1);
    const two = expectOk(await v.getswaps({ pool: POOL, limit: 2 }));
    expect([two.swaps.length, two.total, two.hasMore]).toEqual([2, 3, true]);
    expect(expectOk(await v.getswaps({ pool: POOL })).swaps).toHaveLength(3);
  });

  it('getpool, getpoolstate, getreserves, getrawvalue, getblocksummary', async () => {
    const v = createBtcusdViews(gw());
    const pool = expectFound(await v.getpool({ pool: POOL }));
    expect(pool.pool?.coin0IsToken0).toBe(false);
    const st = expectFound(await v.getpoolstate({ pool: POOL }));
    expect(st.state?.totalSupply).toBe('23113653069174808444');
    const res = expectFound(await v.getreserves({ pool: POOL }));
    expect(BigInt(res.totalSupply) > 2n ** 64n).toBe(true);
    const raw = expectFound(await v.getrawvalue({ pool: POOL, key: new TextEncoder().encode('/price_scale') }));
    let le = 0n;
    for (let i = raw.value.length - 1; i >= 0; i--) le = (le << 8n) | BigInt(raw.value[i]!);
    expect(le).toBe(64164000000000000000000n);
    expect(expectFound(await v.getblocksummary({ height: 921004 })).swapCount).toBe(1);
  });

  it('pool stamp trails metashrew_height (rule 7); indexheight is not used for liveness', async () => {
    const v = createBtcusdViews(gw());
    const price = expectFound(await v.getprice({ pool: POOL }));
    const f = assessFreshness({ metashrewHeight: await v.metashrewHeight(), poolStamp: price.stateHeight!, tipHeight: 921010 });
    expect(f).toMatchObject({ consistent: true, poolIdleBlocks: 6n, indexLag: 0n });
  });

  it('any ViewTransport works (e.g. the main endpoint client for the keyless fallback)', async () => {
    const calls: unknown[] = [];
    const v = createBtcusdViews({
      metashrewView: vi.fn(async (p) => (calls.push(p), { data: '0x0a04706f6e67' })),
      metashrewHeight: vi.fn(async () => ({ data: '5' })),
    });
    expect((await v.ping()).message).toBe('pong');
    expect(calls).toEqual([['ping', '0x', 'latest']]);
    expect(await v.metashrewHeight()).toBe(5n);
  });

  it('frusd views: deposits by recipient (fr_amount big-endian uint256) and index height', async () => {
    const fr = createFrusdViews(gw());
    const script = Uint8Array.from(Buffer.from('5120475c097fdebbc6900e42d6fc8603d2f6030f43a77bfe02b9547a32ecb2df342e', 'hex'));
    const deps = await fr.depositsByRecipient(script);
    expect(deps.map((d) => [d.paymentId, d.frAmount, d.confirmed])).toEqual([
      [41n, 99701199000n, true],
      [57n, 250000000000n, true],
    ]);
    expect(await fr.indexHeight()).toBe(21641200n);
  });
});
