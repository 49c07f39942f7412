// Validators compile once: the shared schemas (common.yaml $defs) into one module, each surface module requires them
// from there and holds only its own schemas; what they accept and refuse is what the schemas say.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileSharedValidators, compileValidators, INLINE_REFS, loadShared, SHARED_MODULE, type ValidatorPlan } from './validators.js';

type Validator = ((data: unknown) => boolean) & {
  errors?: Array<{ instancePath: string; schemaPath?: string; keyword?: string; message?: string; params?: Record<string, unknown> }> | null;
};
type Module = Record<string, Validator>;

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const nodeRequire = createRequire(import.meta.url);
const shared = loadShared(root);
const sharedCode = compileSharedValidators(shared);

/** Evaluates a generated CommonJS module; SHARED_MODULE resolves to the compiled shared module. */
function load(code: string, common?: Module): Module {
  const module = { exports: {} as Module };
  new Function('require', 'module', 'exports', code)((id: string) => (id.startsWith(`${SHARED_MODULE}/`) ? common : nodeRequire(id)), module, module.exports);
  return module.exports;
}
const common = load(sharedCode);
const copy = (name: string) => JSON.parse(shared.bundled.get(name)!) as Record<string, unknown>;
const issues = (v: Validator, data: unknown) => (v(data) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

const docId = 'https://gw.invalid/specs/t.json';
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const doc = {
  paths: {
    '/a': { post: { responses: { '200': json({ $ref: '#/components/schemas/Item' }), default: { $ref: '#/components/responses/Failure' } } } },
    '/b': {
      post: {
        responses: { '200': json({ $ref: '#/components/schemas/Item', description: 'same item' }), default: { $ref: '#/components/responses/Failure' } },
      },
    },
  },
  components: {
    responses: { Failure: json({ $ref: '#/components/schemas/RestFailureEnvelope' }) },
    schemas: {
      Item: {
        type: 'object',
        required: ['amount'],
        properties: { amount: { $ref: '#/components/schemas/DecimalString' }, id: { $ref: '#/components/schemas/IdObject' } },
      },
      DecimalString: copy('DecimalString'),
      UintString: copy('UintString'),
      IdObject: copy('IdObject'),
      RestFailureEnvelope: copy('RestFailureEnvelope'),
    },
  },
};
const at = (p: string) => ({ $ref: `${docId}#${p}` });
const plans: ValidatorPlan[] = [
  { name: 'response__a__200', schema: at('/paths/~1a/post/responses/200/content/application~1json/schema') },
  { name: 'response__a__default', schema: at('/components/responses/Failure/content/application~1json/schema') },
  { name: 'response__b__200', schema: at('/paths/~1b/post/responses/200/content/application~1json/schema') },
  { name: 'response__b__default', schema: at('/components/responses/Failure/content/application~1json/schema') },
  { name: 'input__a', schema: { type: 'object', properties: { limit: { type: 'integer', minimum: 0 } }, additionalProperties: false } },
  { name: 'input__b', schema: { type: 'object', properties: { limit: { type: 'integer', minimum: 0 } }, additionalProperties: false } },
];
const surfaceCode = compileValidators(docId, doc, plans, { shared });
const surface = load(surfaceCode, common);

describe('the shared module', () => {
  it('exports one validator per common.yaml $def, each refusing what its schema refuses', () => {
    expect(Object.keys(common).sort()).toEqual([...shared.schemas.keys()].sort());
    expect(issues(common.DecimalString!, '0.8604')).toEqual([]);
    expect(issues(common.DecimalString!, '1.')).toEqual([' must match pattern "^(0|[1-9][0-9]*)(\\.[0-9]+)?$"']);
    expect(issues(common.DecimalString!, 1.5)).toEqual([' must be string']);
    expect(issues(common.IdObject!, { block: '840000', tx: '1' })).toEqual([]);
    expect(issues(common.IdObject!, { block: '01', extra: 1 })).toEqual([" must have required property 'tx'", '/block must match pattern "^(0|[1-9][0-9]*)$"']);
    // Records in answers are never closed against extra fields (issue 10 item 7).
    expect(issues(common.IdObject!, { block: '840000', tx: '1', extra: 1 })).toEqual([]);
    expect(issues(common.RestFailureEnvelope!, { statusCode: 200, error: 'x' })).toEqual(['/statusCode must NOT be valid']);
    expect(issues(common.InvalidApiKey!, { code: 'NOPE' })).toEqual(['/code must be equal to constant']);
  });
});

describe('a surface module', () => {
  it('requires the shared schemas instead of compiling them again, except leaf schemas, which are inlined', () => {
    expect(surfaceCode).toContain(`require("${SHARED_MODULE}/IdObject").IdObject`);
    expect(surfaceCode).not.toContain('^(0|[1-9][0-9]*)$'); // no copy of UintString (inside the shared IdObject)
    // DecimalString is `type` + `pattern`: its check is compiled where Item refers to it, not called.
    expect(surfaceCode).not.toContain(`require("${SHARED_MODULE}/DecimalString")`);
    expect(surfaceCode.match(/new RegExp\(/g)).toHaveLength(1);
    // Failure bodies are the shared function itself, however many operations answer with them.
    expect(surface.response__a__default).toBe(common.RestFailureEnvelope);
    expect(surface.response__b__default).toBe(common.RestFailureEnvelope);
  });

  it('compiles a schema used by several operations once, and identical validators once', () => {
    expect(surface.response__b__200).toBe(surface.response__a__200);
    expect(surface.input__b).toBe(surface.input__a);
    expect(surfaceCode.match(/^function validate\d+/gm)).toHaveLength(2); // Item, and the input object
  });

  it('accepts and refuses exactly what the schemas say, with the same issues', () => {
    const item = surface.response__a__200!;
    expect(issues(item, { amount: '12.5', id: { block: '2', tx: '0' } })).toEqual([]);
    expect(issues(item, {})).toEqual([" must have required property 'amount'"]);
    expect(issues(item, { amount: '-1', id: { block: 2, tx: '0' } })).toEqual([
      '/amount must match pattern "^(0|[1-9][0-9]*)(\\.[0-9]+)?$"',
      '/id/block must be string',
    ]);
    expect(issues(surface.response__a__default!, { statusCode: 400, error: 'bad' })).toEqual([]);
    expect(issues(surface.response__a__default!, { statusCode: 400 })).toEqual([" must have required property 'error'"]);
    expect(issues(surface.input__a!, { limit: -1, other: 1 })).toEqual([' must NOT have additional properties', '/limit must be >= 0']);
  });

  it("reports an inlined schema's errors exactly as its own function does (schemaPath included)", () => {
    const item = surface.response__a__200!;
    expect(item({ amount: '-1', id: { block: '2', tx: '0' } })).toBe(false);
    expect(common.DecimalString!('-1')).toBe(false);
    expect(item.errors).toEqual(common.DecimalString!.errors!.map((e) => ({ ...e, instancePath: '/amount' })));
    expect(item.errors![0]).toEqual({
      instancePath: '/amount',
      schemaPath: '#/pattern',
      keyword: 'pattern',
      params: { pattern: '^(0|[1-9][0-9]*)(\\.[0-9]+)?$' },
      message: 'must match pattern "^(0|[1-9][0-9]*)(\\.[0-9]+)?$"',
    });
    expect(item(1)).toBe(false);
    expect(item.errors).toEqual([{ instancePath: '', schemaPath: '#/type', keyword: 'type', params: { type: 'object' }, message: 'must be object' }]);
  });

  it(`inlines a referenced schema of at most ${INLINE_REFS} keys ($id and annotations aside: two keywords), calls any larger one`, () => {
    const leaf = { description: 'not counted', examples: ['a', 'bb'], type: 'string', minLength: 2 };
    const larger = { type: 'string', minLength: 2, maxLength: 5 };
    const nested = { type: 'array', items: { type: 'string' } };
    const d = { components: { schemas: { Leaf: leaf, Larger: larger, Nested: nested } } };
    const ref = (n: string) => ({ $ref: `#/components/schemas/${n}` });
    const code = compileValidators(docId, d, [
      { name: 'v', schema: { type: 'object', properties: { a: ref('Leaf'), b: ref('Larger'), c: ref('Nested'), d: ref('Leaf') } } },
    ]);
    const fns = code.match(/^function validate\d+/gm) ?? [];
    expect(fns).toHaveLength(3); // v, Larger, Nested; Leaf inlined twice
    expect(code.match(/data\d*\.length<2|func\d+\(data\d*\)<2/g)).toHaveLength(3); // a, d inlined; b in Larger's function
    const v = load(code).v!;
    expect(v({ a: 'x', b: 'x', c: [1], d: 'y' })).toBe(false);
    expect(v.errors!.map((e) => [e.instancePath, e.schemaPath, e.keyword])).toEqual([
      ['/a', '#/minLength', 'minLength'],
      ['/b', '#/minLength', 'minLength'],
      ['/c/0', '#/items/type', 'type'],
      ['/d', '#/minLength', 'minLength'],
    ]);
  });

  it('drops parentData/parentDataProperty/rootData where nothing reads them, keeps them where coercion writes through them', () => {
    expect(surfaceCode).not.toMatch(/\b(?:parentData|parentDataProperty|rootData)\b/);
    // A function that coerces its own value (a query integer) writes it back through parentData[parentDataProperty].
    const d = { components: { schemas: { Count: { type: 'integer', minimum: 0, maximum: 9 } } } };
    const code = compileValidators(docId, d, [{ name: 'q', schema: { type: 'object', properties: { n: { $ref: '#/components/schemas/Count' } } } }], {
      coerce: true,
    });
    expect(code).toContain('parentData[parentDataProperty]');
    const data = { n: '7' };
    expect(load(code).q!(data)).toBe(true);
    expect(data.n).toBe(7);
  });

  it("compiles coercing validators on their own (coercion changes the shared schemas' code too)", () => {
    const code = compileValidators(
      docId,
      doc,
      [
        {
          name: 'input__q',
          schema: { type: 'object', properties: { amount: { $ref: `${docId}#/components/schemas/DecimalString` }, limit: { type: 'integer' } } },
        },
      ],
      { coerce: true, shared },
    );
    expect(code).not.toContain(SHARED_MODULE);
    const v = load(code).input__q!;
    const data = { amount: '1.5', limit: '7' };
    expect(v(data)).toBe(true);
    expect(data.limit).toBe(7);
    expect(issues(v, { amount: 'x' })).toEqual(['/amount must match pattern "^(0|[1-9][0-9]*)(\\.[0-9]+)?$"']);
  });

  it('refuses a document whose copy of a shared schema differs from common.yaml', () => {
    const changed = structuredClone(doc);
    changed.components.schemas.DecimalString = { ...copy('DecimalString'), pattern: '^[0-9]+$' };
    expect(() => compileValidators(docId, changed, plans, { shared })).toThrow(/differs from specs\/components\/common.yaml/);
  });
});
