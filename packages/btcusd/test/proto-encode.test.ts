// Differential property test of the generated encoders (gen/proto/.../cryptoswap_encode.ts, emitted by
// tools/codegen/src/proto-encode.ts) against protobuf-es `toBinary(schema, create(schema, init))`, for every message
// of cryptoswap.proto: plainly typed inputs (which must take the generated path) and loosely typed ones (numbers or
// strings for 64-bit fields, strings for 32-bit ones, null, extra keys, out-of-range and fractional values, foreign
// $typeName, unknown fields), which must give the same bytes or the same error as protobuf-es.
// Runs: GW_PROP_RUNS inputs per property (default 30; no issue asks for a count: a soak run sets more,
// GW_PROP_RUNS=1000). Seed: GW_PROP_SEED (a failing run prints it).
import { create, type DescField, type DescMessage, toBinary } from '@bufbuild/protobuf';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encode, encoders } from '../src/gen/proto/alspo/cryptoswap/v1/cryptoswap_encode.js';
import { file_alspo_cryptoswap_v1_cryptoswap } from '../src/gen/proto/alspo/cryptoswap/v1/cryptoswap_pb.js';
import { encodeViewRequest, VIEW_NAMES, VIEW_SCHEMAS } from '../src/views/client.js';

const RUNS = Number(process.env.GW_PROP_RUNS ?? 30);
const params = { numRuns: RUNS, ...(process.env.GW_PROP_SEED ? { seed: Number(process.env.GW_PROP_SEED) } : {}) };

const all: DescMessage[] = [];
const walk = (ms: DescMessage[]) => {
  for (const m of ms) {
    all.push(m);
    walk(m.nestedMessages);
  }
};
walk(file_alspo_cryptoswap_v1_cryptoswap.messages);
const encodable = all.filter((m) => encoders[m.typeName] !== undefined);

type Outcome = { ok: true; hex: string } | { ok: false; error: string };
const outcome = (f: () => Uint8Array): Outcome => {
  try {
    return { ok: true, hex: Buffer.from(f()).toString('hex') };
  } catch (e) {
    return { ok: false, error: `${(e as Error).constructor.name}: ${(e as Error).message}` };
  }
};
const reference = (schema: DescMessage, init: unknown) => outcome(() => toBinary(schema, create(schema, init as never)));

const plainValue = (f: DescField, depth: number): fc.Arbitrary<unknown> => {
  if (f.fieldKind === 'message') return depth > 3 ? fc.constant(undefined) : plainInit(f.message, depth + 1);
  if (f.fieldKind !== 'scalar') return fc.constant(undefined);
  switch (f.scalar) {
    case 13: // uint32
      return fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(127, 128, 16383, 16384));
    case 4: // uint64
      return fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), fc.bigInt({ min: 2n ** 53n - 3n, max: 2n ** 53n + 3n }));
    case 8: // bool
      return fc.boolean();
    case 9: // string
      return fc.oneof(fc.constant(''), fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('\ud800', 'a\u0000b'));
    case 12: // bytes
      return fc.uint8Array({ maxLength: 40 });
    default:
      return fc.constant(undefined);
  }
};

/** A plainly typed init: every field present or absent, zero values included. */
function plainInit(m: DescMessage, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const rec: Record<string, fc.Arbitrary<unknown>> = {};
  for (const f of m.fields) rec[f.localName] = plainValue(f, depth);
  return fc.record(rec, { requiredKeys: [] });
}

const loose = fc.oneof(
  fc.integer({ min: -5, max: 2 ** 33 }),
  fc.double(),
  fc.bigInt({ min: -3n, max: 2n ** 65n }),
  fc.constantFrom('0', '17', '0x10', '-1', 'abc', '1e3', '', null, true, [], {}, new Uint8Array([1])),
);

/** A loosely typed init: some field (or the message) given a value of another kind. */
function looseInit(m: DescMessage): fc.Arbitrary<unknown> {
  return fc.oneof(
    plainInit(m).chain((base) =>
      m.fields.length === 0 ? fc.constant({ ...base, extra: 1 }) : fc.constantFrom(...m.fields).chain((f) => loose.map((v) => ({ ...base, [f.localName]: v }))),
    ),
    plainInit(m).map((base) => ({ ...base, $typeName: 'other.Type' })),
    plainInit(m).map((base) => ({ ...base, $unknown: [{ no: 99, wireType: 0, data: new Uint8Array([1]) }] })),
    plainInit(m).map((base) => ({ ...base, notAField: 'x' })),
  );
}

describe('generated protobuf encoders (proto-encode)', () => {
  it('cover every message a view request uses', () => {
    for (const v of VIEW_NAMES) expect(encoders[VIEW_SCHEMAS[v].request.typeName], v).toBeDefined();
  });

  it('plainly typed input: the generated path answers, with exactly the bytes toBinary writes', () => {
    for (const m of encodable) {
      fc.assert(
        fc.property(plainInit(m), (init) => {
          const fast = encoders[m.typeName]!(init);
          expect(fast, `${m.typeName} took the fallback for a plain input`).toBeDefined();
          expect(Buffer.from(fast!).toString('hex')).toBe((reference(m, init) as { hex: string }).hex);
          // A created message (every implicit field set to its zero value) encodes the same.
          expect(outcome(() => encode(m, create(m, init as never)))).toEqual(reference(m, init));
        }),
        params,
      );
    }
  });

  it('loosely typed input: the same bytes or the same error as protobuf-es', () => {
    for (const m of encodable)
      fc.assert(
        fc.property(looseInit(m), (init) => {
          expect(outcome(() => encode(m, init as never))).toEqual(reference(m, init));
        }),
        params,
      );
  });

  it('messages the emitter refuses go through toBinary', () => {
    const refused = all.filter((m) => encoders[m.typeName] === undefined);
    expect(refused.map((m) => m.typeName.split('.').at(-1))).toEqual(['GetPoolsResponse', 'GetSwapsResponse', 'GetCandlesResponse', 'GetCandleAtResponse']);
    for (const m of refused) expect(outcome(() => encode(m, {}))).toEqual(reference(m, {}));
  });

  it('encodes the published request vector (observed.md §9)', () => {
    expect(encodeViewRequest('getpoolstate', { pool: { block: 4, tx: 1778n } })).toBe('0x0a05080410f20d');
    expect(encodeViewRequest('getpools', { canonical: false, limit: 0 })).toBe('0x08001800'); // explicit presence: zero is written
    expect(encodeViewRequest('ping')).toBe('0x');
  });
});
