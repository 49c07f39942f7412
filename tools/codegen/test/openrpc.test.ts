// Table tests of the OpenRPC emitter (tools/codegen/src/openrpc.ts): [name, given spec fragment, expected output].
// Each row is a document with one method; the expected text is exactly what the emitter writes for it: the
// `methods.ts` entry, the `client.ts` lines that name it, the params validator it plans and the params type.
import { describe, expect, test } from 'vitest';
import { camel } from '../src/emit.js';
import { methodsModule, planOpenRpc, rpcCallsModule, rpcClientModule, rpcMetaModule, rpcTypesDoc } from '../src/openrpc.js';
import { typesFor } from '../src/types.js';
import { between, DOC_ID, entry, fragment, linesNaming } from './fragments.js';

type Obj = Record<string, unknown>;
interface Given {
  method: Obj;
  components?: Obj;
}
interface Expected {
  entry: string;
  client: string;
  /** The method's line in `meta.ts`. */
  meta: string;
  /** The method's standalone function in `calls.ts`. */
  call: string;
  params: unknown;
  types: string;
}

const R = (pointer: string) => ({ $ref: `${DOC_ID}#${pointer}` });

async function emit(given: Given) {
  const spec = fragment('openrpc', { methods: [given.method], ...(given.components ? { components: given.components } : {}) });
  const { methods, validators, typeSchemas } = planOpenRpc(spec, spec.doc, DOC_ID);
  const name = methods[0]!.name;
  const types = await typesFor(rpcTypesDoc(spec.doc, typeSchemas));
  // The params and result types of this method: the last entries of components.schemas in types.ts.
  const lines = types.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`        "${name}.params"`));
  return {
    entry: entry(methodsModule(spec, methods), name),
    client: linesNaming(rpcClientModule(spec, methods, 'TClient'), name),
    meta: rpcMetaModule(spec, methods)
      .split('\n')
      .filter((l) => l.startsWith(`export const ${camel(name)}:`))
      .join('\n'),
    call: between(rpcCallsModule(spec, methods), `/** \`${name}\``, '}'),
    params: validators.find((v) => v.name.startsWith('params__'))!.schema,
    types: lines.slice(start, lines.indexOf('    };', start)).join('\n'),
  };
}

const table: Array<[string, Given, Expected]> = [
  [
    'by-name: required and optional params (default, enum); extra names refused',
    {
      method: {
        name: 'forex_rates',
        summary: 'Rates.',
        paramStructure: 'by-name',
        params: [
          { name: 'base', required: true, schema: { type: 'string' } },
          { name: 'quotes', schema: { type: 'array', items: { type: 'string', enum: ['EUR', 'GBP'] } } },
          { name: 'limit', schema: { type: 'integer', default: 10 } },
        ],
        result: {
          name: 'rates',
          schema: { type: 'object', properties: { rates: { type: 'object', additionalProperties: { type: 'string' } } }, required: ['rates'] },
        },
      },
    },
    {
      entry: `  "forex_rates": {
    meta: M.forexRates,
    validators: { params: V_forexRates.params, result: V_forexRates.result },
    client: "forexRates",
  },`,
      client: `  "forex_rates": { params: S["forex_rates.params"]; result: S["forex_rates.result"] };
  "forex_rates": M.forexRates,
  /** \`forex_rates\` (by-name). Rates. */
  forexRates(params: Params<"forex_rates">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_rates">>>;`,
      meta: `export const forexRates: MethodMeta = {"name":"forex_rates","paramStructure":"by-name","paramsOptional":false,"networks":null};`,
      call: `/** \`forex_rates\` (by-name). Rates. */
export async function forexRates(gw: Gateway, params: Params<"forex_rates">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_rates">>> {
  return await rpcCall(gw, M.surface, { method: M.forexRates, validators: await L.forexRatesValidators(), params }, opts);
}`,
      params: {
        type: 'object',
        properties: { base: R('/methods/0/params/0/schema'), quotes: R('/methods/0/params/1/schema'), limit: R('/methods/0/params/2/schema') },
        required: ['base'],
        additionalProperties: false,
      },
      types: `        "forex_rates.params": {
            base: string;
            quotes?: ("EUR" | "GBP")[];
            /** @default 10 */
            limit?: number;
        };
        "forex_rates.result": {
            rates: {
                [key: string]: string;
            };
        };`,
    },
  ],
  [
    'by-name, every param optional: params optional on the client',
    { method: { name: 'ping', paramStructure: 'by-name', params: [{ name: 'verbose', schema: { type: 'boolean' } }] } },
    {
      entry: `  "ping": {
    meta: M.ping,
    validators: { params: V_ping.params },
    client: "ping",
  },`,
      client: `  "ping": { params: S["ping.params"]; result: unknown };
  "ping": M.ping,
  /** \`ping\` (by-name) */
  ping(params?: Params<"ping">, opts?: RpcCallOptions): Promise<Reply<Result<"ping">>>;`,
      meta: `export const ping: MethodMeta = {"name":"ping","paramStructure":"by-name","paramsOptional":true,"networks":null};`,
      call: `/** \`ping\` (by-name) */
export async function ping(gw: Gateway, params?: Params<"ping">, opts?: RpcCallOptions): Promise<Reply<Result<"ping">>> {
  return await rpcCall(gw, M.surface, { method: M.ping, validators: await L.pingValidators(), params }, opts);
}`,
      params: { type: 'object', properties: { verbose: R('/methods/0/params/0/schema') }, required: [], additionalProperties: false },
      types: `        "ping.params": {
            verbose?: boolean;
        };`,
    },
  ],
  [
    'by-position: minItems up to the last required position, maxItems = declared positions; the type is one tuple per accepted length',
    {
      method: {
        name: 'getblockhash',
        paramStructure: 'by-position',
        params: [
          { name: 'height', required: true, schema: { type: 'integer', minimum: 0 } },
          { name: 'verbose', schema: { type: 'boolean', default: false } },
        ],
        result: { name: 'hash', schema: { type: 'string' } },
      },
    },
    {
      entry: `  "getblockhash": {
    meta: M.getblockhash,
    validators: { params: V_getblockhash.params, result: V_getblockhash.result },
    client: "getblockhash",
  },`,
      client: `  "getblockhash": { params: S["getblockhash.params"]; result: S["getblockhash.result"] };
  "getblockhash": M.getblockhash,
  /** \`getblockhash\` (by-position) */
  getblockhash(params: Params<"getblockhash">, opts?: RpcCallOptions): Promise<Reply<Result<"getblockhash">>>;`,
      meta: `export const getblockhash: MethodMeta = {"name":"getblockhash","paramStructure":"by-position","paramsOptional":false,"networks":null};`,
      call: `/** \`getblockhash\` (by-position) */
export async function getblockhash(gw: Gateway, params: Params<"getblockhash">, opts?: RpcCallOptions): Promise<Reply<Result<"getblockhash">>> {
  return await rpcCall(gw, M.surface, { method: M.getblockhash, validators: await L.getblockhashValidators(), params }, opts);
}`,
      params: { type: 'array', prefixItems: [R('/methods/0/params/0/schema'), R('/methods/0/params/1/schema')], minItems: 1, maxItems: 2 },
      types: `        "getblockhash.params": [
            number
        ] | [
            number,
            boolean
        ];
        "getblockhash.result": string;`,
    },
  ],
  [
    'by-position without params: exactly an empty array',
    { method: { name: 'getblockcount', paramStructure: 'by-position', params: [], result: { name: 'n', schema: { type: 'integer' } } } },
    {
      entry: `  "getblockcount": {
    meta: M.getblockcount,
    validators: { params: V_getblockcount.params, result: V_getblockcount.result },
    client: "getblockcount",
  },`,
      client: `  "getblockcount": { params: S["getblockcount.params"]; result: S["getblockcount.result"] };
  "getblockcount": M.getblockcount,
  /** \`getblockcount\` (by-position) */
  getblockcount(params?: Params<"getblockcount">, opts?: RpcCallOptions): Promise<Reply<Result<"getblockcount">>>;`,
      meta: `export const getblockcount: MethodMeta = {"name":"getblockcount","paramStructure":"by-position","paramsOptional":true,"networks":null};`,
      call: `/** \`getblockcount\` (by-position) */
export async function getblockcount(gw: Gateway, params?: Params<"getblockcount">, opts?: RpcCallOptions): Promise<Reply<Result<"getblockcount">>> {
  return await rpcCall(gw, M.surface, { method: M.getblockcount, validators: await L.getblockcountValidators(), params }, opts);
}`,
      params: { type: 'array', minItems: 0, maxItems: 0 },
      types: `        "getblockcount.params": unknown[];
        "getblockcount.result": number;`,
    },
  ],
  [
    'x-gw-open-params, by-position: no maxItems (nothing refused)',
    {
      method: {
        name: 'esplora_address::utxo',
        paramStructure: 'by-position',
        'x-gw-open-params': true,
        params: [{ name: 'address', required: true, schema: { type: 'string' } }],
      },
    },
    {
      entry: `  "esplora_address::utxo": {
    meta: M.esploraAddressUtxo,
    validators: { params: V_esploraAddressUtxo.params },
    client: "esploraAddressUtxo",
  },`,
      client: `  "esplora_address::utxo": { params: S["esplora_address::utxo.params"]; result: unknown };
  "esplora_address::utxo": M.esploraAddressUtxo,
  /** \`esplora_address::utxo\` (by-position) */
  esploraAddressUtxo(params: Params<"esplora_address::utxo">, opts?: RpcCallOptions): Promise<Reply<Result<"esplora_address::utxo">>>;`,
      meta: `export const esploraAddressUtxo: MethodMeta = {"name":"esplora_address::utxo","paramStructure":"by-position","paramsOptional":false,"networks":null};`,
      call: `/** \`esplora_address::utxo\` (by-position) */
export async function esploraAddressUtxo(gw: Gateway, params: Params<"esplora_address::utxo">, opts?: RpcCallOptions): Promise<Reply<Result<"esplora_address::utxo">>> {
  return await rpcCall(gw, M.surface, { method: M.esploraAddressUtxo, validators: await L.esploraAddressUtxoValidators(), params }, opts);
}`,
      params: { type: 'array', prefixItems: [R('/methods/0/params/0/schema')], minItems: 1 },
      types: `        "esplora_address::utxo.params": [
            string
        ];`,
    },
  ],
  [
    'x-gw-open-params, by-name: no additionalProperties: false (unknown names pass)',
    { method: { name: 'service_x', paramStructure: 'by-name', 'x-gw-open-params': true, 'x-gw-networks': ['regtest'], params: [] } },
    {
      entry: `  "service_x": {
    meta: M.serviceX,
    validators: { params: V_serviceX.params },
    client: "serviceX",
  },`,
      client: `  "service_x": { params: S["service_x.params"]; result: unknown };
  "service_x": M.serviceX,
  /** \`service_x\` (by-name) */
  serviceX(params?: Params<"service_x">, opts?: RpcCallOptions): Promise<Reply<Result<"service_x">>>;`,
      meta: `export const serviceX: MethodMeta = {"name":"service_x","paramStructure":"by-name","paramsOptional":true,"networks":["regtest"]};`,
      call: `/** \`service_x\` (by-name) */
export async function serviceX(gw: Gateway, params?: Params<"service_x">, opts?: RpcCallOptions): Promise<Reply<Result<"service_x">>> {
  return await rpcCall(gw, M.surface, { method: M.serviceX, validators: await L.serviceXValidators(), params }, opts);
}`,
      params: { type: 'object', properties: {}, required: [] },
      types: `        "service_x.params": Record<string, never>;`,
    },
  ],
  [
    '$ref to shared components: a content descriptor and a schema in components',
    {
      method: {
        name: 'ammdata.get_pool',
        paramStructure: 'by-name',
        params: [{ $ref: '#/components/contentDescriptors/Pool' }],
        result: { name: 'pool', schema: { oneOf: [{ $ref: '#/components/schemas/IdObject' }, { type: 'null' }] } },
      },
      components: {
        contentDescriptors: { Pool: { name: 'pool', required: true, schema: { $ref: '#/components/schemas/IdObject' } } },
        schemas: { IdObject: { type: 'object', properties: { block: { type: 'string' }, tx: { type: 'string' } }, required: ['block', 'tx'] } },
      },
    },
    {
      entry: `  "ammdata.get_pool": {
    meta: M.ammdataGetPool,
    validators: { params: V_ammdataGetPool.params, result: V_ammdataGetPool.result },
    client: "ammdataGetPool",
  },`,
      client: `  "ammdata.get_pool": { params: S["ammdata.get_pool.params"]; result: S["ammdata.get_pool.result"] };
  "ammdata.get_pool": M.ammdataGetPool,
  /** \`ammdata.get_pool\` (by-name) */
  ammdataGetPool(params: Params<"ammdata.get_pool">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_pool">>>;`,
      meta: `export const ammdataGetPool: MethodMeta = {"name":"ammdata.get_pool","paramStructure":"by-name","paramsOptional":false,"networks":null};`,
      call: `/** \`ammdata.get_pool\` (by-name) */
export async function ammdataGetPool(gw: Gateway, params: Params<"ammdata.get_pool">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_pool">>> {
  return await rpcCall(gw, M.surface, { method: M.ammdataGetPool, validators: await L.ammdataGetPoolValidators(), params }, opts);
}`,
      params: { type: 'object', properties: { pool: R('/components/contentDescriptors/Pool/schema') }, required: ['pool'], additionalProperties: false },
      types: `        "ammdata.get_pool.params": {
            pool: components["schemas"]["IdObject"];
        };
        "ammdata.get_pool.result": components["schemas"]["IdObject"] | null;`,
    },
  ],
];

describe('OpenRPC emitter: one method per row', () => {
  test.each(table)('%s', async (_name, given, expected) => {
    const out = await emit(given);
    expect(out.entry).toBe(expected.entry);
    expect(out.client).toBe(expected.client);
    expect(out.meta).toBe(expected.meta);
    expect(out.call).toBe(expected.call);
    expect(out.params).toEqual(expected.params);
    expect(out.types).toBe(expected.types);
  });
});
