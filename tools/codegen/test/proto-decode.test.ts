// Table tests of the protobuf decoder emitter (tools/codegen/src/proto-decode.ts): [name, file syntax, messages,
// expected generated / refused messages (with the reason), expected snippets of the output]. Then the emitted code
// for a file with every supported feature (oneofs of scalars and messages, open enums, proto3 optional, packed
// repeated, nested types) is compiled and run against protobuf-es fromBinary on the same bytes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { create, type DescMessage, fromBinary, toBinary } from '@bufbuild/protobuf';
import { BinaryWriter, WireType } from '@bufbuild/protobuf/wire';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { emitDecoders, planDecoders } from '../src/proto-decode.js';
import { type Enum, field, fileOf, type Msg, REP, T } from './proto-descriptors.js';

const id: Msg = { name: 'Id', field: [field('block', 1, T.UINT32), field('tx', 2, T.UINT64)] };

const table: Array<[string, string, Msg[], Enum[], { generated: string[]; refused: Record<string, RegExp> }, string[]]> = [
  [
    'proto3 scalars and a nested message: generated; zero message has implicit fields, not message fields',
    'proto3',
    [id, { name: 'Holder', field: [field('id', 1, T.MESSAGE, { typeName: '.t.v1.Id' }), field('name', 2, T.STRING), field('raw', 3, T.BYTES)] }],
    [],
    { generated: ['t.v1.Id', 't.v1.Holder'], refused: {} },
    [
      'const new_Holder = (): pb.Holder => ({ $typeName: "t.v1.Holder", name: \'\', raw: EMPTY }) as pb.Holder;',
      'm.id = read_Id(r, b, end(r), m.id ?? new_Id(), d + 1);',
      'm.tx = u64(r, b);',
      'm.name = str(r, b, true);',
    ],
  ],
  [
    'proto3 optional: absent from the zero message',
    'proto3',
    [{ name: 'Opt', field: [field('h', 1, T.UINT32, { oneofIndex: 0, proto3Optional: true })], oneofDecl: [{ name: '_h' }] }],
    [],
    { generated: ['t.v1.Opt'], refused: {} },
    ['({ $typeName: "t.v1.Opt" })', 'm.h = r.uint32();'],
  ],
  [
    'oneof of a scalar and a message: {case: undefined} at first, {case, value} when read, message cases merge',
    'proto3',
    [
      id,
      {
        name: 'Choice',
        field: [field('n', 1, T.UINT32, { oneofIndex: 0 }), field('id', 2, T.MESSAGE, { typeName: '.t.v1.Id', oneofIndex: 0 })],
        oneofDecl: [{ name: 'pick' }],
      },
    ],
    [],
    { generated: ['t.v1.Id', 't.v1.Choice'], refused: {} },
    [
      'pick: { case: undefined }',
      'm.pick = { case: "n", value: r.uint32() };',
      '{ const o = m.pick; m.pick = { case: "id", value: read_Id(r, b, end(r), o.case === "id" ? o.value : new_Id(), d + 1) }; }',
    ],
  ],
  [
    'repeated scalars: packed and unpacked both read; strings never packed',
    'proto3',
    [{ name: 'Lists', field: [field('ns', 1, T.UINT32, { label: REP }), field('ss', 2, T.STRING, { label: REP })] }],
    [],
    { generated: ['t.v1.Lists'], refused: {} },
    [
      'ns: [], ss: []',
      'if ((t & 7) === 2) { const e = end(r); while (r.pos < e) m.ns.push(r.uint32()); } else m.ns.push(r.uint32());',
      'm.ss.push(str(r, b, true));',
    ],
  ],
  [
    'open enum: read as int32, zero value is the first value',
    'proto3',
    [{ name: 'WithEnum', field: [field('k', 1, T.ENUM, { typeName: '.t.v1.Kind' })] }],
    [
      {
        name: 'Kind',
        value: [
          { name: 'KIND_UNSPECIFIED', number: 0 },
          { name: 'KIND_A', number: 1 },
        ],
      },
    ],
    { generated: ['t.v1.WithEnum'], refused: {} },
    ['k: 0', 'm.k = r.int32();'],
  ],
  [
    'map field: refused, so is its container (protobuf-es has no message for a map entry)',
    'proto3',
    [
      {
        name: 'WithMap',
        field: [field('m', 1, T.MESSAGE, { label: REP, typeName: '.t.v1.WithMap.MEntry' })],
        nestedType: [{ name: 'MEntry', field: [field('key', 1, T.STRING), field('value', 2, T.UINT32)], options: { mapEntry: true } }],
      },
      { name: 'Outer', field: [field('w', 1, T.MESSAGE, { typeName: '.t.v1.WithMap' })] },
    ],
    [],
    { generated: [], refused: { 't.v1.WithMap': /field m is a map/, 't.v1.Outer': /field w: t\.v1\.WithMap is refused \(field m is a map\)/ } },
    ['//   t.v1.WithMap: field m is a map', '//   t.v1.Outer: field w'],
  ],
  [
    'proto2 file: refused (defaults and presence need the prototype chain)',
    'proto2',
    [{ name: 'Old', field: [field('n', 1, T.UINT32, { defaultValue: '7' })] }],
    [],
    { generated: [], refused: { 't.v1.Old': /not a proto3 file/ } },
    ['//   t.v1.Old: not a proto3 file'],
  ],
  [
    'recursive message: refused',
    'proto3',
    [{ name: 'Node', field: [field('next', 1, T.MESSAGE, { typeName: '.t.v1.Node' }), field('v', 2, T.UINT32)] }],
    [],
    { generated: [], refused: { 't.v1.Node': /recursive message/ } },
    [],
  ],
  [
    'jstype=JS_STRING 64-bit field: refused',
    'proto3',
    [{ name: 'Js', field: [field('big', 1, T.INT64, { options: { jstype: 1 } })] }],
    [],
    { generated: [], refused: { 't.v1.Js': /field big uses jstype=JS_STRING/ } },
    [],
  ],
  [
    'scalar types without a fast reader use BinaryReader (int64, sint64, double, bool)',
    'proto3',
    [{ name: 'Misc', field: [field('a', 1, T.INT64), field('b', 2, T.SINT64), field('c', 3, T.DOUBLE), field('d', 4, T.BOOL)] }],
    [],
    { generated: ['t.v1.Misc'], refused: {} },
    ['a: Z64, b: Z64, c: 0, d: false', 'm.a = r.int64();', 'm.b = r.sint64();', 'm.c = r.double();', 'm.d = r.bool();'],
  ],
];

describe('planDecoders / emitDecoders', () => {
  for (const [name, syntax, messages, enums, plan, snippets] of table) {
    it(name, () => {
      const file = fileOf(syntax, messages, enums);
      const p = planDecoders(file);
      expect(p.supported.map((m) => m.typeName)).toEqual(plan.generated);
      expect(p.refused.map((r) => r.typeName).sort()).toEqual(Object.keys(plan.refused).sort());
      for (const r of p.refused) expect(r.reason).toMatch(plan.refused[r.typeName]!);
      const out = emitDecoders(file);
      for (const s of snippets) expect(out).toContain(s);
      for (const t of Object.keys(plan.refused)) expect(out).not.toContain(`${JSON.stringify(t)}: (bytes`);
      expect(emitDecoders(file)).toBe(out); // deterministic
    });
  }
});

describe('emitted code = fromBinary (compiled and run)', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Inside tools/codegen, so that the emitted imports resolve to this package's @bufbuild/protobuf.
  const dir = mkdtempSync(path.join(here, '.tmp-decode-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = fileOf(
    'proto3',
    [
      id,
      {
        name: 'All',
        field: [
          field('n', 1, T.UINT32, { oneofIndex: 0 }),
          field('id', 2, T.MESSAGE, { typeName: '.t.v1.Id', oneofIndex: 0 }),
          field('s', 3, T.STRING, { oneofIndex: 0 }),
          field('k', 4, T.ENUM, { typeName: '.t.v1.Kind' }),
          field('ks', 5, T.ENUM, { label: REP, typeName: '.t.v1.Kind' }),
          field('opt', 6, T.UINT64, { oneofIndex: 1, proto3Optional: true }),
          field('a', 7, T.INT64),
          field('z', 8, T.SINT64),
          field('f', 9, T.DOUBLE),
          field('ids', 10, T.MESSAGE, { label: REP, typeName: '.t.v1.Id' }),
          field('inner', 11, T.MESSAGE, { typeName: '.t.v1.All.Inner' }),
        ],
        oneofDecl: [{ name: 'pick' }, { name: '_opt' }],
        nestedType: [{ name: 'Inner', field: [field('bs', 1, T.BYTES, { label: REP }), field('b', 2, T.BOOL)] }],
      },
    ],
    [
      {
        name: 'Kind',
        value: [
          { name: 'KIND_UNSPECIFIED', number: 0 },
          { name: 'KIND_A', number: 1 },
        ],
      },
    ],
  );
  const all = file.messages.find((m) => m.name === 'All') as DescMessage;
  const load = async () => {
    const js = ts.transpileModule(emitDecoders(file), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    const target = path.join(dir, 't_decode.mjs');
    writeFileSync(target, js);
    return (await import(pathToFileURL(target).href)) as { decode(schema: DescMessage, bytes: Uint8Array): unknown };
  };
  const shape = (x: unknown): string =>
    JSON.stringify(x, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v instanceof Uint8Array ? `bytes:${Buffer.from(v).toString('hex')}` : v));

  const inits: Array<Record<string, unknown>> = [
    {},
    { n: 0 },
    { pick: { case: 'n', value: 5 } },
    { pick: { case: 's', value: 'héllo' }, k: 1, ks: [0, 1, 7, -3] },
    { pick: { case: 'id', value: { block: 4, tx: 2n ** 64n - 1n } }, opt: 0n, a: -(2n ** 63n), z: -5n, f: 1.5 },
    { ids: [{}, { block: 1, tx: 2n ** 53n + 1n }], inner: { bs: [new Uint8Array(0), Uint8Array.of(1, 2)], b: true } },
  ];
  it('every feature, merged oneof message cases, unknown fields, malformed bytes', async () => {
    const { decode } = await load();
    const check = (bytes: Uint8Array) => {
      let expected: string;
      try {
        expected = shape(fromBinary(all, bytes));
      } catch (e) {
        expect(() => decode(all, bytes)).toThrow((e as Error).message);
        return;
      }
      expect(shape(decode(all, bytes))).toBe(expected);
      expect(decode(all, bytes)).toStrictEqual(fromBinary(all, bytes));
    };
    for (const init of inits) {
      const bytes = toBinary(all, create(all, init as never));
      check(bytes);
      for (let cut = 0; cut < bytes.length; cut++) check(bytes.subarray(0, cut));
      for (const other of inits) check(Uint8Array.from([...bytes, ...toBinary(all, create(all, other as never))]));
      const extra = new BinaryWriter().tag(99, WireType.Varint).uint32(3).tag(100, WireType.LengthDelimited).bytes(Uint8Array.of(9)).finish();
      check(Uint8Array.from([...bytes, ...extra]));
    }
    // Two id cases of the oneof merge into one message, as fromBinary does.
    const a = toBinary(all, create(all, { pick: { case: 'id', value: { block: 4 } } }));
    const b = toBinary(all, create(all, { pick: { case: 'id', value: { tx: 9n } } }));
    check(Uint8Array.from([...a, ...b]));
    // Unpacked enums.
    check(new BinaryWriter().tag(5, WireType.Varint).int32(1).tag(5, WireType.Varint).int32(-1).finish());
  });
});
