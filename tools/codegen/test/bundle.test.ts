// Table tests of bundling (tools/codegen/src/bundle.ts): a `$ref` to the shared components becomes a local schema.
// [name, given spec fragment, expected bundled document (or the error)]; the shared file is written to a temp folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { stringify } from 'yaml';
import { bundle } from '../src/bundle.js';

type Obj = Record<string, unknown>;
const root = mkdtempSync(join(tmpdir(), 'gw-bundle-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'specs/components'), { recursive: true });
writeFileSync(
  join(root, 'specs/components/common.yaml'),
  stringify({
    $defs: {
      UintString: { type: 'string', pattern: '^[0-9]+$' },
      IdObject: { type: 'object', properties: { block: { $ref: '#/$defs/UintString' }, tx: { $ref: '#/$defs/UintString' } }, required: ['block', 'tx'] },
      Nullable: { oneOf: [{ $ref: '#/$defs/IdObject' }, { type: 'null' }] },
    },
  }),
);
const specPath = join(root, 'specs/openapi/t.yaml');
const common = '../components/common.yaml';

const table: Array<[string, Obj, Obj]> = [
  [
    'a shared schema and the shared schemas it refers to are copied in, after the local ones, by name',
    { components: { schemas: { Local: { type: 'object', properties: { id: { $ref: `${common}#/$defs/IdObject` } } } } } },
    {
      components: {
        schemas: {
          Local: { type: 'object', properties: { id: { $ref: '#/components/schemas/IdObject' } } },
          IdObject: {
            type: 'object',
            properties: { block: { $ref: '#/components/schemas/UintString' }, tx: { $ref: '#/components/schemas/UintString' } },
            required: ['block', 'tx'],
          },
          UintString: { type: 'string', pattern: '^[0-9]+$' },
        },
      },
    },
  ],
  [
    'refs anywhere in the document (a path response), and a nullable shared schema',
    { paths: { '/a': { post: { responses: { '200': { content: { 'application/json': { schema: { $ref: `${common}#/$defs/Nullable` } } } } } } } } },
    {
      paths: { '/a': { post: { responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Nullable' } } } } } } } },
      components: {
        schemas: {
          IdObject: {
            type: 'object',
            properties: { block: { $ref: '#/components/schemas/UintString' }, tx: { $ref: '#/components/schemas/UintString' } },
            required: ['block', 'tx'],
          },
          Nullable: { oneOf: [{ $ref: '#/components/schemas/IdObject' }, { type: 'null' }] },
          UintString: { type: 'string', pattern: '^[0-9]+$' },
        },
      },
    },
  ],
  [
    'local refs stay as they are',
    { components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { type: 'string' } } } },
    { components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { type: 'string' } } } },
  ],
];

describe('bundle: shared components become local schemas', () => {
  test.each(table)('%s', (_name, given, expected) => {
    // Compared as text: key order is part of the output (spec.json is written from it).
    expect(JSON.stringify(bundle(given, specPath), null, 2)).toBe(JSON.stringify(expected, null, 2));
  });
});

const refused: Array<[string, Obj, string]> = [
  [
    'a local schema named like a shared one',
    { components: { schemas: { IdObject: { type: 'object' }, A: { $ref: `${common}#/$defs/IdObject` } } } },
    'local schema IdObject collides with shared',
  ],
  ['a shared schema that does not exist', { components: { schemas: { A: { $ref: `${common}#/$defs/Missing` } } } }, 'unresolved $ref'],
];

describe('bundle: what it refuses', () => {
  test.each(refused)('%s', (_name, given, message) => {
    expect(() => bundle(given, specPath)).toThrow(message);
  });
});
