// The x-gw-* registry (src/lint/extensions.ts): spec lint on fragments, the registry against the code, the docs table.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { type DocKind, EXTENSIONS, type Extension, extensionsTable, lintExtensions, lintExtensionsOf, lintRegistry } from '../src/lint/extensions.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
type Obj = Record<string, unknown>;

const surface = { name: 't', package: 't', networks: ['mainnet'], auth: ['path'], mounts: { path: '/v4/{apiKey}/t' } };
const op = (extra: Obj) => ({ paths: { '/a': { post: { operationId: 'a', ...extra, responses: {} } } } });

// [name, kind, given document, expected lint messages]
const table: Array<[string, DocKind, Obj, string[]]> = [
  [
    'registered keys in their places',
    'openapi',
    { 'x-gw-surface': { ...surface, envelope: 'rest' }, ...op({ 'x-gw-envelope': 'none', 'x-gw-admin': true, 'x-gw-networks': ['regtest'] }) },
    [],
  ],
  [
    'unknown key at the root',
    'openapi',
    { 'x-gw-surface': surface, 'x-gw-foo': 1 },
    ['#/x-gw-foo: unknown extension x-gw-foo: every x-gw-* key is registered in tools/spec-tools/src/lint/extensions.ts and documented in docs/conventions.md'],
  ],
  [
    'unknown key deep in a schema',
    'openrpc',
    { 'x-gw-surface': surface, components: { schemas: { A: { type: 'object', properties: { b: { type: 'string', 'x-gw-foo-bar': true } } } } } },
    [
      '#/components/schemas/A/properties/b/x-gw-foo-bar: unknown extension x-gw-foo-bar: every x-gw-* key is registered in tools/spec-tools/src/lint/extensions.ts and documented in docs/conventions.md',
    ],
  ],
  [
    'x-gw-envelope at the root instead of on an operation',
    'openapi',
    { 'x-gw-surface': surface, 'x-gw-envelope': 'none' },
    ['#/x-gw-envelope: x-gw-envelope may appear only on: OpenAPI operation'],
  ],
  [
    'x-gw-direction on an OpenAPI operation (AsyncAPI messages only)',
    'openapi',
    { 'x-gw-surface': surface, ...op({ 'x-gw-direction': 'send' }) },
    ['#/paths/~1a/post/x-gw-direction: x-gw-direction may appear only on: AsyncAPI message'],
  ],
  [
    'x-gw-surface inside a component schema',
    'components',
    { $defs: { A: { 'x-gw-surface': surface } } },
    ['#/$defs/A/x-gw-surface: x-gw-surface may appear only on: root of OpenAPI, OpenRPC, AsyncAPI'],
  ],
  [
    'x-gw-open-params on an OpenRPC param instead of the method',
    'openrpc',
    { 'x-gw-surface': surface, methods: [{ name: 'm', params: [{ name: 'p', schema: {}, 'x-gw-open-params': true }] }] },
    ['#/methods/0/params/0/x-gw-open-params: x-gw-open-params may appear only on: OpenRPC method; OpenAPI operation'],
  ],
  [
    'x-gw-clamp in a param schema is fine',
    'openrpc',
    { 'x-gw-surface': surface, methods: [{ name: 'm', params: [{ name: 'n', schema: { type: 'integer', 'x-gw-clamp': 5000 } }] }] },
    [],
  ],
  [
    'x-gw-direction on an AsyncAPI message, inline and in components',
    'asyncapi',
    {
      'x-gw-surface': surface,
      channels: { c: { messages: { a: { 'x-gw-direction': 'send' } } } },
      components: { messages: { b: { 'x-gw-direction': 'receive' } } },
    },
    [],
  ],
  [
    'a value of the wrong shape: x-gw-envelope',
    'openapi',
    { 'x-gw-surface': surface, ...op({ 'x-gw-envelope': 'json' }) },
    ['#/paths/~1a/post/x-gw-envelope: x-gw-envelope: expected one of rest | opi | none, got "json"'],
  ],
  [
    'x-gw-admin: false (leave it out instead)',
    'openapi',
    { 'x-gw-surface': surface, ...op({ 'x-gw-admin': false }) },
    ['#/paths/~1a/post/x-gw-admin: x-gw-admin: expected true (leave the key out otherwise), got false'],
  ],
  [
    'x-gw-networks: an unknown network',
    'openapi',
    { 'x-gw-surface': surface, ...op({ 'x-gw-networks': ['testnet'] }) },
    ['#/paths/~1a/post/x-gw-networks: x-gw-networks: [0]: expected one of mainnet | signet | regtest, got "testnet"'],
  ],
  ['x-gw-surface without package', 'openrpc', { 'x-gw-surface': { ...surface, package: undefined } }, ['#/x-gw-surface: x-gw-surface: missing package']],
  [
    'x-gw-surface with an unknown auth mode',
    'openrpc',
    { 'x-gw-surface': { ...surface, auth: ['path', 'cookie'] } },
    ['#/x-gw-surface: x-gw-surface: auth: [1]: expected one of path | header | cors | alias | none, got "cookie"'],
  ],
  ['x-gw-surface with an unknown field', 'asyncapi', { 'x-gw-surface': { ...surface, mount: '/x' } }, ['#/x-gw-surface: x-gw-surface: unknown field mount']],
  ['x-gw-surface carrying x-assumption markers is fine', 'asyncapi', { 'x-gw-surface': { ...surface, 'x-assumption': 'why' } }, []],
];

describe('spec lint: x-gw-* keys of a document', () => {
  test.each(table)('%s', (_name, kind, doc, expected) => {
    expect(lintExtensionsOf(kind, JSON.parse(JSON.stringify(doc)))).toEqual(expected);
  });
});

describe('spec lint: the registry against the code', () => {
  const base: Omit<Extension, 'key' | 'readers'> = { where: [], shape: '', check: () => null, meaning: '' };
  const registries: Array<[string, Extension[], string[]]> = [
    [
      'a key nobody reads and not marked reference-only',
      [{ ...base, key: 'x-gw-unread', readers: [] }],
      ['x-gw-unread: no code reads it (list its readers, or mark it referenceOnly)'],
    ],
    [
      'a reader that does not name the key',
      [{ ...base, key: 'x-gw-stale', readers: ['tools/codegen/src/openapi.ts'] }],
      ['x-gw-stale: reader tools/codegen/src/openapi.ts no longer reads it'],
    ],
    [
      'a reader that does not exist',
      [{ ...base, key: 'x-gw-envelope', readers: ['tools/codegen/src/gone.ts'] }],
      ['x-gw-envelope: reader tools/codegen/src/gone.ts does not exist'],
    ],
    [
      'a key registered twice',
      [
        { ...base, key: 'x-gw-envelope', readers: ['tools/codegen/src/openapi.ts'] },
        { ...base, key: 'x-gw-envelope', readers: ['tools/codegen/src/openapi.ts'] },
      ],
      ['x-gw-envelope: registered twice'],
    ],
    ['a key that is not x-gw-* kebab case', [{ ...base, key: 'x-gw-Foo', readers: [], referenceOnly: true }], ['x-gw-Foo: not an x-gw-* key in kebab case']],
    ['the real registry', [...EXTENSIONS], []],
  ];
  test.each(registries)('%s', (_name, registry, expected) => {
    expect(lintRegistry(repoRoot, registry)).toEqual(expected);
  });

  test('the specs in this repository pass', () => {
    expect(lintExtensions(repoRoot).filter((r) => !r.ok)).toEqual([]);
  });

  test('every x-gw-* key named in code (tools, packages, apps, conformance) is registered', () => {
    // HTTP headers of the local gateway share the prefix but are not spec extensions (docs/local-gateway-faults.md,
    // docs/conventions.md "Local gateway answers").
    const registered = new Set([...EXTENSIONS.map((e) => e.key), 'x-gw-source', 'x-gw-simulate', 'x-gw-drift']);
    const unknown: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (['node_modules', 'dist', 'gen', 'test-results'].includes(name)) continue;
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|mts|cts|js|mjs)$/.test(name) && path !== fileURLToPath(import.meta.url)) {
          for (const m of readFileSync(path, 'utf8').matchAll(/x-gw-[a-z0-9]+(?:-[a-z0-9]+)*/g)) {
            if (!registered.has(m[0])) unknown.push(`${relative(repoRoot, path)}: ${m[0]}`);
          }
        }
      }
    };
    for (const top of ['tools', 'packages', 'apps', 'conformance']) walk(join(repoRoot, top));
    expect(unknown).toEqual([]);
  });

  // That reference-only keys are shown on the rendered pages is checked on the site docs.test.ts builds.
});

describe('docs/conventions.md', () => {
  test('its x-gw-* table is the registry (regenerate: node --conditions=@gw/source --import tsx tools/spec-tools/src/lint/extensions-docs-cli.ts)', () => {
    expect(readFileSync(join(repoRoot, 'docs/conventions.md'), 'utf8')).toContain(extensionsTable());
  });
});
