// Differential property test of the generated decoders (gen/proto/.../cryptoswap_decode.ts, emitted by
// tools/codegen/src/proto-decode.ts) against protobuf-es `fromBinary`, for every message of cryptoswap.proto
// (all twelve views' responses and requests, and the messages they nest): random messages (bigints near 2^53 and
// 2^64, empty and long repeated fields, default values, non-ASCII strings, unknown fields in nested messages)
// encoded with `toBinary`, then also unpacked repeated scalars, concatenations (repeated singular message fields
// merge) and malformed bytes (truncations, mutations): both decoders give the same object, member for member and
// in the same order, or both throw the same error.
// Runs: GW_PROP_RUNS random messages per message type (default 30, about a second of tests; no issue asks for a
// count), a quarter of that for concatenations and half for malformed bytes (at least 10 and 20); a soak run sets
// more (GW_PROP_RUNS=1000). Seed: GW_PROP_SEED (a failing run prints it).
import { type DescField, type DescMessage, fromBinary, toBinary } from '@bufbuild/protobuf';
import { BinaryWriter, WireType } from '@bufbuild/protobuf/wire';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode, decoders } from '../src/gen/proto/alspo/cryptoswap/v1/cryptoswap_decode.js';
import { file_alspo_cryptoswap_v1_cryptoswap } from '../src/gen/proto/alspo/cryptoswap/v1/cryptoswap_pb.js';
import { decodeViewResponse, VIEW_NAMES, VIEW_SCHEMAS } from '../src/views/client.js';
import { toHex0x } from '../src/views/hex.js';

const RUNS = Number(process.env.GW_PROP_RUNS ?? 30);
const params = { numRuns: RUNS, ...(process.env.GW_PROP_SEED ? { seed: Number(process.env.GW_PROP_SEED) } : {}) };

const messages = file_alspo_cryptoswap_v1_cryptoswap.messages;

/** Every member, in order, with its value: bigints, bytes and key order all count. */
function shape(x: unknown): string {
  if (typeof x === 'bigint') return `${x}n`;
  if (x instanceof Uint8Array) return `bytes(${Buffer.from(x).toString('hex')})`;
  if (Array.isArray(x)) return `[${x.map(shape).join(',')}]`;
  if (x !== null && typeof x === 'object') {
    return `{${Object.keys(x)
      .map((k) => `${k}:${shape((x as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return x === undefined ? 'undefined' : JSON.stringify(x);
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: string };
const outcome = (f: () => unknown): Outcome => {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    return { ok: false, error: `${(e as Error).constructor.name}: ${(e as Error).message}` };
  }
};

/** Both decoders on the same bytes: the same message (member for member, in order) or the same error. */
function same(schema: DescMessage, bytes: Uint8Array): void {
  const expected = outcome(() => fromBinary(schema, bytes));
  const actual = outcome(() => decode(schema, bytes));
  if (expected.ok && actual.ok) {
    expect(shape(actual.value)).toBe(shape(expected.value));
    expect(actual.value).toStrictEqual(expected.value);
  } else {
    expect(actual).toEqual(expected);
  }
}

const uint64 = fc.oneof(
  fc.constant(0n),
  fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
  fc.bigInt({ min: 2n ** 53n - 3n, max: 2n ** 53n + 3n }),
  fc.bigInt({ min: 2n ** 64n - 5n, max: 2n ** 64n - 1n }),
  fc.bigInt({ min: 2n ** 32n - 3n, max: 2n ** 32n + 3n }),
);
const uint32 = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 300 }));
const text = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^[0-9]{1,40}$/),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** An unknown field record as toBinary writes it back (`tag(no, wireType).raw(data)`). */
const unknownField = fc
  .tuple(fc.integer({ min: 19, max: 536870911 }), fc.integer({ min: 0, max: 4 }), uint64, fc.uint8Array({ maxLength: 40 }))
  .map(([no, kind, n, payload]) => {
    const w = new BinaryWriter();
    switch (kind) {
      case 0:
        return { no, wireType: WireType.Varint, data: w.uint64(n).finish() };
      case 1:
        return { no, wireType: WireType.Bit64, data: w.fixed64(n).finish() };
      case 2:
        return { no, wireType: WireType.LengthDelimited, data: w.bytes(payload).finish() };
      case 3:
        return { no, wireType: WireType.Bit32, data: w.fixed32(Number(n & 0xffffffffn)).finish() };
      default:
        // An empty group: the skipped data ends with the matching EndGroup tag.
        return { no, wireType: WireType.StartGroup, data: w.tag(no, WireType.EndGroup).finish() };
    }
  });

function scalarArb(f: DescField): fc.Arbitrary<unknown> {
  if (f.fieldKind === 'list' && f.listKind === 'scalar') return scalarOf(f.scalar);
  if (f.fieldKind === 'scalar') return scalarOf(f.scalar);
  throw new Error(`no arbitrary for ${f.name}`);
}
function scalarOf(scalar: number): fc.Arbitrary<unknown> {
  switch (scalar) {
    case 9: // STRING
      return text;
    case 8: // BOOL
      return fc.boolean();
    case 12: // BYTES
      return fc.oneof(fc.constant(new Uint8Array(0)), fc.uint8Array({ maxLength: 40 }));
    case 13: // UINT32
      return uint32;
    case 4: // UINT64
      return uint64;
    default:
      throw new Error(`cryptoswap.proto has no scalar type ${scalar}; extend the test`);
  }
}

const arbs = new Map<string, fc.Arbitrary<Record<string, unknown>>>();
/** A random message init for `m`: every field sometimes absent (default), repeated fields empty or long. */
function messageArb(m: DescMessage): fc.Arbitrary<Record<string, unknown>> {
  const known = arbs.get(m.typeName);
  if (known) return known;
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const f of m.fields) {
    if (f.fieldKind === 'message') fields[f.localName] = messageArb(f.message);
    else if (f.fieldKind === 'list' && f.listKind === 'message') fields[f.localName] = fc.array(messageArb(f.message), { maxLength: 4 });
    else if (f.fieldKind === 'list') fields[f.localName] = fc.array(scalarArb(f), { maxLength: 12 });
    else fields[f.localName] = scalarArb(f);
  }
  const arb = fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.array(unknownField, { maxLength: 2 }))
    .map(([init, unknown]) => (unknown.length > 0 ? { ...init, $unknown: unknown } : init));
  arbs.set(m.typeName, arb);
  return arb;
}

/** A message of type `m` as toBinary encodes it (with its unknown fields; fromBinary keeps them). */
const encoded = (m: DescMessage) => messageArb(m).map((init) => toBinary(m, fromBinary(m, toBinary(m, withTypes(m, init)))));

/** Turns a plain init (with $unknown) into a message protobuf-es' toBinary accepts. */
function withTypes(m: DescMessage, init: Record<string, unknown>): never {
  const out: Record<string, unknown> = { $typeName: m.typeName };
  for (const f of m.fields) {
    const v = init[f.localName];
    if (f.fieldKind === 'message') {
      if (v !== undefined) out[f.localName] = withTypes(f.message, v as Record<string, unknown>);
    } else if (f.fieldKind === 'list' && f.listKind === 'message') {
      out[f.localName] = ((v as Record<string, unknown>[] | undefined) ?? []).map((x) => withTypes(f.message, x));
    } else if (f.fieldKind === 'list') {
      out[f.localName] = v ?? [];
    } else if (v !== undefined) {
      out[f.localName] = v;
    } else if (f.presence === 2) {
      out[f.localName] = f.scalar === 9 ? '' : f.scalar === 8 ? false : f.scalar === 12 ? new Uint8Array(0) : f.scalar === 4 ? 0n : 0;
    }
  }
  if (init.$unknown) out.$unknown = init.$unknown;
  return out as never;
}

describe('generated decoders = fromBinary', () => {
  it('every message of cryptoswap.proto has a generated decoder (none refused)', () => {
    expect(Object.keys(decoders).sort()).toEqual(messages.map((m) => m.typeName).sort());
    for (const v of VIEW_NAMES) expect(decoders[VIEW_SCHEMAS[v].response.typeName]).toBeTypeOf('function');
  });

  for (const m of messages) {
    it(`${m.name}: random messages, unknown fields, defaults`, () => {
      fc.assert(
        fc.property(encoded(m), (bytes) => same(m, bytes)),
        params,
      );
    });
  }

  it('the empty message (0x): every field at its default', () => {
    for (const m of messages) same(m, new Uint8Array(0));
  });

  it('concatenated encodings merge (repeated singular message fields, last scalar wins, lists append)', () => {
    for (const m of messages) {
      fc.assert(
        fc.property(encoded(m), encoded(m), (a, b) => same(m, Uint8Array.from([...a, ...b]))),
        { ...params, numRuns: Math.max(10, RUNS >> 2) },
      );
    }
  });

  it('repeated uint32 both packed and unpacked (supported_buckets), mixed', () => {
    const cases: [DescMessage, number][] = [
      [VIEW_SCHEMAS.getcandles.response, 10],
      [VIEW_SCHEMAS.getcandleat.response, 6],
    ];
    for (const [m, no] of cases) {
      fc.assert(
        fc.property(fc.array(uint32, { maxLength: 8 }), fc.array(uint32, { maxLength: 8 }), encoded(m), (unpacked, packed, head) => {
          const w = new BinaryWriter();
          for (const v of unpacked) w.tag(no, WireType.Varint).uint32(v);
          w.tag(no, WireType.LengthDelimited).fork();
          for (const v of packed) w.uint32(v);
          w.join();
          for (const v of unpacked) w.tag(no, WireType.Varint).uint32(v);
          const bytes = Uint8Array.from([...head, ...w.finish()]);
          same(m, bytes);
          const got = decode(m, bytes) as unknown as { supportedBuckets: number[] };
          const tail = [...unpacked, ...packed, ...unpacked];
          expect(got.supportedBuckets.slice(got.supportedBuckets.length - tail.length)).toEqual(tail);
        }),
        params,
      );
    }
  });

  it('malformed bytes: truncated, mutated, or random are refused with the same error (or decoded alike)', () => {
    for (const m of messages) {
      fc.assert(
        fc.property(encoded(m), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 255 }), (bytes, cut, at, byte) => {
          if (bytes.length === 0) return;
          same(m, bytes.subarray(0, cut % bytes.length));
          const mutated = Uint8Array.from(bytes);
          mutated[at % mutated.length] = byte;
          same(m, mutated);
        }),
        { ...params, numRuns: Math.max(20, RUNS >> 1) },
      );
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => same(m, bytes)),
        { ...params, numRuns: Math.max(20, RUNS >> 1) },
      );
    }
  });

  const swaps = VIEW_SCHEMAS.getswaps.response;
  const fixed: [string, number[]][] = [
    ['truncated varint', [0x20, 0x80]],
    ['truncated 64-bit varint', [0x12, 0x03, 0x10, 0xff, 0xff]],
    ['varint longer than 10 bytes', [0x20, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]],
    ['bad wire type 6', [0x0e]],
    ['bad wire type 7 on an unknown field', [0xff, 0x01]],
    ['field number 0', [0x00, 0x01]],
    ['tag overflowing uint32', [0x80, 0x80, 0x80, 0x80, 0x70]],
    ['length past the end (string)', [0x3a, 0x05, 0x41]],
    ['length past the end (nested message)', [0x42, 0x40, 0x08, 0x01]],
    ['length past the end (bytes in a swap)', [0x42, 0x03, 0x1a, 0x10, 0x00]],
    ['invalid UTF-8 in a proto3 string', [0x3a, 0x02, 0xc3, 0x28]],
    ['unterminated group', [0xab, 0x01]],
    ['end group without a start', [0x0c]],
  ];
  for (const [name, bytes] of fixed) {
    it(`refused alike: ${name}`, () => {
      const expected = outcome(() => fromBinary(swaps, Uint8Array.from(bytes)));
      expect(expected.ok).toBe(false);
      same(swaps, Uint8Array.from(bytes));
    });
  }

  it('decodeViewResponse wraps the same error as before (ViewDecodeError naming the message)', () => {
    const hex = toHex0x(Uint8Array.from([0x3a, 0x05, 0x41]));
    const before = outcome(() => fromBinary(swaps, Uint8Array.from([0x3a, 0x05, 0x41])));
    expect(() => decodeViewResponse('getswaps', hex)).toThrow(
      `result is not a alspo.cryptoswap.v1.GetSwapsResponse: ${before.ok ? '' : before.error.replace(/^\w+: /, '')}`,
    );
  });
});
