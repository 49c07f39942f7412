// Table tests of what every generated module shares: the `surface` constant (auth modes and mounts from
// x-gw-surface, x-gw-pass-through), the surface registry text (surfaces.ts, wherever it is written), and the
// file set and index.ts of emitSpec per spec kind.
import { describe, expect, test } from 'vitest';
import { surfaceLiteral } from '../src/emit.js';
import { emitSpec, registryModule } from '../src/index.js';
import type { SpecKind } from '../src/load.js';
import { fragment } from './fragments.js';

type Obj = Record<string, unknown>;

const surfaces: Array<[string, SpecKind, Obj, Obj, string]> = [
  [
    'key in path and alias',
    'openapi',
    { auth: ['path', 'alias'], mounts: { path: '/v4/{apiKey}/forex' } },
    {},
    'export const surface: SurfaceMeta = {"name":"t","networks":["mainnet"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/forex"}};',
  ],
  [
    'header, cors and none on the open mount, with alternative mounts',
    'openapi',
    {
      networks: ['mainnet', 'signet', 'regtest'],
      auth: ['path', 'header', 'cors', 'none'],
      mounts: { path: '/v4/{apiKey}', open: '/v4/api', alt: ['/v4/opi'] },
    },
    {},
    'export const surface: SurfaceMeta = {"name":"t","networks":["mainnet","signet","regtest"],"auth":["path","header","cors","none"],"mounts":{"path":"/v4/{apiKey}","open":"/v4/api","alt":["/v4/opi"]}};',
  ],
  [
    'the envelope is not part of the surface constant (it is per operation)',
    'openapi',
    { envelope: 'opi' },
    {},
    'export const surface: SurfaceMeta = {"name":"t","networks":["mainnet"],"auth":["path"],"mounts":{"path":"/v4/{apiKey}/t"}};',
  ],
  [
    'x-gw-pass-through: true adds passThrough',
    'openrpc',
    {},
    { 'x-gw-pass-through': true },
    'export const surface: SurfaceMeta = {"name":"t","networks":["mainnet"],"auth":["path"],"mounts":{"path":"/v4/{apiKey}/t"},"passThrough":true};',
  ],
  [
    'x-gw-pass-through other than true is ignored',
    'openrpc',
    {},
    { 'x-gw-pass-through': 'yes' },
    'export const surface: SurfaceMeta = {"name":"t","networks":["mainnet"],"auth":["path"],"mounts":{"path":"/v4/{apiKey}/t"}};',
  ],
];

describe('surface constant', () => {
  test.each(surfaces)('%s', (_name, kind, surface, root, expected) => {
    expect(surfaceLiteral(fragment(kind, root, surface))).toBe(expected);
  });
});

describe('surface registry (surfaces.ts content)', () => {
  test('one entry per spec, imports grouped and sorted by package', () => {
    const specs = [
      fragment('openapi', {}, { name: 'data-api', package: 'data-api' }),
      fragment('openrpc', {}, { name: 'btcusd', package: 'btcusd' }),
      fragment('openrpc', {}, { name: 'frusd', package: 'btcusd' }),
      fragment('asyncapi', {}, { name: 'mempool-stream', package: 'mempool' }),
    ];
    expect(registryModule(specs)).toBe(`// Generated from specs/ by tools/codegen. Do not edit: change the spec and run \`npm run generate\`.

import { btcusdSurface, createBtcusdClient, createFrusdClient, frusdSurface } from '@gw/btcusd';
import { btcusdMethods, frusdMethods } from '@gw/btcusd/methods';
import { createDataApiClient, dataApiSurface } from '@gw/data-api';
import { dataApiOperations } from '@gw/data-api/operations';
import { mempoolStreamSurface } from '@gw/mempool';
import { mempoolStreamFrames } from '@gw/mempool/frames';
import type { AnySurface } from '../registry.js';

export const surfaces: AnySurface[] = [
  { kind: 'rest', surface: dataApiSurface, operations: dataApiOperations, createClient: createDataApiClient as never },
  { kind: 'rpc', surface: btcusdSurface, methods: btcusdMethods, createClient: createBtcusdClient as never },
  { kind: 'rpc', surface: frusdSurface, methods: frusdMethods, createClient: createFrusdClient as never },
  { kind: 'stream', surface: mempoolStreamSurface, frames: mempoolStreamFrames },
];
`);
  });
});

const files: Array<[string, SpecKind, Obj, string[], string]> = [
  [
    'openapi',
    'openapi',
    { paths: { '/a': { post: { operationId: 'a', responses: { '200': { description: 'ok' } } } } } },
    ['calls.ts', 'client.ts', 'index.ts', 'meta.ts', 'operations-index.ts', 'operations.ts', 'spec.json', 'types.ts'],
    `// Generated from specs/openapi/t.yaml by tools/codegen. Do not edit: change the spec and run \`npm run generate\`.
export { createGwTClient, type GwTClient, type Inputs as GwTInputs, type Outputs as GwTOutputs } from './client.js';
export * from './calls.js';
export { surface as gwTSurface } from './meta.js';
export type { OperationName as GwTOperationName } from './operations.js';
export type { components as GwTComponents } from './types.js';`,
  ],
  [
    'openrpc',
    'openrpc',
    { methods: [{ name: 'm', paramStructure: 'by-name', params: [] }] },
    ['calls.ts', 'client.ts', 'index.ts', 'load-validators.ts', 'meta.ts', 'methods-index.ts', 'methods.ts', 'spec.json', 'types.ts'],
    `// Generated from specs/openrpc/t.yaml by tools/codegen. Do not edit: change the spec and run \`npm run generate\`.
export { createGwTClient, type GwTClient, type Methods as GwTMethods, type Params as GwTParams, type Result as GwTResult, prepare as prepareGwT } from './client.js';
export * from './calls.js';
export { surface as gwTSurface } from './meta.js';
export type { MethodName as GwTMethodName } from './methods.js';
export type { components as GwTComponents } from './types.js';`,
  ],
  [
    'asyncapi',
    'asyncapi',
    { channels: { c: { address: '/c', messages: { m: { 'x-gw-direction': 'receive', payload: { type: 'object' } } } } } },
    ['frame-table.ts', 'frames-index.ts', 'frames.ts', 'index.ts', 'spec.json', 'types.ts'],
    `// Generated from specs/asyncapi/t.yaml by tools/codegen. Do not edit: change the spec and run \`npm run generate\`.
export { frameMeta as gwTFrameMeta, surface as gwTSurface, type Frames as GwTFrames, type FrameMeta as GwTFrameMeta, type ClientFrame as GwTClientFrame, type ServerFrame as GwTServerFrame, type ClientFrameName as GwTClientFrameName, type ServerFrameName as GwTServerFrameName } from './frames.js';
export type { components as GwTComponents } from './types.js';`,
  ],
];

describe('emitSpec: files and index.ts per spec kind', () => {
  test.each(files)('%s', async (_name, kind, body, names, index) => {
    const spec = fragment(kind, body, { name: 'gw-t' });
    const given = structuredClone(spec.doc);
    const out = await emitSpec(spec, spec.doc);
    expect(Object.keys(out.files).sort()).toEqual(names);
    expect(out.files['index.ts']).toBe(index);
    // spec.json is the document as given (note: openapi-typescript adds `components: {}` to the object it is handed).
    expect(JSON.parse(out.files['spec.json']!)).toEqual(given);
    expect(out.docId).toBe('https://gw.invalid/specs/gw-t.json');
  });
});
