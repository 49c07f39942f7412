// Table tests of the per-operation split (tools/codegen/src/split.ts): [name, given compiled module and operations,
// expected modules]. What one operation reaches goes into its module; what several reach, into a shared module.
import { describe, expect, test } from 'vitest';
import { splitModule } from '../src/split.js';

const H = '"use strict"; // header';
type Groups = Array<[file: string, names: Array<[plan: string, local: string]>]>;

const table: Array<[string, string, Groups, Record<string, string>]> = [
  [
    'a function two operations call is shared; the rest stays with its operation; braces in "strings" are not code',
    [
      '"use strict";',
      'exports.a = validate1;',
      'function validate1(data){if(!validate3(data)){validate1.errors=[{message:"must be {x}"}];return false;}return true;}',
      'exports.b = validate2;',
      'function validate2(data){return validate3(data)&&pattern0.test(data);}',
      'const pattern0 = new RegExp("^x{1}$", "u");',
      'function validate3(data){return typeof data==="string";}',
      'exports.c = require("@gw/runtime/common-validators/X").X;',
    ].join('\n'),
    [
      ['opA', [['a', 'input']]],
      [
        'opB',
        [
          ['b', 'input'],
          ['c', 'response__200'],
        ],
      ],
    ],
    {
      opA: `${H}
const {validate3} = require("./_shared1.cjs");
function validate1(data){if(!validate3(data)){validate1.errors=[{message:"must be {x}"}];return false;}return true;}
exports.input = validate1;
`,
      opB: `${H}
const {validate3} = require("./_shared1.cjs");
function validate2(data){return validate3(data)&&pattern0.test(data);}
const pattern0 = new RegExp("^x{1}$", "u");
const shared0 = require("@gw/runtime/common-validators/X").X;
exports.input = validate2;
exports.response__200 = shared0;
`,
      _shared1: `${H}
function validate3(data){return typeof data==="string";}
module.exports = {validate3};
`,
    },
  ],
  [
    'an export that is itself shared (two operations answer with the same validator), and an alias',
    ['exports.a = validate1;', 'function validate1(data){return data===1;}', 'exports.b = exports.a;'].join('\n'),
    [
      ['opA', [['a', 'result']]],
      ['opB', [['b', 'result']]],
    ],
    {
      opA: `${H}\nconst {validate1} = require("./_shared1.cjs");\nexports.result = validate1;\n`,
      opB: `${H}\nconst {validate1} = require("./_shared1.cjs");\nexports.result = validate1;\n`,
      _shared1: `${H}\nfunction validate1(data){return data===1;}\nmodule.exports = {validate1};\n`,
    },
  ],
];

describe('splitModule: one module per operation', () => {
  test.each(table)('%s', (_name, code, groups, expected) => {
    expect(Object.fromEntries(splitModule(code, H, new Map(groups)))).toEqual(expected);
  });

  test('an operation naming an export the module does not have is refused', () => {
    expect(() => splitModule('exports.a = validate1;\nfunction validate1(data){return true;}', H, new Map([['op', [['zz', 'input']]]]))).toThrow(
      'split: op: no export zz',
    );
  });

  test('the split modules validate as the whole module did', () => {
    const code = table[0]![1];
    const files = splitModule(code, H, new Map(table[0]![2]));
    const cache = new Map<string, Record<string, unknown>>();
    const load = (file: string): Record<string, unknown> => {
      if (!cache.has(file)) {
        const module = { exports: {} as Record<string, unknown> };
        cache.set(file, module.exports);
        const req = (id: string) => (id.startsWith('./') ? load(id.slice(2, -4)) : { X: (d: unknown) => d === null });
        new Function('require', 'module', 'exports', files.get(file)!)(req, module, module.exports);
        cache.set(file, module.exports);
      }
      return cache.get(file)!;
    };
    type V = (d: unknown) => boolean;
    expect((load('opA').input as V)('s')).toBe(true);
    expect((load('opA').input as V)(1)).toBe(false);
    expect((load('opB').input as V)('x')).toBe(true);
    expect((load('opB').input as V)('y')).toBe(false);
    expect((load('opB').response__200 as V)(null)).toBe(true);
  });
});
