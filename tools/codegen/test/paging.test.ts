// Table tests of the paging emitter (tools/codegen/src/paging.ts): [name, given spec fragment, expected output]. Each
// row is a document with one paged operation; the expected text is what the emitters write for its paging: the
// declaration in `meta.ts`, the `<operation>All` twin in `pages.ts` and the client's method and factory entry.
import { describe, expect, test } from 'vitest';
import { clientModule, planOpenApi, restCallTypes, restMetaModule } from '../src/openapi.js';
import { planOpenRpc, rpcCallTypes, rpcClientModule, rpcMetaModule } from '../src/openrpc.js';
import { pagesModule } from '../src/paging.js';
import { between, DOC_ID, fragment } from './fragments.js';

type Obj = Record<string, unknown>;
interface Expected {
  meta: string;
  all: string;
  client: string;
}

function emitRpc(method: Obj) {
  const spec = fragment('openrpc', { methods: [method] });
  const { methods } = planOpenRpc(spec, spec.doc, DOC_ID);
  return {
    spec,
    meta: rpcMetaModule(spec, methods),
    pages: pagesModule(spec, methods, rpcCallTypes(methods)),
    client: rpcClientModule(spec, methods, 'TClient'),
  };
}

function emitRest(path: string, op: Obj) {
  const components = { schemas: { N: { type: 'integer', minimum: 0 } } };
  const spec = fragment('openapi', { paths: { [path]: { post: op } }, components }, { envelope: 'rest' });
  const { ops } = planOpenApi(spec, spec.doc, DOC_ID);
  return { spec, meta: restMetaModule(spec, ops), pages: pagesModule(spec, ops, restCallTypes(ops)), client: clientModule(spec, ops, 'TClient') };
}

const emitted = (e: { meta: string; pages: string | undefined; client: string }, camelName: string): Expected => ({
  meta: e.meta
    .split('\n')
    .filter((l) => l.startsWith(`export const ${camelName}Paging`))
    .join('\n'),
  all: between(e.pages ?? '', `export function ${camelName}All`, '}'),
  client: e.client
    .split('\n')
    .filter((l) => l.includes(`${camelName}All`))
    .join('\n'),
});

const snapshotMethod = {
  name: 'mempool_snapshot',
  summary: 'Snapshot.',
  paramStructure: 'by-name',
  'x-gw-paging': { style: 'cursor', limit: 'limit', cursor: 'cursor', next: 'cursor', items: 'entries', hasMore: 'has_more' },
  params: [
    { name: 'limit', schema: { type: 'integer' } },
    { name: 'cursor', schema: { type: 'integer', default: 0 } },
  ],
  result: { name: 'r', schema: { type: 'object', properties: { entries: { type: 'array' }, cursor: { type: 'integer' }, has_more: { type: 'boolean' } } } },
};

const rows: Array<[string, () => ReturnType<typeof emitRpc>, string, Expected]> = [
  [
    'JSON-RPC cursor paging: the result names the next cursor; optional params make an optional input',
    () => emitRpc(snapshotMethod),
    'mempoolSnapshot',
    {
      meta: 'export const mempoolSnapshotPaging: Paging = {"style":"cursor","limit":"limit","cursor":"cursor","next":"cursor","items":"entries","hasMore":"has_more"};',
      all: `export function mempoolSnapshotAll(gw: Gateway, input?: Params<"mempool_snapshot">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"mempool_snapshot">, "entries">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "mempool_snapshot" };
  return paginate(ctx, M.mempoolSnapshotPaging, (i: Params<"mempool_snapshot">, o: RpcCallOptions | undefined) => calls.mempoolSnapshot(gw, i, o), input, opts) as AsyncGenerator<PageItem<Result<"mempool_snapshot">, "entries">, void, undefined>;
}`,
      client: `  mempoolSnapshotAll(input?: Params<"mempool_snapshot">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"mempool_snapshot">, "entries">, void, undefined>;
    mempoolSnapshotAll: (input, opts) => pages.mempoolSnapshotAll(gw, input, opts),`,
    },
  ],
  [
    "JSON-RPC page paging: the page size's default comes from the limit param's schema",
    () =>
      emitRpc({
        name: 'get_holders',
        paramStructure: 'by-name',
        'x-gw-paging': { style: 'page', limit: 'limit', page: 'page', pageEcho: 'page', items: 'items', hasMore: 'has_more' },
        params: [
          { name: 'alkane', required: true, schema: { type: 'string' } },
          { name: 'page', schema: { type: 'integer', default: 0 } },
          { name: 'limit', schema: { type: 'integer', default: 100 } },
        ],
        result: { name: 'r', schema: { type: 'object' } },
      }),
    'getHolders',
    {
      meta: 'export const getHoldersPaging: Paging = {"style":"page","limit":"limit","page":"page","pageEcho":"page","items":"items","hasMore":"has_more","defaultLimit":100};',
      all: `export function getHoldersAll(gw: Gateway, input: Params<"get_holders">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"get_holders">, "items">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get_holders" };
  return paginate(ctx, M.getHoldersPaging, (i: Params<"get_holders">, o: RpcCallOptions | undefined) => calls.getHolders(gw, i, o), input, opts) as AsyncGenerator<PageItem<Result<"get_holders">, "items">, void, undefined>;
}`,
      client: `  getHoldersAll(input: Params<"get_holders">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"get_holders">, "items">, void, undefined>;
    getHoldersAll: (input, opts) => pages.getHoldersAll(gw, input, opts),`,
    },
  ],
  [
    "REST offset paging on body fields: the default of a `$ref`'d count sits beside the ref; a required body, a required input",
    () =>
      emitRest('/get-pool-swap-history', {
        operationId: 'get-pool-swap-history',
        'x-gw-paging': { style: 'offset', limit: 'count', offset: 'offset', items: 'swaps' },
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { count: { $ref: '#/components/schemas/N', default: 50 }, offset: { $ref: '#/components/schemas/N' } },
              },
            },
          },
        },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
      }) as never,
    'getPoolSwapHistory',
    {
      meta: 'export const getPoolSwapHistoryPaging: Paging = {"style":"offset","limit":"count","offset":"offset","items":"swaps","defaultLimit":50};',
      all: `export function getPoolSwapHistoryAll(gw: Gateway, input: Inputs["get-pool-swap-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-pool-swap-history"], "swaps">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-pool-swap-history" };
  return paginate(ctx, M.getPoolSwapHistoryPaging, (i: Inputs["get-pool-swap-history"], o: CallOptions | undefined) => calls.getPoolSwapHistory(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-pool-swap-history"], "swaps">, void, undefined>;
}`,
      client: `  getPoolSwapHistoryAll(input: Inputs["get-pool-swap-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-pool-swap-history"], "swaps">, void, undefined>;
    getPoolSwapHistoryAll: (input, opts) => pages.getPoolSwapHistoryAll(gw, input, opts),`,
    },
  ],
];

describe('paging emitter', () => {
  test.each(rows)('%s', (_name, emit, camelName, expected) => {
    expect(emitted(emit(), camelName)).toEqual(expected);
  });

  test('an operation without x-gw-paging emits no pages module and no All method', () => {
    const { x: _x, ...plain } = { x: 0, ...snapshotMethod, 'x-gw-paging': undefined };
    const e = emitRpc(JSON.parse(JSON.stringify(plain)));
    expect(e.pages).toBeUndefined();
    expect(e.client).not.toContain('All');
    expect(e.meta).not.toContain('Paging');
  });

  const refused: Array<[string, Obj, RegExp]> = [
    ['a field the request does not have', { style: 'offset', limit: 'limit', offset: 'skip', items: 'entries' }, /the request has no field skip/],
    ['a cursor without the next-cursor field', { style: 'cursor', limit: 'limit', cursor: 'cursor', items: 'entries' }, /needs `next`/],
    ['a page style without its field', { style: 'page', limit: 'limit', items: 'entries' }, /needs `page`/],
    ['an unknown style', { style: 'token', limit: 'limit', items: 'entries' }, /style must be offset, page or cursor/],
  ];
  test.each(refused)('refuses %s', (_name, paging, message) => {
    expect(() => emitRpc({ ...snapshotMethod, 'x-gw-paging': paging })).toThrow(message);
  });
});
