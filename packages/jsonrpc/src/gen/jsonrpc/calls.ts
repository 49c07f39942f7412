// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as M from './meta.js';

/** Each method's validator module, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "metashrewView"?: typeof import('./validators/metashrewView.cjs');
  "metashrewHeight"?: typeof import('./validators/metashrewHeight.cjs');
  "btcGetblockcount"?: typeof import('./validators/btcGetblockcount.cjs');
  "btcGetbestblockhash"?: typeof import('./validators/btcGetbestblockhash.cjs');
  "btcGetblockhash"?: typeof import('./validators/btcGetblockhash.cjs');
  "esploraAddressUtxo"?: typeof import('./validators/esploraAddressUtxo.cjs');
  "esploraFeeEstimates"?: typeof import('./validators/esploraFeeEstimates.cjs');
  "ordInscription"?: typeof import('./validators/ordInscription.cjs');
  "ordRune"?: typeof import('./validators/ordRune.cjs');
  "alkanesProtorunesbyaddress"?: typeof import('./validators/alkanesProtorunesbyaddress.cjs');
  "luaEvalscript"?: typeof import('./validators/luaEvalscript.cjs');
  "scriptEvalscript"?: typeof import('./validators/scriptEvalscript.cjs');
  "serviceGetpublic"?: typeof import('./validators/serviceGetpublic.cjs');
  "serviceReset"?: typeof import('./validators/serviceReset.cjs');
  "serviceThieve"?: typeof import('./validators/serviceThieve.cjs');
} = {};

/** `metashrew_view` (by-position). Calls an indexer view with a hex-encoded request. */
export async function metashrewView(gw: Gateway, params: Params<"metashrew_view">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_view">>> {
  const V = (loaded["metashrewView"] ??= await import('./validators/metashrewView.cjs'));
  return rpcCall(gw, M.surface, { method: M.metashrewView, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `metashrew_height` (by-position). Current height of the metashrew indexer. */
export async function metashrewHeight(gw: Gateway, params?: Params<"metashrew_height">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_height">>> {
  const V = (loaded["metashrewHeight"] ??= await import('./validators/metashrewHeight.cjs'));
  return rpcCall(gw, M.surface, { method: M.metashrewHeight, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `btc_getblockcount` (by-position). Bitcoin Core `getblockcount`. */
export async function btcGetblockcount(gw: Gateway, params?: Params<"btc_getblockcount">, opts?: RpcCallOptions): Promise<Reply<Result<"btc_getblockcount">>> {
  const V = (loaded["btcGetblockcount"] ??= await import('./validators/btcGetblockcount.cjs'));
  return rpcCall(gw, M.surface, { method: M.btcGetblockcount, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `btc_getbestblockhash` (by-position). Bitcoin Core `getbestblockhash`. */
export async function btcGetbestblockhash(gw: Gateway, params?: Params<"btc_getbestblockhash">, opts?: RpcCallOptions): Promise<Reply<Result<"btc_getbestblockhash">>> {
  const V = (loaded["btcGetbestblockhash"] ??= await import('./validators/btcGetbestblockhash.cjs'));
  return rpcCall(gw, M.surface, { method: M.btcGetbestblockhash, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `btc_getblockhash` (by-position). Bitcoin Core `getblockhash(height)`. */
export async function btcGetblockhash(gw: Gateway, params: Params<"btc_getblockhash">, opts?: RpcCallOptions): Promise<Reply<Result<"btc_getblockhash">>> {
  const V = (loaded["btcGetblockhash"] ??= await import('./validators/btcGetblockhash.cjs'));
  return rpcCall(gw, M.surface, { method: M.btcGetblockhash, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `esplora_address::utxo` (by-position). Esplora `/address/{address}/utxo`. */
export async function esploraAddressUtxo(gw: Gateway, params: Params<"esplora_address::utxo">, opts?: RpcCallOptions): Promise<Reply<Result<"esplora_address::utxo">>> {
  const V = (loaded["esploraAddressUtxo"] ??= await import('./validators/esploraAddressUtxo.cjs'));
  return rpcCall(gw, M.surface, { method: M.esploraAddressUtxo, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `esplora_fee-estimates` (by-position). Esplora `/fee-estimates`. */
export async function esploraFeeEstimates(gw: Gateway, params?: Params<"esplora_fee-estimates">, opts?: RpcCallOptions): Promise<Reply<Result<"esplora_fee-estimates">>> {
  const V = (loaded["esploraFeeEstimates"] ??= await import('./validators/esploraFeeEstimates.cjs'));
  return rpcCall(gw, M.surface, { method: M.esploraFeeEstimates, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `ord_inscription` (by-position). Ord `/inscription/{id}`. */
export async function ordInscription(gw: Gateway, params: Params<"ord_inscription">, opts?: RpcCallOptions): Promise<Reply<Result<"ord_inscription">>> {
  const V = (loaded["ordInscription"] ??= await import('./validators/ordInscription.cjs'));
  return rpcCall(gw, M.surface, { method: M.ordInscription, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `ord_rune` (by-position). Ord rune lookup. */
export async function ordRune(gw: Gateway, params?: Params<"ord_rune">, opts?: RpcCallOptions): Promise<Reply<Result<"ord_rune">>> {
  const V = (loaded["ordRune"] ??= await import('./validators/ordRune.cjs'));
  return rpcCall(gw, M.surface, { method: M.ordRune, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `alkanes_protorunesbyaddress` (by-position). Protorune balances held by an address, per outpoint. */
export async function alkanesProtorunesbyaddress(gw: Gateway, params?: Params<"alkanes_protorunesbyaddress">, opts?: RpcCallOptions): Promise<Reply<Result<"alkanes_protorunesbyaddress">>> {
  const V = (loaded["alkanesProtorunesbyaddress"] ??= await import('./validators/alkanesProtorunesbyaddress.cjs'));
  return rpcCall(gw, M.surface, { method: M.alkanesProtorunesbyaddress, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `lua_evalscript` (by-position). Executes a Lua script on the server. */
export async function luaEvalscript(gw: Gateway, params?: Params<"lua_evalscript">, opts?: RpcCallOptions): Promise<Reply<Result<"lua_evalscript">>> {
  const V = (loaded["luaEvalscript"] ??= await import('./validators/luaEvalscript.cjs'));
  return rpcCall(gw, M.surface, { method: M.luaEvalscript, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `script_evalscript` (by-position). Alias of lua_evalscript. */
export async function scriptEvalscript(gw: Gateway, params?: Params<"script_evalscript">, opts?: RpcCallOptions): Promise<Reply<Result<"script_evalscript">>> {
  const V = (loaded["scriptEvalscript"] ??= await import('./validators/scriptEvalscript.cjs'));
  return rpcCall(gw, M.surface, { method: M.scriptEvalscript, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `service_getpublic` (by-position). Threshold-signature wallet, public key (regtest development only). */
export async function serviceGetpublic(gw: Gateway, params?: Params<"service_getpublic">, opts?: RpcCallOptions): Promise<Reply<Result<"service_getpublic">>> {
  const V = (loaded["serviceGetpublic"] ??= await import('./validators/serviceGetpublic.cjs'));
  return rpcCall(gw, M.surface, { method: M.serviceGetpublic, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `service_reset` (by-position). Threshold-signature wallet reset (regtest development only). */
export async function serviceReset(gw: Gateway, params?: Params<"service_reset">, opts?: RpcCallOptions): Promise<Reply<Result<"service_reset">>> {
  const V = (loaded["serviceReset"] ??= await import('./validators/serviceReset.cjs'));
  return rpcCall(gw, M.surface, { method: M.serviceReset, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `service_thieve` (by-position). Threshold-signature wallet development helper (regtest development only). */
export async function serviceThieve(gw: Gateway, params?: Params<"service_thieve">, opts?: RpcCallOptions): Promise<Reply<Result<"service_thieve">>> {
  const V = (loaded["serviceThieve"] ??= await import('./validators/serviceThieve.cjs'));
  return rpcCall(gw, M.surface, { method: M.serviceThieve, validators: { params: V.params, result: V.result }, params }, opts);
}
