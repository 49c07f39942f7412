// Validators compile once: the shared schemas (common.yaml $defs) into one module, each surface module requires them
// from there and holds only its own schemas; what they accept and refuse is what the schemas say.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileSharedValidators, compileValidators, loadShared, SHARED_MODULE, type ValidatorPlan } from './validators.js';

type Validator = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string; params?: Record<string, unknown> }> | null };
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
  it('requires the shared schemas instead of compiling them again', () => {
    expect(surfaceCode).toContain(`require("${SHARED_MODULE}/DecimalString").DecimalString`);
    expect(surfaceCode).toContain(`require("${SHARED_MODULE}/IdObject").IdObject`);
    expect(surfaceCode).not.toContain('[1-9][0-9]*'); // no copy of a shared pattern
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
