// Table tests of the OpenAPI emitter (tools/codegen/src/openapi.ts): [name, given spec fragment, expected output].
// Each row is one small document; the expected text is exactly what the emitter writes for its one operation:
// the `operations.ts` entry and the `client.ts` lines of its first operation, and every validator it plans.
import { describe, expect, test } from 'vitest';
import { callsModule, clientModule, operationsModule, planOpenApi, restMetaModule } from '../src/openapi.js';
import { camel } from '../src/emit.js';
import { typesFor } from '../src/types.js';
import { between, DOC_ID, entry, fragment, linesNaming } from './fragments.js';

type Obj = Record<string, unknown>;
interface Given {
  paths: Obj;
  components?: Obj;
  surface?: Obj;
}
interface Expected {
  entry: string;
  client: string;
  /** The operation's line in `meta.ts`. */
  meta: string;
  /** The operation's standalone function in `calls.ts`. */
  call: string;
  validators: unknown[];
}

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const ok = (schema: unknown = { type: 'object' }) => ({ '200': { description: 'ok', ...json(schema) } });
const R = (pointer: string) => ({ $ref: `${DOC_ID}#${pointer}` });

function emit(given: Given) {
  const spec = fragment('openapi', { paths: given.paths, ...(given.components ? { components: given.components } : {}) }, given.surface);
  const { ops, validators } = planOpenApi(spec, spec.doc, DOC_ID);
  const name = ops[0]!.name;
  return {
    entry: entry(operationsModule(spec, ops), name),
    client: linesNaming(clientModule(spec, ops, 'TClient'), name),
    meta: restMetaModule(spec, ops)
      .split('\n')
      .filter((l) => l.startsWith(`export const ${camel(name)}:`))
      .join('\n'),
    call: between(callsModule(spec, ops), `/** \`${name}\``, '}'),
    validators,
  };
}

const table: Array<[string, Given, Expected]> = [
  [
    'plain POST, no body: input optional, rest envelope from x-gw-surface',
    { paths: { '/get-x': { post: { operationId: 'get-x', summary: 'Gets x.', responses: ok() } } }, surface: { envelope: 'rest' } },
    {
      entry: `  "get-x": {
    meta: M.getX,
    validators: { responses: { "200": V_getX.response__200 } },
    client: "getX",
  },`,
      client: `  "get-x": Record<string, never>;
  "get-x": RestData<Ops["get-x"]['responses'][200]['content']["application/json"]>;
  /** \`get-x\` — POST /get-x. Gets x. */
  getX(input?: Inputs["get-x"], opts?: CallOptions): Promise<Reply<Outputs["get-x"]>>;`,
      meta: `export const getX: OperationMeta = {"name":"get-x","method":"POST","path":"/get-x","envelope":"rest","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null};`,
      call: `/** \`get-x\` — POST /get-x. Gets x. */
export async function getX(gw: Gateway, input?: Inputs["get-x"], opts?: CallOptions): Promise<Reply<Outputs["get-x"]>> {
  const V = (loaded["getX"] ??= await loadValidators(M.surface, M.getX, () => import('./validators/getX.js'), ["response__200"]));
  return await restCall(gw, M.surface, M.getX, { responses: { "200": V.response__200 } }, input, opts);
}`,
      validators: [{ name: 'response__get_x__200', schema: R('/paths/~1get-x/post/responses/200/content/application~1json/schema') }],
    },
  ],
  [
    'JSON body with a required property: input required',
    {
      paths: {
        '/get-y': {
          post: {
            operationId: 'get-y',
            requestBody: json({ type: 'object', properties: { id: { type: 'string' }, limit: { type: 'integer', default: 10 } }, required: ['id'] }),
            responses: ok(),
          },
        },
      },
    },
    {
      entry: `  "get-y": {
    meta: M.getY,
    validators: { input: V_getY.input, responses: { "200": V_getY.response__200 } },
    client: "getY",
  },`,
      client: `  "get-y": NonNullable<Ops["get-y"]['requestBody']>['content']['application/json'];
  "get-y": Ops["get-y"]['responses'][200]['content']["application/json"];
  /** \`get-y\` — POST /get-y */
  getY(input: Inputs["get-y"], opts?: CallOptions): Promise<Reply<Outputs["get-y"]>>;`,
      meta: `export const getY: OperationMeta = {"name":"get-y","method":"POST","path":"/get-y","envelope":"none","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null};`,
      call: `/** \`get-y\` — POST /get-y */
export async function getY(gw: Gateway, input: Inputs["get-y"], opts?: CallOptions): Promise<Reply<Outputs["get-y"]>> {
  const V = (loaded["getY"] ??= await loadValidators(M.surface, M.getY, () => import('./validators/getY.js'), ["input", "response__200"]));
  return await restCall(gw, M.surface, M.getY, { input: V.input, responses: { "200": V.response__200 } }, input, opts);
}`,
      validators: [
        { name: 'input__get_y', schema: R('/paths/~1get-y/post/requestBody/content/application~1json/schema') },
        { name: 'response__get_y__200', schema: R('/paths/~1get-y/post/responses/200/content/application~1json/schema') },
      ],
    },
  ],
  [
    'JSON body, every property optional (defaults only): input optional',
    {
      paths: {
        '/get-z': {
          post: { operationId: 'get-z', requestBody: json({ type: 'object', properties: { limit: { type: 'integer', default: 10 } } }), responses: ok() },
        },
      },
    },
    {
      entry: `  "get-z": {
    meta: M.getZ,
    validators: { input: V_getZ.input, responses: { "200": V_getZ.response__200 } },
    client: "getZ",
  },`,
      client: `  "get-z": NonNullable<Ops["get-z"]['requestBody']>['content']['application/json'];
  "get-z": Ops["get-z"]['responses'][200]['content']["application/json"];
  /** \`get-z\` — POST /get-z */
  getZ(input?: Inputs["get-z"], opts?: CallOptions): Promise<Reply<Outputs["get-z"]>>;`,
      meta: `export const getZ: OperationMeta = {"name":"get-z","method":"POST","path":"/get-z","envelope":"none","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null};`,
      call: `/** \`get-z\` — POST /get-z */
export async function getZ(gw: Gateway, input?: Inputs["get-z"], opts?: CallOptions): Promise<Reply<Outputs["get-z"]>> {
  const V = (loaded["getZ"] ??= await loadValidators(M.surface, M.getZ, () => import('./validators/getZ.js'), ["input", "response__200"]));
  return await restCall(gw, M.surface, M.getZ, { input: V.input, responses: { "200": V.response__200 } }, input, opts);
}`,
      validators: [
        { name: 'input__get_z', schema: R('/paths/~1get-z/post/requestBody/content/application~1json/schema') },
        { name: 'response__get_z__200', schema: R('/paths/~1get-z/post/responses/200/content/application~1json/schema') },
      ],
    },
  ],
  [
    'body required: true with no required property: input required',
    {
      paths: {
        '/set': { post: { operationId: 'set', requestBody: { required: true, ...json({ type: 'object' }) }, responses: ok() } },
      },
    },
    {
      entry: `  "set": {
    meta: M.set,
    validators: { input: V_set.input, responses: { "200": V_set.response__200 } },
    client: "set",
  },`,
      client: `  "set": NonNullable<Ops["set"]['requestBody']>['content']['application/json'];
  "set": Ops["set"]['responses'][200]['content']["application/json"];
  /** \`set\` — POST /set */
  set(input: Inputs["set"], opts?: CallOptions): Promise<Reply<Outputs["set"]>>;`,
      meta: `export const set: OperationMeta = {"name":"set","method":"POST","path":"/set","envelope":"none","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null};`,
      call: `/** \`set\` — POST /set */
export async function set(gw: Gateway, input: Inputs["set"], opts?: CallOptions): Promise<Reply<Outputs["set"]>> {
  const V = (loaded["set"] ??= await loadValidators(M.surface, M.set, () => import('./validators/set.js'), ["input", "response__200"]));
  return await restCall(gw, M.surface, M.set, { input: V.input, responses: { "200": V.response__200 } }, input, opts);
}`,
      validators: [
        { name: 'input__set', schema: R('/paths/~1set/post/requestBody/content/application~1json/schema') },
        { name: 'response__set__200', schema: R('/paths/~1set/post/responses/200/content/application~1json/schema') },
      ],
    },
  ],
  [
    'GET: path parameter (always required), required and optional query parameters, one coercing validator',
    {
      paths: {
        '/blocks/{n}': {
          parameters: [{ name: 'n', in: 'path', required: true, schema: { type: 'integer' } }],
          get: {
            operationId: 'block',
            parameters: [
              { name: 'fields', in: 'query', required: true, schema: { type: 'string', enum: ['all', 'header'] } },
              { name: 'limit', in: 'query', schema: { type: 'integer', default: 25 } },
              { name: 'x-trace', in: 'header', schema: { type: 'string' } },
            ],
            responses: ok(),
          },
        },
      },
    },
    {
      entry: `  "block": {
    meta: M.block,
    validators: { input: VQ_block.input, responses: { "200": V_block.response__200 } },
    client: "block",
  },`,
      client: `  "block": NonNullable<Ops["block"]['parameters']['path']> & NonNullable<Ops["block"]['parameters']['query']>;
  "block": Ops["block"]['responses'][200]['content']["application/json"];
  /** \`block\` — GET /blocks/{n} */
  block(input: Inputs["block"], opts?: CallOptions): Promise<Reply<Outputs["block"]>>;`,
      meta: `export const block: OperationMeta = {"name":"block","method":"GET","path":"/blocks/{n}","envelope":"none","pathParams":["n"],"queryParams":["fields","limit"],"body":null,"admin":false,"networks":null};`,
      call: `/** \`block\` — GET /blocks/{n} */
export async function block(gw: Gateway, input: Inputs["block"], opts?: CallOptions): Promise<Reply<Outputs["block"]>> {
  const V = (loaded["block"] ??= await loadValidators(M.surface, M.block, () => import('./validators/block.js'), ["response__200"]));
  const VQ = (loadedCoerce["block"] ??= await loadValidators(M.surface, M.block, () => import('./validators-coerce/block.js'), ["input"]));
  return await restCall(gw, M.surface, M.block, { input: VQ.input, responses: { "200": V.response__200 } }, input, opts);
}`,
      validators: [
        {
          name: 'input__block',
          schema: {
            type: 'object',
            properties: {
              n: R('/paths/~1blocks~1{n}/parameters/0/schema'),
              fields: R('/paths/~1blocks~1{n}/get/parameters/0/schema'),
              limit: R('/paths/~1blocks~1{n}/get/parameters/1/schema'),
            },
            required: ['n', 'fields'],
            additionalProperties: false,
          },
          coerce: true,
        },
        { name: 'response__block__200', schema: R('/paths/~1blocks~1{n}/get/responses/200/content/application~1json/schema') },
      ],
    },
  ],
  [
    'a path parameter is required even when the spec omits required: true',
    { paths: { '/tx/{txid}': { get: { operationId: 'tx', parameters: [{ name: 'txid', in: 'path', schema: { type: 'string' } }], responses: ok() } } } },
    {
      entry: `  "tx": {
    meta: M.tx,
    validators: { input: VQ_tx.input, responses: { "200": V_tx.response__200 } },
    client: "tx",
  },`,
      client: `  "tx": NonNullable<Ops["tx"]['parameters']['path']>;
  "tx": Ops["tx"]['responses'][200]['content']["application/json"];
  /** \`tx\` — GET /tx/{txid} */
  tx(input: Inputs["tx"], opts?: CallOptions): Promise<Reply<Outputs["tx"]>>;`,
      meta: `export const tx: OperationMeta = {"name":"tx","method":"GET","path":"/tx/{txid}","envelope":"none","pathParams":["txid"],"queryParams":[],"body":null,"admin":false,"networks":null};`,
      call: `/** \`tx\` — GET /tx/{txid} */
export async function tx(gw: Gateway, input: Inputs["tx"], opts?: CallOptions): Promise<Reply<Outputs["tx"]>> {
  const V = (loaded["tx"] ??= await loadValidators(M.surface, M.tx, () => import('./validators/tx.js'), ["response__200"]));
  const VQ = (loadedCoerce["tx"] ??= await loadValidators(M.surface, M.tx, () => import('./validators-coerce/tx.js'), ["input"]));
  return await restCall(gw, M.surface, M.tx, { input: VQ.input, responses: { "200": V.response__200 } }, input, opts);
}`,
      validators: [
        {
          name: 'input__tx',
          schema: { type: 'object', properties: { txid: R('/paths/~1tx~1{txid}/get/parameters/0/schema') }, required: ['txid'], additionalProperties: false },
          coerce: true,
        },
        { name: 'response__tx__200', schema: R('/paths/~1tx~1{txid}/get/responses/200/content/application~1json/schema') },
      ],
    },
  ],
  [
    'GET with optional query parameters only: input optional',
    {
      paths: {
        '/list': { get: { operationId: 'list', parameters: [{ name: 'page', in: 'query', schema: { type: 'integer', default: 1 } }], responses: ok() } },
      },
    },
    {
      entry: `  "list": {
    meta: M.list,
    validators: { input: VQ_list.input, responses: { "200": V_list.response__200 } },
    client: "list",
  },`,
      client: `  "list": NonNullable<Ops["list"]['parameters']['query']>;
  "list": Ops["list"]['responses'][200]['content']["application/json"];
  /** \`list\` — GET /list */
  list(input?: Inputs["list"], opts?: CallOptions): Promise<Reply<Outputs["list"]>>;`,
      meta: `export const list: OperationMeta = {"name":"list","method":"GET","path":"/list","envelope":"none","pathParams":[],"queryParams":["page"],"body":null,"admin":false,"networks":null};`,
      call: `/** \`list\` — GET /list */
export async function list(gw: Gateway, input?: Inputs["list"], opts?: CallOptions): Promise<Reply<Outputs["list"]>> {
  const V = (loaded["list"] ??= await loadValidators(M.surface, M.list, () => import('./validators/list.js'), ["response__200"]));
  const VQ = (loadedCoerce["list"] ??= await loadValidators(M.surface, M.list, () => import('./validators-coerce/list.js'), ["input"]));
  return await restCall(gw, M.surface, M.list, { input: VQ.input, responses: { "200": V.response__200 } }, input, opts);
}`,
      validators: [
        {
          name: 'input__list',
          schema: { type: 'object', properties: { page: R('/paths/~1list/get/parameters/0/schema') }, required: [], additionalProperties: false },
          coerce: true,
        },
        { name: 'response__list__200', schema: R('/paths/~1list/get/responses/200/content/application~1json/schema') },
      ],
    },
  ],
  [
    '$ref to shared components: parameter, request body and response resolve to their component pointers',
    {
      paths: {
        '/by-id': {
          post: {
            operationId: 'by-id',
            requestBody: { $ref: '#/components/requestBodies/ById' },
            responses: { '200': { $ref: '#/components/responses/Ok' }, '401': { $ref: '#/components/responses/Unauthorized' } },
          },
        },
        '/by-q': {
          get: { operationId: 'by-q', parameters: [{ $ref: '#/components/parameters/Q' }], responses: { '200': { $ref: '#/components/responses/Ok' } } },
        },
      },
      components: {
        schemas: { IdObject: { type: 'object', properties: { block: { type: 'string' } }, required: ['block'] } },
        parameters: { Q: { name: 'q', in: 'query', required: true, schema: { type: 'string' } } },
        requestBodies: { ById: json({ $ref: '#/components/schemas/IdObject' }) },
        responses: { Ok: { description: 'ok', ...json({ type: 'object' }) }, Unauthorized: { description: 'no', ...json({ type: 'object' }) } },
      },
    },
    {
      entry: `  "by-id": {
    meta: M.byId,
    validators: { input: V_byId.input, responses: { "200": V_byId.response__200, "401": V_byId.response__401 } },
    client: "byId",
  },`,
      client: `  "by-id": NonNullable<Ops["by-id"]['requestBody']>['content']['application/json'];
  "by-id": Ops["by-id"]['responses'][200]['content']["application/json"];
  /** \`by-id\` — POST /by-id */
  byId(input: Inputs["by-id"], opts?: CallOptions): Promise<Reply<Outputs["by-id"]>>;`,
      meta: `export const byId: OperationMeta = {"name":"by-id","method":"POST","path":"/by-id","envelope":"none","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null};`,
      call: `/** \`by-id\` — POST /by-id */
export async function byId(gw: Gateway, input: Inputs["by-id"], opts?: CallOptions): Promise<Reply<Outputs["by-id"]>> {
  const V = (loaded["byId"] ??= await loadValidators(M.surface, M.byId, () => import('./validators/byId.js'), ["input", "response__200", "response__401"]));
  return await restCall(gw, M.surface, M.byId, { input: V.input, responses: { "200": V.response__200, "401": V.response__401 } }, input, opts);
}`,
      validators: [
        { name: 'input__by_id', schema: R('/components/requestBodies/ById/content/application~1json/schema') },
        { name: 'response__by_id__200', schema: R('/components/responses/Ok/content/application~1json/schema') },
        { name: 'response__by_id__401', schema: R('/components/responses/Unauthorized/content/application~1json/schema') },
        {
          name: 'input__by_q',
          schema: { type: 'object', properties: { q: R('/components/parameters/Q/schema') }, required: ['q'], additionalProperties: false },
          coerce: true,
        },
        { name: 'response__by_q__200', schema: R('/components/responses/Ok/content/application~1json/schema') },
      ],
    },
  ],
  [
    'opi envelope from x-gw-surface',
    { paths: { '/h': { get: { operationId: 'h', responses: ok() } } }, surface: { envelope: 'opi' } },
    {
      entry: `  "h": {
    meta: M.h,
    validators: { responses: { "200": V_h.response__200 } },
    client: "h",
  },`,
      client: `  "h": Record<string, never>;
  "h": OpiResult<Ops["h"]['responses'][200]['content']["application/json"]>;
  /** \`h\` — GET /h */
  h(input?: Inputs["h"], opts?: CallOptions): Promise<Reply<Outputs["h"]>>;`,
      meta: `export const h: OperationMeta = {"name":"h","method":"GET","path":"/h","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null};`,
      call: `/** \`h\` — GET /h */
export async function h(gw: Gateway, input?: Inputs["h"], opts?: CallOptions): Promise<Reply<Outputs["h"]>> {
  const V = (loaded["h"] ??= await loadValidators(M.surface, M.h, () => import('./validators/h.js'), ["response__200"]));
  return await restCall(gw, M.surface, M.h, { responses: { "200": V.response__200 } }, input, opts);
}`,
      validators: [{ name: 'response__h__200', schema: R('/paths/~1h/get/responses/200/content/application~1json/schema') }],
    },
  ],
  [
    'x-gw-envelope: none on an operation overrides the surface rest envelope; text/plain and JSON answers',
    {
      paths: {
        '/health': {
          get: {
            operationId: 'health',
            'x-gw-envelope': 'none',
            responses: {
              '200': { description: 'ok', content: { 'text/plain': { schema: { type: 'string' } }, 'application/json': { schema: { type: 'object' } } } },
            },
          },
        },
      },
      surface: { envelope: 'rest' },
    },
    {
      entry: `  "health": {
    meta: M.health,
    validators: { responses: { "200": V_health.response__200 } },
    client: "health",
  },`,
      client: `  "health": Record<string, never>;
  "health": Ops["health"]['responses'][200]['content']["text/plain"] | Ops["health"]['responses'][200]['content']["application/json"];
  /** \`health\` — GET /health */
  health(input?: Inputs["health"], opts?: CallOptions): Promise<Reply<Outputs["health"]>>;`,
      meta: `export const health: OperationMeta = {"name":"health","method":"GET","path":"/health","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null};`,
      call: `/** \`health\` — GET /health */
export async function health(gw: Gateway, input?: Inputs["health"], opts?: CallOptions): Promise<Reply<Outputs["health"]>> {
  const V = (loaded["health"] ??= await loadValidators(M.surface, M.health, () => import('./validators/health.js'), ["response__200"]));
  return await restCall(gw, M.surface, M.health, { responses: { "200": V.response__200 } }, input, opts);
}`,
      validators: [
        {
          name: 'response__health__200',
          schema: {
            anyOf: [R('/paths/~1health/get/responses/200/content/text~1plain/schema'), R('/paths/~1health/get/responses/200/content/application~1json/schema')],
          },
        },
      ],
    },
  ],
  [
    'x-gw-envelope: opi on an operation of a surface without an envelope',
    { paths: { '/o': { post: { operationId: 'o', 'x-gw-envelope': 'opi', responses: ok() } } } },
    {
      entry: `  "o": {
    meta: M.o,
    validators: { responses: { "200": V_o.response__200 } },
    client: "o",
  },`,
      client: `  "o": Record<string, never>;
  "o": OpiResult<Ops["o"]['responses'][200]['content']["application/json"]>;
  /** \`o\` — POST /o */
  o(input?: Inputs["o"], opts?: CallOptions): Promise<Reply<Outputs["o"]>>;`,
      meta: `export const o: OperationMeta = {"name":"o","method":"POST","path":"/o","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null};`,
      call: `/** \`o\` — POST /o */
export async function o(gw: Gateway, input?: Inputs["o"], opts?: CallOptions): Promise<Reply<Outputs["o"]>> {
  const V = (loaded["o"] ??= await loadValidators(M.surface, M.o, () => import('./validators/o.js'), ["response__200"]));
  return await restCall(gw, M.surface, M.o, { responses: { "200": V.response__200 } }, input, opts);
}`,
      validators: [{ name: 'response__o__200', schema: R('/paths/~1o/post/responses/200/content/application~1json/schema') }],
    },
  ],
  [
    'x-gw-admin and x-gw-networks; a default response without content validates anything',
    {
      paths: {
        '/admin/{n}': {
          post: {
            operationId: 'admin-op',
            'x-gw-admin': true,
            'x-gw-networks': ['regtest'],
            summary: 'Mines n blocks */ safely.\nSecond line.',
            parameters: [{ name: 'n', in: 'path', required: true, schema: { type: 'integer' } }],
            responses: { ...ok(), default: { description: 'failure' } },
          },
        },
      },
    },
    {
      entry: `  "admin-op": {
    meta: M.adminOp,
    validators: { input: VQ_adminOp.input, responses: { "200": V_adminOp.response__200, "default": V_adminOp.response__default } },
    client: "adminOp",
  },`,
      client: `  "admin-op": NonNullable<Ops["admin-op"]['parameters']['path']>;
  "admin-op": Ops["admin-op"]['responses'][200]['content']["application/json"];
  /** \`admin-op\` — POST /admin/{n}. Mines n blocks *\\/ safely. */
  adminOp(input: Inputs["admin-op"], opts?: CallOptions): Promise<Reply<Outputs["admin-op"]>>;`,
      meta: `export const adminOp: OperationMeta = {"name":"admin-op","method":"POST","path":"/admin/{n}","envelope":"none","pathParams":["n"],"queryParams":[],"body":null,"admin":true,"networks":["regtest"]};`,
      call: `/** \`admin-op\` — POST /admin/{n}. Mines n blocks *\\/ safely. */
export async function adminOp(gw: Gateway, input: Inputs["admin-op"], opts?: CallOptions): Promise<Reply<Outputs["admin-op"]>> {
  const V = (loaded["adminOp"] ??= await loadValidators(M.surface, M.adminOp, () => import('./validators/adminOp.js'), ["response__200", "response__default"]));
  const VQ = (loadedCoerce["adminOp"] ??= await loadValidators(M.surface, M.adminOp, () => import('./validators-coerce/adminOp.js'), ["input"]));
  return await restCall(gw, M.surface, M.adminOp, { input: VQ.input, responses: { "200": V.response__200, "default": V.response__default } }, input, opts);
}`,
      validators: [
        {
          name: 'input__admin_op',
          schema: { type: 'object', properties: { n: R('/paths/~1admin~1{n}/post/parameters/0/schema') }, required: ['n'], additionalProperties: false },
          coerce: true,
        },
        { name: 'response__admin_op__200', schema: R('/paths/~1admin~1{n}/post/responses/200/content/application~1json/schema') },
        { name: 'response__admin_op__default', schema: {} },
      ],
    },
  ],
  [
    'x-gw-open-params on an operation without parameters: no input validator, nothing refused (the emitter does not read the key)',
    { paths: { '/v1/brc20/balance': { get: { operationId: 'balance', 'x-gw-open-params': true, responses: ok() } } }, surface: { envelope: 'opi' } },
    {
      entry: `  "balance": {
    meta: M.balance,
    validators: { responses: { "200": V_balance.response__200 } },
    client: "balance",
  },`,
      client: `  "balance": Record<string, never>;
  "balance": OpiResult<Ops["balance"]['responses'][200]['content']["application/json"]>;
  /** \`balance\` — GET /v1/brc20/balance */
  balance(input?: Inputs["balance"], opts?: CallOptions): Promise<Reply<Outputs["balance"]>>;`,
      meta: `export const balance: OperationMeta = {"name":"balance","method":"GET","path":"/v1/brc20/balance","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null};`,
      call: `/** \`balance\` — GET /v1/brc20/balance */
export async function balance(gw: Gateway, input?: Inputs["balance"], opts?: CallOptions): Promise<Reply<Outputs["balance"]>> {
  const V = (loaded["balance"] ??= await loadValidators(M.surface, M.balance, () => import('./validators/balance.js'), ["response__200"]));
  return await restCall(gw, M.surface, M.balance, { responses: { "200": V.response__200 } }, input, opts);
}`,
      validators: [{ name: 'response__balance__200', schema: R('/paths/~1v1~1brc20~1balance/get/responses/200/content/application~1json/schema') }],
    },
  ],
  [
    'a body that is JSON or binary: the client also takes a Uint8Array',
    {
      paths: {
        '/tx': {
          post: {
            operationId: 'send-tx',
            requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['hex'] } }, 'application/octet-stream': {} } },
            responses: ok(),
          },
        },
      },
    },
    {
      entry: `  "send-tx": {
    meta: M.sendTx,
    validators: { input: V_sendTx.input, responses: { "200": V_sendTx.response__200 } },
    client: "sendTx",
  },`,
      client: `  "send-tx": NonNullable<Ops["send-tx"]['requestBody']>['content']['application/json'];
  "send-tx": Ops["send-tx"]['responses'][200]['content']["application/json"];
  /** \`send-tx\` — POST /tx */
  sendTx(input: Inputs["send-tx"] | Uint8Array, opts?: CallOptions): Promise<Reply<Outputs["send-tx"]>>;`,
      meta: `export const sendTx: OperationMeta = {"name":"send-tx","method":"POST","path":"/tx","envelope":"none","pathParams":[],"queryParams":[],"body":"json-or-binary","admin":false,"networks":null};`,
      call: `/** \`send-tx\` — POST /tx */
export async function sendTx(gw: Gateway, input: Inputs["send-tx"] | Uint8Array, opts?: CallOptions): Promise<Reply<Outputs["send-tx"]>> {
  const V = (loaded["sendTx"] ??= await loadValidators(M.surface, M.sendTx, () => import('./validators/sendTx.js'), ["input", "response__200"]));
  return await restCall(gw, M.surface, M.sendTx, { input: V.input, responses: { "200": V.response__200 } }, input, opts);
}`,
      validators: [
        { name: 'input__send_tx', schema: R('/paths/~1tx/post/requestBody/content/application~1json/schema') },
        { name: 'response__send_tx__200', schema: R('/paths/~1tx/post/responses/200/content/application~1json/schema') },
      ],
    },
  ],
];

describe('OpenAPI emitter: one operation per row', () => {
  test.each(table)('%s', (_name, given, expected) => {
    const out = emit(given);
    expect(out.entry).toBe(expected.entry);
    expect(out.client).toBe(expected.client);
    expect(out.meta).toBe(expected.meta);
    expect(out.call).toBe(expected.call);
    expect(out.validators).toEqual(expected.validators);
  });
});

const refused: Array<[string, Given, string]> = [
  ['an operation without operationId', { paths: { '/a': { get: { responses: ok() } } } }, 'specs/openapi/t.yaml: GET /a has no operationId'],
  ['PUT', { paths: { '/a': { put: { operationId: 'a', responses: ok() } } } }, 'specs/openapi/t.yaml: a: only GET and POST are supported'],
  [
    'a body without application/json',
    { paths: { '/a': { post: { operationId: 'a', requestBody: { content: { 'text/plain': {} } }, responses: ok() } } } },
    'specs/openapi/t.yaml: a: request body needs application/json',
  ],
  [
    'a body together with query parameters',
    { paths: { '/a': { post: { operationId: 'a', parameters: [{ name: 'q', in: 'query', schema: {} }], requestBody: json({}), responses: ok() } } } },
    'specs/openapi/t.yaml: a: a body together with query/path parameters is not supported',
  ],
];

describe('OpenAPI emitter: what it refuses', () => {
  test.each(refused)('%s', (_name, given, message) => {
    const spec = fragment('openapi', { paths: given.paths });
    expect(() => planOpenApi(spec, spec.doc, DOC_ID)).toThrow(message);
  });
});

// The operation's TypeScript in types.ts (openapi-typescript): its parameters and request body, up to `responses`.
const typed: Array<[string, Given, string]> = [
  [
    'query parameters: required, optional with a default, enum; path parameter',
    {
      paths: {
        '/blocks/{n}': {
          parameters: [{ name: 'n', in: 'path', required: true, schema: { type: 'integer' } }],
          get: {
            operationId: 'block',
            parameters: [
              { name: 'fields', in: 'query', required: true, schema: { type: 'string', enum: ['all', 'header'] } },
              { name: 'limit', in: 'query', schema: { type: 'integer', default: 25 } },
            ],
            responses: ok(),
          },
        },
      },
    },
    `    block: {
        parameters: {
            query: {
                fields: "all" | "header";
                limit?: number;
            };
            header?: never;
            path: {
                n: number;
            };
            cookie?: never;
        };
        requestBody?: never;`,
  ],
  [
    'a JSON body by $ref to a component schema, body optional',
    {
      paths: { '/by-id': { post: { operationId: 'by-id', requestBody: json({ $ref: '#/components/schemas/IdObject' }), responses: ok() } } },
      components: { schemas: { IdObject: { type: 'object', properties: { block: { type: 'string' } }, required: ['block'] } } },
    },
    `    "by-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["IdObject"];
            };
        };`,
  ],
  [
    'a required inline body with a default, an enum and a nullable field',
    {
      paths: {
        '/q': {
          post: {
            operationId: 'q',
            requestBody: {
              required: true,
              ...json({
                type: 'object',
                properties: { side: { type: 'string', enum: ['buy', 'sell'] }, limit: { type: 'integer', default: 10 }, cursor: { type: ['string', 'null'] } },
                required: ['side'],
                additionalProperties: false,
              }),
            },
            responses: ok(),
          },
        },
      },
    },
    `    q: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    side: "buy" | "sell";
                    /** @default 10 */
                    limit?: number;
                    cursor?: string | null;
                };
            };
        };`,
  ],
];

describe('OpenAPI emitter: operation types', () => {
  test.each(typed)('%s', async (_name, given, expected) => {
    const spec = fragment('openapi', { paths: given.paths, ...(given.components ? { components: given.components } : {}) });
    const types = await typesFor(spec.doc);
    expect(between(types, expected.split('\n')[0]!, '        responses: {').split('\n').slice(0, -1).join('\n')).toBe(expected);
  });
});
