// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcMethod, RpcValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';

export const surface: SurfaceMeta = {"name":"jsonrpc","networks":["mainnet","signet","regtest"],"auth":["path","header","cors","alias","none"],"mounts":{"path":"/v4/{apiKey}","open":"/v4/jsonrpc"}};

export interface MethodEntry {
  meta: RpcMethod & { networks: readonly string[] | null };
  validators: RpcValidators;
  /** Method name on the generated client. */
  client: string;
}

export const methods = {
  "metashrew_view": {
    meta: {"name":"metashrew_view","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__metashrew_view, result: V.result__metashrew_view },
    client: "metashrewView",
  },
  "metashrew_height": {
    meta: {"name":"metashrew_height","paramStructure":"by-position","paramsOptional":true,"networks":null},
    validators: { params: V.params__metashrew_height, result: V.result__metashrew_height },
    client: "metashrewHeight",
  },
  "btc_getblockcount": {
    meta: {"name":"btc_getblockcount","paramStructure":"by-position","paramsOptional":true,"networks":null},
    validators: { params: V.params__btc_getblockcount, result: V.result__btc_getblockcount },
    client: "btcGetblockcount",
  },
  "btc_getbestblockhash": {
    meta: {"name":"btc_getbestblockhash","paramStructure":"by-position","paramsOptional":true,"networks":null},
    validators: { params: V.params__btc_getbestblockhash, result: V.result__btc_getbestblockhash },
    client: "btcGetbestblockhash",
  },
  "btc_getblockhash": {
    meta: {"name":"btc_getblockhash","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__btc_getblockhash, result: V.result__btc_getblockhash },
    client: "btcGetblockhash",
  },
  "esplora_address::utxo": {
    meta: {"name":"esplora_address::utxo","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__esplora_address__utxo, result: V.result__esplora_address__utxo },
    client: "esploraAddressUtxo",
  },
  "esplora_fee-estimates": {
    meta: {"name":"esplora_fee-estimates","paramStructure":"by-position","paramsOptional":true,"networks":null},
    validators: { params: V.params__esplora_fee_estimates, result: V.result__esplora_fee_estimates },
    client: "esploraFeeEstimates",
  },
  "ord_inscription": {
    meta: {"name":"ord_inscription","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__ord_inscription, result: V.result__ord_inscription },
    client: "ordInscription",
  },
  "ord_rune": {
    meta: {"name":"ord_rune","paramStructure":"by-position","paramsOptional":true,"networks":null},
    validators: { params: V.params__ord_rune, result: V.result__ord_rune },
    client: "ordRune",
  },
  "alkanes_protorunesbyaddress": {
    meta: {"name":"alkanes_protorunesbyaddress","paramStructure":"by-position","paramsOptional":true,"networks":null},
    validators: { params: V.params__alkanes_protorunesbyaddress, result: V.result__alkanes_protorunesbyaddress },
    client: "alkanesProtorunesbyaddress",
  },
  "lua_evalscript": {
    meta: {"name":"lua_evalscript","paramStructure":"by-position","paramsOptional":true,"networks":null},
    validators: { params: V.params__lua_evalscript, result: V.result__lua_evalscript },
    client: "luaEvalscript",
  },
  "script_evalscript": {
    meta: {"name":"script_evalscript","paramStructure":"by-position","paramsOptional":true,"networks":null},
    validators: { params: V.params__script_evalscript, result: V.result__script_evalscript },
    client: "scriptEvalscript",
  },
  "service_getpublic": {
    meta: {"name":"service_getpublic","paramStructure":"by-position","paramsOptional":true,"networks":["regtest"]},
    validators: { params: V.params__service_getpublic, result: V.result__service_getpublic },
    client: "serviceGetpublic",
  },
  "service_reset": {
    meta: {"name":"service_reset","paramStructure":"by-position","paramsOptional":true,"networks":["regtest"]},
    validators: { params: V.params__service_reset, result: V.result__service_reset },
    client: "serviceReset",
  },
  "service_thieve": {
    meta: {"name":"service_thieve","paramStructure":"by-position","paramsOptional":true,"networks":["regtest"]},
    validators: { params: V.params__service_thieve, result: V.result__service_thieve },
    client: "serviceThieve",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
