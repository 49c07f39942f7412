// Table tests of the protobuf encoder emitter (tools/codegen/src/proto-encode.ts): which messages get an encoder and
// why the others are refused, and snippets of the output. The generated code itself is checked against protobuf-es
// toBinary by packages/btcusd/test/proto-encode.test.ts.
import { describe, expect, it } from 'vitest';
import { emitEncoders, planEncoders } from '../src/proto-encode.js';
import { field, fileOf, type Msg, REP, T } from './proto-descriptors.js';

const id: Msg = { name: 'Id', field: [field('block', 1, T.UINT32), field('tx', 2, T.UINT64)] };

const table: Array<[string, string, Msg[], { generated: string[]; refused: Record<string, RegExp> }, string[]]> = [
  [
    'plain proto3 scalars and a nested message: generated, fields written by number',
    'proto3',
    [id, { name: 'Req', field: [field('raw', 3, T.BYTES), field('id', 1, T.MESSAGE, { typeName: '.t.v1.Id' }), field('name', 2, T.STRING)] }],
    { generated: ['t.v1.Id', 't.v1.Req'], refused: {} },
    ["if (!(typeof v === 'bigint' && v >= 0n && v <= 18446744073709551615n)) return false;", 'if (!enc_Id(sub, v as Init)) return false;', 'w.push(26);'],
  ],
  [
    'proto3 optional: written whenever set, zero included',
    'proto3',
    [{ name: 'Opt', field: [field('h', 1, T.UINT32, { oneofIndex: 0, proto3Optional: true })], oneofDecl: [{ name: '_h' }] }],
    { generated: ['t.v1.Opt'], refused: {} },
    ['if (true) {'],
  ],
  [
    'signed integers, enums, repeated fields and oneofs: refused, with what holds them',
    'proto3',
    [
      { name: 'Signed', field: [field('n', 1, T.INT32)] },
      { name: 'Many', field: [field('ns', 1, T.UINT32, { label: REP })] },
      { name: 'Pick', field: [field('a', 1, T.UINT32, { oneofIndex: 0 }), field('b', 2, T.STRING, { oneofIndex: 0 })], oneofDecl: [{ name: 'p' }] },
      { name: 'Holder', field: [field('s', 1, T.MESSAGE, { typeName: '.t.v1.Signed' })] },
    ],
    {
      generated: [],
      refused: {
        't.v1.Signed': /scalar type INT32/,
        't.v1.Many': /field ns is a list/,
        't.v1.Pick': /in a oneof/,
        't.v1.Holder': /holds t\.v1\.Signed, refused/,
      },
    },
    ['//   t.v1.Signed: field n has scalar type INT32'],
  ],
  [
    'recursive message: refused',
    'proto3',
    [{ name: 'Node', field: [field('next', 1, T.MESSAGE, { typeName: '.t.v1.Node' })] }],
    { generated: [], refused: { 't.v1.Node': /recursive/ } },
    [],
  ],
  ['proto2 file: refused', 'proto2', [{ name: 'Old', field: [field('n', 1, T.UINT32)] }], { generated: [], refused: { 't.v1.Old': /not proto3/ } }, []],
];

describe('proto-encode emitter', () => {
  it.each(table)('%s', (_name, syntax, messages, want, snippets) => {
    const file = fileOf(syntax, messages);
    const plan = planEncoders(file);
    expect(plan.supported.map((m) => m.typeName)).toEqual(want.generated);
    expect(plan.refused.map((r) => r.typeName).sort()).toEqual(Object.keys(want.refused).sort());
    for (const r of plan.refused) expect(r.reason).toMatch(want.refused[r.typeName]!);
    const out = emitEncoders(file);
    for (const s of snippets) expect(out).toContain(s);
  });

  it('writes fields in field-number order whatever the declaration order', () => {
    const out = emitEncoders(fileOf('proto3', [{ name: 'Req', field: [field('c', 3, T.BOOL), field('a', 1, T.BOOL)] }]));
    expect(out.indexOf('const v = m.a;')).toBeLessThan(out.indexOf('const v = m.c;'));
  });
});
