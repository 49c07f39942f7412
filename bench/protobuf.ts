// protobuf: hex-decode + parse of a 20000-swap `getswaps` answer through the views client (packages/btcusd),
// vs protobufjs static code from the same .proto (Buffer.from(hex) + decode), vs protobuf-es `fromBinary` alone, vs the
// generated decoder alone (tools/codegen/src/proto-decode.ts; the views decode through it since issue 15).
// Target: views <= 1.5 x protobufjs. Method: bench/README.md.
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { createBtcusdViews, decodeMessage, decodeViewResponse, GetSwapsResponseSchema, toHex0x, type ViewTransport } from '@gw/btcusd';
import { loadPbjsCryptoswap } from './lib/pbjs.js';
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

const pbjs = (await loadPbjsCryptoswap()) as { alspo: { cryptoswap: { v1: { GetSwapsResponse: { decode(b: Uint8Array): { swaps: unknown[] } } } } } };
const PbjsGetSwaps = pbjs.alspo.cryptoswap.v1.GetSwapsResponse;
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
    { name: 'protobufjs (Buffer.from hex + decode)', run: () => check(PbjsGetSwaps.decode(Buffer.from(hex.slice(2), 'hex')).swaps.length, 'protobufjs') },
    { name: 'protobuf-es fromBinary alone', run: () => check(fromBinary(GetSwapsResponseSchema, bytes).swaps.length, 'fromBinary') },
    { name: 'generated decoder alone', run: () => check((generated(bytes) as { swaps: unknown[] }).swaps.length, 'generated') },
    { name: 'hex step alone (Buffer.from)', run: () => Buffer.from(hex.slice(2), 'hex') },
  ],
  roundsArg(30),
);
report('protobuf: 20000-swap getswaps', timings, 'protobufjs (Buffer.from hex + decode)');
const views1 = timings[0]!.median / timings[2]!.median;
console.log(`\nviews / protobufjs (median): ${views1.toFixed(2)} (target <= 1.5): ${views1 <= 1.5 ? 'met' : 'MISSED'}`);
