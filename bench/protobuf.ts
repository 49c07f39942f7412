// protobuf: two views through the views client (packages/btcusd: request encoded by the generated encoder, answer
// hex-decoded and parsed by the generated decoder), each against protobufjs static code from the same .proto doing
// the same work (request encoded to hex, answer Buffer.from(hex) + decode):
// - getswaps, a 20000-swap answer (about 2 MB): target views <= 1.2 x protobufjs (issue 25);
// - getpool, one pool and its state (about 430 bytes), 2000 calls per round: target views <= 1.5 x protobufjs.
// Also protobuf-es `fromBinary` alone and the generated decoder alone on the getswaps bytes. Method: bench/README.md.
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { createBtcusdViews, decodeMessage, decodeViewResponse, GetPoolResponseSchema, GetSwapsResponseSchema, toHex0x, type ViewTransport } from '@gw/btcusd';
import { loadPbjsCryptoswap } from './lib/pbjs.js';
import { printFigures } from './lib/figures.js';
import { interleave, report, roundsArg } from './lib/measure.js';

const SWAPS = 20000;
const txid = (i: number) => Uint8Array.from({ length: 32 }, (_, k) => (i * 31 + k * 7) & 255);
const answer = create(GetSwapsResponseSchema, {
  ok: true,
  pool: { block: 2, tx: 1778n },
  page: 0,
  limit: SWAPS,
  total: SWAPS,
  hasMore: false,
  priceQScale: '1000000000000000000',
  swaps: Array.from({ length: SWAPS }, (_, i) => ({
    timestamp: 1_760_000_000n + BigInt(i),
    height: 880_000 + (i >> 4),
    txid: txid(i),
    vout: i % 4,
    tokenIn: { block: 2, tx: 0n },
    amountIn: String(100_000_000n + BigInt(i) * 12_345n),
    tokenOut: { block: 32, tx: 0n },
    amountOut: String(987_654_321n + BigInt(i) * 777n),
    priceQ: String(95_123_000_000_000_000_000n + BigInt(i)),
    zeroForOne: i % 2 === 0,
  })),
});
const bytes = toBinary(GetSwapsResponseSchema, answer);
const hex = toHex0x(bytes);
console.log(`getswaps answer: ${SWAPS} swaps, ${bytes.length} bytes, ${hex.length} hex characters`);

type PbjsMessage = { decode(b: Uint8Array): Record<string, unknown>; encode(m: object): { finish(): Uint8Array } };
const pbjs = (await loadPbjsCryptoswap()) as { alspo: { cryptoswap: { v1: Record<string, PbjsMessage> } } };
const PbjsGetSwaps = pbjs.alspo.cryptoswap.v1.GetSwapsResponse!;
const PbjsGetSwapsRequest = pbjs.alspo.cryptoswap.v1.GetSwapsRequest!;
const transport: ViewTransport = {
  metashrewView: async () => ({ data: hex }),
  metashrewHeight: async () => ({ data: '0x0' }),
};
const views = createBtcusdViews(transport);
const generated = (bytes: Uint8Array) => decodeMessage(GetSwapsResponseSchema, bytes);

const check = (n: number, who: string) => {
  if (n !== SWAPS) throw new Error(`${who} decoded ${n} swaps, expected ${SWAPS}`);
};
const timings = await interleave(
  [
    {
      name: 'views client getswaps (hex + generated)',
      run: async () => {
        const r = await views.getswaps({ pool: { block: 2, tx: 1778n } });
        check(r.ok ? r.data.swaps.length : -1, 'views');
      },
    },
    { name: 'decodeViewResponse (hex + generated)', run: () => check(decodeViewResponse('getswaps', hex).swaps.length, 'decodeViewResponse') },
    {
      name: 'protobufjs (Buffer.from hex + decode)',
      run: () => {
        `0x${Buffer.from(PbjsGetSwapsRequest.encode({ pool: { block: 2, tx: 1778 } }).finish()).toString('hex')}`;
        check((PbjsGetSwaps.decode(Buffer.from(hex.slice(2), 'hex')).swaps as unknown[]).length, 'protobufjs');
      },
    },
    { name: 'protobuf-es fromBinary alone', run: () => check(fromBinary(GetSwapsResponseSchema, bytes).swaps.length, 'fromBinary') },
    { name: 'generated decoder alone', run: () => check((generated(bytes) as { swaps: unknown[] }).swaps.length, 'generated') },
    { name: 'hex step alone (Buffer.from)', run: () => Buffer.from(hex.slice(2), 'hex') },
  ],
  roundsArg(30),
);
report('protobuf: 20000-swap getswaps', timings, 'protobufjs (Buffer.from hex + decode)');
const views1 = timings[0]!.median / timings[2]!.median;

// getpool: a found pool with every field set and its state, as the index answers it (about 430 bytes).
const CALLS = 2000;
const pool = { block: 4, tx: 1778n };
const poolAnswer = create(GetPoolResponseSchema, {
  found: true,
  pool: {
    pool,
    token0: { block: 4, tx: 1776n },
    token1: { block: 32, tx: 0n },
    firstSeenHeight: 880_123,
    firstSeenTs: 1_760_000_123n,
    isCanonical: true,
    fromInit: true,
    coin0IsToken0: false,
    precisionCoin0: '10000000000',
    precisionCoin1: '10000000000',
    ann: '400000',
    gamma: '145000000000000',
    midFee: '20000000',
    outFee: '80000000',
    adminFee: '5000000000',
    swapCount: '48213',
    volume0: '912834771230012',
    volume1: '14128837120',
  },
  state: {
    height: 921_004,
    timestamp: 1_763_900_000n,
    reserve0: '1523411230012345',
    reserve1: '2371123456789',
    totalSupply: '23113653069174808444',
    priceScale: '64164120033412345678901',
    priceOracle: '64170221230045678901234',
    lastPrices: '64158810011223344556677',
    lastPricesHeight: 921_003n,
    marginalPriceQ: '15585063275356',
    oraclePriceQ: '15583581133210',
    lastPriceQ: '15586254119876',
    d: '30423318891234567890123',
    virtualPrice: '1000412345678901234',
    xcpProfit: '1000823456789012345',
    isKilled: false,
    ramping: false,
    futureAgHeight: 0n,
  },
  priceQScale: '1000000000000000000',
});
const poolHex = toHex0x(toBinary(GetPoolResponseSchema, poolAnswer));
console.log(`\ngetpool answer: ${poolHex.length / 2 - 1} bytes; ${CALLS} calls per round`);
const poolViews = createBtcusdViews({ metashrewView: async () => ({ data: poolHex }), metashrewHeight: async () => ({ data: '0' }) });
const PbjsGetPool = pbjs.alspo.cryptoswap.v1.GetPoolResponse!;
const PbjsGetPoolRequest = pbjs.alspo.cryptoswap.v1.GetPoolRequest!;
const poolTimings = await interleave(
  [
    {
      name: 'views client getpool (encode + hex + decode)',
      run: async () => {
        for (let i = 0; i < CALLS; i++) if (!(await poolViews.getpool({ pool })).found) throw new Error('views: not found');
      },
    },
    {
      name: 'protobufjs (encode + Buffer.from hex + decode)',
      run: async () => {
        for (let i = 0; i < CALLS; i++) {
          // The same steps as the client: the request to 0x hex, an awaited transport, the answer decoded.
          const request = `0x${Buffer.from(PbjsGetPoolRequest.encode({ pool: { block: 4, tx: 1778 } }).finish()).toString('hex')}`;
          const answer = await Promise.resolve(request && poolHex);
          if (!PbjsGetPool.decode(Buffer.from(answer.slice(2), 'hex')).found) throw new Error('protobufjs: not found');
        }
      },
    },
  ],
  roundsArg(30),
);
report(`protobuf: getpool x ${CALLS}`, poolTimings, 'protobufjs (encode + Buffer.from hex + decode)');
const views2 = poolTimings[0]!.median / poolTimings[1]!.median;
printFigures('protobuf (issue 25 item 5)', [
  { what: 'getswaps 20000, views client / protobufjs static', value: views1, target: 1.2 },
  { what: 'getpool, views client / protobufjs static', value: views2, target: 1.5 },
]);
