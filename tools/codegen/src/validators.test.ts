// Validator modules: named after what they validate, a named schema compiled once and called, a leaf checked in
// place, shared schemas called from @gw/runtime; what they accept and refuse is what the schemas say.
// (tools/codegen/test/validators-vs-ajv.test.ts compares every generated validator with ajv.)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileSharedValidators, compileSurfaceValidators, loadShared, SHARED_MODULE, SUPPORT_MODULE, type ValidatorPlan } from './validators.js';

type Validator = ((data: unknown) => boolean) & {
  errors?: Array<{ instancePath: string; schemaPath?: string; keyword?: string; message?: string; params?: Record<string, unknown> }> | null;
};
type Module = Record<string, Validator>;

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const support = pathToFileURL(join(root, 'packages/runtime/src/validator-support.js')).href;
const shared = loadShared(root);
const tmp = mkdtempSync(join(tmpdir(), 'gw-validators-'));

/** Writes modules under `tmp/<dir>/`, the runtime's specifiers pointing at the files; returns a loader. */
function write(dir: string, files: Map<string, string>): (path: string) => Promise<Module> {
  for (const [path, code] of files) {
    const file = join(tmp, dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      code
        .replaceAll(`"${SUPPORT_MODULE}"`, JSON.stringify(support))
        .replaceAll('"../../../validator-support.js"', JSON.stringify(support))
        .replace(new RegExp(`"${SHARED_MODULE}/(\\w+)"`, 'g'), (_m, n: string) => JSON.stringify(pathToFileURL(join(tmp, 'common/defs', `${n}.js`)).href)),
    );
  }
  return (path: string) => import(pathToFileURL(join(tmp, dir, path)).href) as Promise<Module>;
}

const sharedFiles = compileSharedValidators(shared);
const loadCommon = write('common', sharedFiles);
const common = async (name: string) => (await loadCommon(`defs/${name}.js`))[name]!;
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
  { name: 'input__a', schema: { type: 'object', properties: { limit: { type: 'integer', minimum: 0 }, also: { type: 'integer', minimum: 0 } } } },
  { name: 'input__a2', schema: { type: 'object', properties: { limit: { type: 'integer', minimum: 0 }, also: { type: 'integer', minimum: 0 } } } },
];
const ops = [
  {
    file: 'a',
    what: '`a`',
    names: [
      ['response__a__200', 'response__200'],
      ['response__a__default', 'response__default'],
      ['input__a', 'input'],
      ['input__a2', 'input2'],
    ] as Array<[string, string]>,
  },
  {
    file: 'b',
    what: '`b`',
    names: [
      ['response__b__200', 'response__200'],
      ['response__b__default', 'response__default'],
    ] as Array<[string, string]>,
  },
];
const surfaceFiles = compileSurfaceValidators('specs/t.yaml', docId, doc, plans, ops, shared);
const loadSurface = write('t', surfaceFiles);

describe('the shared modules', () => {
  it('are one module per common.yaml $def, each refusing what its schema refuses', async () => {
    expect([...sharedFiles.keys()].sort()).toEqual([...shared.schemas.keys()].map((n) => `defs/${n}.js`).sort());
    expect(issues(await common('DecimalString'), '0.8604')).toEqual([]);
    expect(issues(await common('DecimalString'), '1.')).toEqual([' must match pattern "^(0|[1-9][0-9]*)(\\.[0-9]+)?$"']);
    expect(issues(await common('DecimalString'), 1.5)).toEqual([' must be string']);
    const id = await common('IdObject');
    expect(issues(id, { block: '840000', tx: '1' })).toEqual([]);
    expect(issues(id, { block: '01', extra: 1 })).toEqual([" must have required property 'tx'", '/block must match pattern "^(0|[1-9][0-9]*)$"']);
    // Records in answers are never closed against extra fields (issue 10 item 7).
    expect(issues(id, { block: '840000', tx: '1', extra: 1 })).toEqual([]);
    expect(issues(await common('RestFailureEnvelope'), { statusCode: 200, error: 'x' })).toEqual(['/statusCode must NOT be valid']);
    expect(issues(await common('InvalidApiKey'), { code: 'NOPE' })).toEqual(['/code must be equal to constant']);
  });
});

describe('a surface', () => {
  it('has one module per operation and one per named schema it calls, named after them', () => {
    expect([...surfaceFiles.keys()].sort()).toEqual(['validators/a.js', 'validators/b.js', 'validators/schemas/Item.js']);
  });

  it('calls shared schemas from @gw/runtime, checks a leaf in place, and calls a named schema from its module', () => {
    const item = surfaceFiles.get('validators/schemas/Item.js')!;
    expect(item).toContain(`import { IdObject } from "${SHARED_MODULE}/IdObject";`);
    // A shared leaf (type + pattern) is checked in place by the function its shared module exports.
    expect(item).toContain(`import { checkDecimalString } from "${SHARED_MODULE}/DecimalString";`);
    expect(item).toMatch(/^\t\tif \(data\.amount !== undefined\) checkDecimalString\(errors, data\.amount, path, "#\/properties\/amount", "amount"\);$/m);
    expect(surfaceFiles.get('validators/a.js')).toContain('import { Item } from "./schemas/Item.js";');
    expect(surfaceFiles.get('validators/b.js')).toContain('import { Item } from "./schemas/Item.js";');
  });

  it('exports the called function itself where an answer is just a named schema, and identical validators once', async () => {
    // One import at a time: concurrent first imports of one file can give two instances under vitest's module runner.
    const item = await loadSurface('validators/schemas/Item.js');
    const failure = await common('RestFailureEnvelope');
    const a = await loadSurface('validators/a.js');
    const b = await loadSurface('validators/b.js');
    expect(a.response__default).toBe(failure);
    expect(b.response__default).toBe(failure);
    expect(a.response__200).toBe(item.Item);
    expect(b.response__200).toBe(item.Item);
    expect(a.input2).toBe(a.input);
    expect(surfaceFiles.get('validators/a.js')!.match(/^export function /gm)).toHaveLength(1); // the input object
  });

  it('accepts and refuses exactly what the schemas say, with the same issues', async () => {
    const a = await loadSurface('validators/a.js');
    const item = a.response__200!;
    expect(issues(item, { amount: '12.5', id: { block: '2', tx: '0' } })).toEqual([]);
    expect(issues(item, {})).toEqual([" must have required property 'amount'"]);
    expect(issues(item, { amount: '-1', id: { block: 2, tx: '0' } })).toEqual([
      '/amount must match pattern "^(0|[1-9][0-9]*)(\\.[0-9]+)?$"',
      '/id/block must be string',
    ]);
    expect(issues(a.response__default!, { statusCode: 400, error: 'bad' })).toEqual([]);
    expect(issues(a.response__default!, { statusCode: 400 })).toEqual([" must have required property 'error'"]);
    expect(issues(a.input!, { limit: -1, also: 1.5 })).toEqual(['/limit must be >= 0', '/also must be integer']);
  });

  it("reports a leaf's errors with the schema path of the place that uses it", async () => {
    const item = (await loadSurface('validators/a.js')).response__200!;
    expect(item({ amount: '-1' })).toBe(false);
    expect(item.errors).toEqual([
      {
        instancePath: '/amount',
        schemaPath: '#/properties/amount/pattern',
        keyword: 'pattern',
        params: { pattern: '^(0|[1-9][0-9]*)(\\.[0-9]+)?$' },
        message: 'must match pattern "^(0|[1-9][0-9]*)(\\.[0-9]+)?$"',
      },
    ]);
  });

  it('writes the checking function of a local leaf in the module that uses it', () => {
    const d = {
      components: {
        schemas: { Code: { type: 'string', pattern: '^[A-Z]{3}$' }, Pair: { type: 'object', properties: { a: { $ref: '#/components/schemas/Code' } } } },
      },
    };
    const files = compileSurfaceValidators(
      'specs/l.yaml',
      docId,
      d,
      [{ name: 'v', schema: { $ref: '#/components/schemas/Pair' } }],
      [{ file: 'v', what: '`v`', names: [['v', 'v']] }],
      shared,
    );
    expect([...files.keys()]).toEqual(['validators/v.js', 'validators/schemas/Pair.js']);
    expect(files.get('validators/schemas/Pair.js')).toMatch(/^function checkCode\(errors, data, path, schemaPath, key, propertyName\) \{$/m);
  });

  it('coerces query input in place, every reference inlined (no module called)', async () => {
    const d = {
      components: {
        schemas: {
          Count: { type: 'integer', minimum: 0, maximum: 9 },
          Amount: copy('DecimalString'),
          Pair: { type: 'object', properties: { a: { $ref: '#/components/schemas/Count' }, b: { $ref: '#/components/schemas/Count' }, c: { type: 'string' } } },
        },
      },
    };
    const files = compileSurfaceValidators(
      'specs/q.yaml',
      docId,
      d,
      [
        {
          name: 'input__q',
          coerce: true,
          schema: {
            type: 'object',
            properties: { n: { $ref: '#/components/schemas/Count' }, p: { $ref: '#/components/schemas/Pair' }, x: { $ref: '#/components/schemas/Amount' } },
          },
        },
      ],
      [{ file: 'q', what: '`q`', names: [['input__q', 'input']] }],
      shared,
    );
    expect([...files.keys()]).toEqual(['validators-coerce/q.js']);
    expect(files.get('validators-coerce/q.js')).not.toMatch(/^import \{ \w+ \} from "\.\//m);
    const q = (await write('q', files)('validators-coerce/q.js')).input!;
    const data = { n: '7', p: { a: '1' }, x: '1.5' };
    expect(q(data)).toBe(true);
    expect(data).toEqual({ n: 7, p: { a: 1 }, x: '1.5' });
    expect(issues(q, { n: '12', x: 'y' })).toEqual(['/n must be <= 9', '/x must match pattern "^(0|[1-9][0-9]*)(\\.[0-9]+)?$"']);
  });

  it('refuses a copy of a shared schema that differs from common.yaml, a keyword it does not implement, an unknown format', () => {
    const changed = structuredClone(doc);
    changed.components.schemas.DecimalString = { ...copy('DecimalString'), pattern: '^[0-9]+$' };
    expect(() => compileSurfaceValidators('specs/t.yaml', docId, changed, plans, ops, shared)).toThrow(/differs from specs\/components\/common.yaml/);
    const one = (schema: Record<string, unknown>) => () =>
      compileSurfaceValidators('specs/t.yaml', docId, { components: {} }, [{ name: 'v', schema }], [{ file: 'v', what: '`v`', names: [['v', 'v']] }], shared);
    expect(one({ type: 'number', multipleOf: 2 })).toThrow(/keyword multipleOf is not supported/);
    expect(one({ type: 'object', patternProperties: { '^a': {} } })).toThrow(/keyword patternProperties is not supported/);
    expect(one({ type: 'string', format: 'email' })).toThrow(/format email has no check/);
  });

  it('writes readable ES modules: no require, one tab per level, no line over 300 characters', () => {
    for (const [path, code] of [...surfaceFiles, ...sharedFiles]) {
      expect(code, path).not.toMatch(/\brequire\(/);
      expect(
        code.split('\n').filter((l) => l.length > 300),
        path,
      ).toEqual([]);
    }
  });
});
