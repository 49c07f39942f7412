// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';
import * as V_metashrewView from './validators/metashrewView.js';
import * as V_metashrewHeight from './validators/metashrewHeight.js';
import * as V_btcGetblockcount from './validators/btcGetblockcount.js';
import * as V_btcGetbestblockhash from './validators/btcGetbestblockhash.js';
import * as V_btcGetblockhash from './validators/btcGetblockhash.js';
import * as V_esploraAddressUtxo from './validators/esploraAddressUtxo.js';
import * as V_esploraFeeEstimates from './validators/esploraFeeEstimates.js';
import * as V_ordInscription from './validators/ordInscription.js';
import * as V_ordRune from './validators/ordRune.js';
import * as V_alkanesProtorunesbyaddress from './validators/alkanesProtorunesbyaddress.js';
import * as V_luaEvalscript from './validators/luaEvalscript.js';
import * as V_scriptEvalscript from './validators/scriptEvalscript.js';
import * as V_serviceGetpublic from './validators/serviceGetpublic.js';
import * as V_serviceReset from './validators/serviceReset.js';
import * as V_serviceThieve from './validators/serviceThieve.js';

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "metashrew_view": {
    meta: M.metashrewView,
    validators: { params: V_metashrewView.params, result: V_metashrewView.result },
    client: "metashrewView",
  },
  "metashrew_height": {
    meta: M.metashrewHeight,
    validators: { params: V_metashrewHeight.params, result: V_metashrewHeight.result },
    client: "metashrewHeight",
  },
  "btc_getblockcount": {
    meta: M.btcGetblockcount,
    validators: { params: V_btcGetblockcount.params, result: V_btcGetblockcount.result },
    client: "btcGetblockcount",
  },
  "btc_getbestblockhash": {
    meta: M.btcGetbestblockhash,
    validators: { params: V_btcGetbestblockhash.params, result: V_btcGetbestblockhash.result },
    client: "btcGetbestblockhash",
  },
  "btc_getblockhash": {
    meta: M.btcGetblockhash,
    validators: { params: V_btcGetblockhash.params, result: V_btcGetblockhash.result },
    client: "btcGetblockhash",
  },
  "esplora_address::utxo": {
    meta: M.esploraAddressUtxo,
    validators: { params: V_esploraAddressUtxo.params, result: V_esploraAddressUtxo.result },
    client: "esploraAddressUtxo",
  },
  "esplora_fee-estimates": {
    meta: M.esploraFeeEstimates,
    validators: { params: V_esploraFeeEstimates.params, result: V_esploraFeeEstimates.result },
    client: "esploraFeeEstimates",
  },
  "ord_inscription": {
    meta: M.ordInscription,
    validators: { params: V_ordInscription.params, result: V_ordInscription.result },
    client: "ordInscription",
  },
  "ord_rune": {
    meta: M.ordRune,
    validators: { params: V_ordRune.params, result: V_ordRune.result },
    client: "ordRune",
  },
  "alkanes_protorunesbyaddress": {
    meta: M.alkanesProtorunesbyaddress,
    validators: { params: V_alkanesProtorunesbyaddress.params, result: V_alkanesProtorunesbyaddress.result },
    client: "alkanesProtorunesbyaddress",
  },
  "lua_evalscript": {
    meta: M.luaEvalscript,
    validators: { params: V_luaEvalscript.params, result: V_luaEvalscript.result },
    client: "luaEvalscript",
  },
  "script_evalscript": {
    meta: M.scriptEvalscript,
    validators: { params: V_scriptEvalscript.params, result: V_scriptEvalscript.result },
    client: "scriptEvalscript",
  },
  "service_getpublic": {
    meta: M.serviceGetpublic,
    validators: { params: V_serviceGetpublic.params, result: V_serviceGetpublic.result },
    client: "serviceGetpublic",
  },
  "service_reset": {
    meta: M.serviceReset,
    validators: { params: V_serviceReset.params, result: V_serviceReset.result },
    client: "serviceReset",
  },
  "service_thieve": {
    meta: M.serviceThieve,
    validators: { params: V_serviceThieve.params, result: V_serviceThieve.result },
    client: "serviceThieve",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
