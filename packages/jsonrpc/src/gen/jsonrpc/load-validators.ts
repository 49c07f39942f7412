// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { loadValidators, type RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

/** Each method's validator module, kept after its first use (a repeated `import()` is not free). */
const loaded: {
  "metashrewView"?: typeof import('./validators/metashrewView.js');
  "metashrewHeight"?: typeof import('./validators/metashrewHeight.js');
  "btcGetblockcount"?: typeof import('./validators/btcGetblockcount.js');
  "btcGetbestblockhash"?: typeof import('./validators/btcGetbestblockhash.js');
  "btcGetblockhash"?: typeof import('./validators/btcGetblockhash.js');
  "esploraAddressUtxo"?: typeof import('./validators/esploraAddressUtxo.js');
  "esploraFeeEstimates"?: typeof import('./validators/esploraFeeEstimates.js');
  "ordInscription"?: typeof import('./validators/ordInscription.js');
  "ordRune"?: typeof import('./validators/ordRune.js');
  "alkanesProtorunesbyaddress"?: typeof import('./validators/alkanesProtorunesbyaddress.js');
  "luaEvalscript"?: typeof import('./validators/luaEvalscript.js');
  "scriptEvalscript"?: typeof import('./validators/scriptEvalscript.js');
  "serviceGetpublic"?: typeof import('./validators/serviceGetpublic.js');
  "serviceReset"?: typeof import('./validators/serviceReset.js');
  "serviceThieve"?: typeof import('./validators/serviceThieve.js');
} = {};

/** `metashrew_view` */
export async function metashrewViewValidators(): Promise<RpcValidators> {
  const V = (loaded["metashrewView"] ??= await loadValidators(M.surface, M.metashrewView, () => import('./validators/metashrewView.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `metashrew_height` */
export async function metashrewHeightValidators(): Promise<RpcValidators> {
  const V = (loaded["metashrewHeight"] ??= await loadValidators(M.surface, M.metashrewHeight, () => import('./validators/metashrewHeight.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `btc_getblockcount` */
export async function btcGetblockcountValidators(): Promise<RpcValidators> {
  const V = (loaded["btcGetblockcount"] ??= await loadValidators(M.surface, M.btcGetblockcount, () => import('./validators/btcGetblockcount.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `btc_getbestblockhash` */
export async function btcGetbestblockhashValidators(): Promise<RpcValidators> {
  const V = (loaded["btcGetbestblockhash"] ??= await loadValidators(M.surface, M.btcGetbestblockhash, () => import('./validators/btcGetbestblockhash.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `btc_getblockhash` */
export async function btcGetblockhashValidators(): Promise<RpcValidators> {
  const V = (loaded["btcGetblockhash"] ??= await loadValidators(M.surface, M.btcGetblockhash, () => import('./validators/btcGetblockhash.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `esplora_address::utxo` */
export async function esploraAddressUtxoValidators(): Promise<RpcValidators> {
  const V = (loaded["esploraAddressUtxo"] ??= await loadValidators(M.surface, M.esploraAddressUtxo, () => import('./validators/esploraAddressUtxo.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `esplora_fee-estimates` */
export async function esploraFeeEstimatesValidators(): Promise<RpcValidators> {
  const V = (loaded["esploraFeeEstimates"] ??= await loadValidators(M.surface, M.esploraFeeEstimates, () => import('./validators/esploraFeeEstimates.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `ord_inscription` */
export async function ordInscriptionValidators(): Promise<RpcValidators> {
  const V = (loaded["ordInscription"] ??= await loadValidators(M.surface, M.ordInscription, () => import('./validators/ordInscription.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `ord_rune` */
export async function ordRuneValidators(): Promise<RpcValidators> {
  const V = (loaded["ordRune"] ??= await loadValidators(M.surface, M.ordRune, () => import('./validators/ordRune.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `alkanes_protorunesbyaddress` */
export async function alkanesProtorunesbyaddressValidators(): Promise<RpcValidators> {
  const V = (loaded["alkanesProtorunesbyaddress"] ??= await loadValidators(M.surface, M.alkanesProtorunesbyaddress, () => import('./validators/alkanesProtorunesbyaddress.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `lua_evalscript` */
export async function luaEvalscriptValidators(): Promise<RpcValidators> {
  const V = (loaded["luaEvalscript"] ??= await loadValidators(M.surface, M.luaEvalscript, () => import('./validators/luaEvalscript.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `script_evalscript` */
export async function scriptEvalscriptValidators(): Promise<RpcValidators> {
  const V = (loaded["scriptEvalscript"] ??= await loadValidators(M.surface, M.scriptEvalscript, () => import('./validators/scriptEvalscript.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `service_getpublic` */
export async function serviceGetpublicValidators(): Promise<RpcValidators> {
  const V = (loaded["serviceGetpublic"] ??= await loadValidators(M.surface, M.serviceGetpublic, () => import('./validators/serviceGetpublic.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `service_reset` */
export async function serviceResetValidators(): Promise<RpcValidators> {
  const V = (loaded["serviceReset"] ??= await loadValidators(M.surface, M.serviceReset, () => import('./validators/serviceReset.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `service_thieve` */
export async function serviceThieveValidators(): Promise<RpcValidators> {
  const V = (loaded["serviceThieve"] ??= await loadValidators(M.surface, M.serviceThieve, () => import('./validators/serviceThieve.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** The validators of one method by its wire name (a prepared batch call takes them here). */
export function validatorsOf(method: string): Promise<RpcValidators> {
  switch (method) {
    case "metashrew_view":
      return metashrewViewValidators();
    case "metashrew_height":
      return metashrewHeightValidators();
    case "btc_getblockcount":
      return btcGetblockcountValidators();
    case "btc_getbestblockhash":
      return btcGetbestblockhashValidators();
    case "btc_getblockhash":
      return btcGetblockhashValidators();
    case "esplora_address::utxo":
      return esploraAddressUtxoValidators();
    case "esplora_fee-estimates":
      return esploraFeeEstimatesValidators();
    case "ord_inscription":
      return ordInscriptionValidators();
    case "ord_rune":
      return ordRuneValidators();
    case "alkanes_protorunesbyaddress":
      return alkanesProtorunesbyaddressValidators();
    case "lua_evalscript":
      return luaEvalscriptValidators();
    case "script_evalscript":
      return scriptEvalscriptValidators();
    case "service_getpublic":
      return serviceGetpublicValidators();
    case "service_reset":
      return serviceResetValidators();
    case "service_thieve":
      return serviceThieveValidators();
    default:
      return Promise.reject(new Error(`no method ${method}`));
  }
}
