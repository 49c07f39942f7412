// The drift register in the client packages: shapes compiled to standalone predicates that agree with ajv, the
// `drift.ts` module (client matchers only, no expiry), the operations it applies to, and the widened answer types.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { driftExportsFor, driftModule, widenTypes } from '../src/drift-emit.js';
import { type DriftEntry, loadDrift, registerProblems } from '../src/drift-register.js';
import { PredicateModule, shapeProblems } from '../src/shape-predicate.js';

const ajv = new Ajv2020.default({ strict: false });

/** Shapes covering every supported keyword, and values on both sides of each. */
const SHAPES: unknown[] = [
  { type: 'null' },
  { type: ['string', 'null'] },
  { type: 'string', pattern: '^\\d+$', minLength: 2, maxLength: 3 },
  { type: 'integer', minimum: 1, maximum: 10 },
  { exclusiveMinimum: 0, exclusiveMaximum: 5 },
  { const: -32601 },
  { enum: ['address', 'alkane', 7, null] },
  { type: 'object', required: ['code'], properties: { code: { const: -32601 }, message: { type: 'string' } } },
  { type: 'object', properties: { a: { type: 'integer' } }, additionalProperties: false },
  { type: 'object', additionalProperties: { type: 'string' } },
  { type: 'array', items: { type: 'object', required: ['ts'] }, minItems: 1, maxItems: 2 },
  { anyOf: [{ type: 'object', additionalProperties: true }, { type: 'array' }] },
  { oneOf: [{ type: 'integer' }, { type: 'number', minimum: 2 }] },
  { allOf: [{ type: 'string' }, { not: { const: 'x' } }] },
  { type: 'integer', not: { const: 200 } },
  true,
  false,
  { description: 'annotations only', examples: [1] },
];
const VALUES: unknown[] = [
  null,
  '',
  '1',
  '12',
  '1234',
  'x',
  'ab',
  0,
  1,
  2.5,
  7,
  10,
  11,
  200,
  -32601,
  true,
  [],
  [{ ts: 1 }],
  [{ ts: 1 }, { ts: 2 }, { ts: 3 }],
  [{}],
  {},
  { code: -32601 },
  { code: -32601, message: 7 },
  { code: 1 },
  { a: 1 },
  { a: 1, b: 2 },
  { a: 'x' },
  { s: 'x', t: 'y' },
  { s: 1 },
  { constructor: 1 },
];
const ENTRIES = loadDrift();
const registerShapes = ENTRIES.flatMap((e) => e.match.flatMap((m) => (m.shape === undefined ? [] : [m.shape])));
const registerValues = ENTRIES.flatMap((e) => [e.example.response.body, ...Object.values((e.example.response.body as object) ?? {})]);

let fns: Array<(v: unknown) => boolean>;
beforeAll(async () => {
  const mod = new PredicateModule();
  const names = [...SHAPES, ...registerShapes].map((s) => mod.add(s));
  const file = join(mkdtempSync(join(tmpdir(), 'gw-shapes-')), 'shapes.ts');
  writeFileSync(file, `${mod.declarations().join('\n')}\nexport const fns = [${names.join(', ')}];\n`);
  fns = ((await import(file)) as { fns: Array<(v: unknown) => boolean> }).fns;
});

describe('shape predicates (no schema library at client run time)', () => {
  it('agree with ajv on every supported keyword and on every register shape', () => {
    const shapes = [...SHAPES, ...registerShapes];
    const values = [...VALUES, ...registerValues];
    let compared = 0;
    shapes.forEach((shape, i) => {
      const ref = ajv.compile(typeof shape === 'boolean' ? shape : (shape as object));
      for (const v of values) {
        expect(fns[i]!(v), `${JSON.stringify(shape)} on ${JSON.stringify(v)}`).toBe(ref(v));
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(500);
  });

  it('equal shapes share one function; each pattern compiles once', () => {
    const mod = new PredicateModule();
    expect(mod.add({ type: 'null' })).toBe(mod.add({ type: 'null' }));
    mod.add({ type: 'string', pattern: '^a$' });
    mod.add({ type: 'array', items: { type: 'string', pattern: '^a$' } });
    expect(mod.declarations().filter((l) => l.includes('new RegExp'))).toHaveLength(1);
  });

  it('a shape with a keyword the predicate cannot express is refused, naming the place', () => {
    expect(shapeProblems({ type: 'object', properties: { a: { $ref: '#/x' } } })).toEqual([
      '/properties/a/$ref: keyword $ref is not supported by the client predicate',
    ]);
    expect(shapeProblems({ patternProperties: {} })).toHaveLength(1);
    expect(shapeProblems({ format: 'date' })).toHaveLength(1);
    expect(shapeProblems({ const: { a: 1 } })).toEqual(['/const: only primitive values are supported']);
    expect(shapeProblems({ type: 'strng' })).toEqual(['/type: unknown type']);
    expect(shapeProblems({ anyOf: [{ type: 'string' }, { if: {} }] })).toHaveLength(1);
    expect(shapeProblems({ type: 'object', required: ['a'], description: 'x', 'x-note': 1 })).toEqual([]);
  });
});

const entry = (over: Partial<DriftEntry>): DriftEntry => ({
  id: 'holder-typed',
  surface: 'espo',
  operations: ['get_holders'],
  seed: 'the seed says this',
  observed: 'the real system does that',
  evidence: { source: 'espo', ref: 'observed.md §4.3', date: '2026-11-22' },
  match: [{ at: '/result/items/*', shape: { type: 'object', required: ['type'] } }],
  example: { operation: 'get_holders', response: { status: 200, body: {} } },
  expires: '2027-05-31',
  file: 'espo.yaml',
  ...over,
});

describe('drift.ts and the operations it applies to', () => {
  const rule = entry({});
  const suiteOnly = entry({ id: 'paging-one-based', operations: ['*'], match: [{ check: 'espo-paging-zero-based', at: '/result/page', value: 1 }] });
  const absent = entry({ id: 'method-absent', operations: ['*'], match: [{ at: '/error', shape: { type: 'object' } }, { message: 'JSON-RPC error -32601' }] });

  it('emits each entry a client can meet, its shapes as predicates, without its expiry', () => {
    const text = driftModule([rule, suiteOnly, absent]);
    expect(text).toContain("import type { DriftRule } from '@gw/runtime';");
    expect(text).toContain('export const holderTyped: DriftRule = {');
    expect(text).toContain('  match: [{ at: "/result/items/*", fits: fits0 }],');
    expect(text).toContain('  match: [{ at: "/error", fits: fits1 }, { message: "JSON-RPC error -32601" }],');
    expect(text).not.toContain('pagingOneBased'); // a check of the suite only
    expect(text).not.toContain('2027-05-31');
    expect(text).not.toMatch(/ajv|require\(/);
  });

  it("names the entries of an operation, those of '*' included", () => {
    expect(driftExportsFor([rule, suiteOnly, absent], 'get_holders')).toEqual(['holderTyped', 'methodAbsent']);
    expect(driftExportsFor([rule, suiteOnly, absent], 'get_keys')).toEqual(['methodAbsent']);
  });
});

describe('answer types widened to the observed shapes', () => {
  const doc = () => ({
    components: {
      schemas: {
        Holder: { type: 'object', required: ['address'], properties: { address: { type: 'string' } } },
        'get_holders.result': {
          anyOf: [
            { type: 'object', properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Holder' } } } },
            { type: 'object', required: ['ok', 'error'] },
          ],
        },
      },
    },
  });
  const at = (d: ReturnType<typeof doc>) => (op: string) =>
    op === 'get_holders'
      ? { holder: d.components.schemas as Record<string, unknown>, key: 'get_holders.result', prefix: '/result', data: '/result' }
      : undefined;

  it('the seed shape and the observed one as a union at the place; the shared component stays the seed', () => {
    const d = doc();
    widenTypes(d, [entry({})], ['get_holders'], at(d));
    const items = (d.components.schemas['get_holders.result'].anyOf[0] as any).properties.items.items;
    expect(items).toEqual({
      anyOf: [
        { type: 'object', required: ['address'], properties: { address: { type: 'string' } } },
        { type: 'object', required: ['type'] },
      ],
    });
    expect(d.components.schemas.Holder).toEqual(doc().components.schemas.Holder);
    expect(d.components.schemas['get_holders.result'].anyOf[1]).toEqual({ type: 'object', required: ['ok', 'error'] }); // not a place of the entry
  });

  it('a check of the suite, an envelope place or an error answer widens nothing', () => {
    for (const match of [
      [{ check: 'x', at: '/result/items/*', shape: { type: 'object' } }],
      [{ at: '/error', shape: { type: 'object' } }],
      [{ response: { status: 404 } }],
    ]) {
      const d = doc();
      widenTypes(d, [entry({ match })], ['get_holders'], at(d));
      expect(d).toEqual(doc());
    }
  });

  it('an entry whose place is not in the answer of an operation it names is an error', () => {
    const d = doc();
    expect(() => widenTypes(d, [entry({ match: [{ at: '/result/holders/*', shape: { type: 'object' } }] })], ['get_holders'], at(d))).toThrow(
      /holder-typed: \/result\/holders\/\* is no place in the answer of get_holders/,
    );
  });
});

describe('the register format', () => {
  it('refuses an example of another operation, and a shape the client predicate cannot express', () => {
    const doc = (e: object) => ({ surface: 'espo', entries: [{ ...entry({}), file: undefined, ...e }] });
    const clean = (d: { entries: Array<Record<string, unknown>> }) => ({ ...d, entries: d.entries.map(({ file: _f, ...rest }) => rest) });
    expect(registerProblems(clean(doc({})), 'espo.yaml')).toEqual([]);
    expect(registerProblems(clean(doc({ example: { operation: 'get_keys', response: { status: 200, body: {} } } })), 'espo.yaml')).toEqual([
      'espo.yaml: entry holder-typed: example operation get_keys is not one of its operations',
    ]);
    expect(registerProblems(clean(doc({ match: [{ at: '/result', shape: { format: 'date' } }] })), 'espo.yaml')[0]).toMatch(/keyword format is not supported/);
    expect(registerProblems(clean(doc({ example: undefined })), 'espo.yaml')[0]).toMatch(/must have required property 'example'/);
  });
});
