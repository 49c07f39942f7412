// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as L from './load-validators.js';
import * as M from './meta.js';

/** `metashrew_view` (by-position). Calls an indexer view with a hex-encoded request. */
export async function metashrewView(gw: Gateway, params: Params<"metashrew_view">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_view">>> {
  return await rpcCall(gw, M.surface, { method: M.metashrewView, validators: await L.metashrewViewValidators(), params }, opts);
}

/** `metashrew_height` (by-position). Current height of the metashrew indexer. */
export async function metashrewHeight(gw: Gateway, params?: Params<"metashrew_height">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_height">>> {
  return await rpcCall(gw, M.surface, { method: M.metashrewHeight, validators: await L.metashrewHeightValidators(), params }, opts);
}

/** `btc_getblockcount` (by-position). Bitcoin Core `getblockcount`. */
export async function btcGetblockcount(gw: Gateway, params?: Params<"btc_getblockcount">, opts?: RpcCallOptions): Promise<Reply<Result<"btc_getblockcount">>> {
  return await rpcCall(gw, M.surface, { method: M.btcGetblockcount, validators: await L.btcGetblockcountValidators(), params }, opts);
}

/** `btc_getbestblockhash` (by-position). Bitcoin Core `getbestblockhash`. */
export async function btcGetbestblockhash(gw: Gateway, params?: Params<"btc_getbestblockhash">, opts?: RpcCallOptions): Promise<Reply<Result<"btc_getbestblockhash">>> {
  return await rpcCall(gw, M.surface, { method: M.btcGetbestblockhash, validators: await L.btcGetbestblockhashValidators(), params }, opts);
}

/** `btc_getblockhash` (by-position). Bitcoin Core `getblockhash(height)`. */
export async function btcGetblockhash(gw: Gateway, params: Params<"btc_getblockhash">, opts?: RpcCallOptions): Promise<Reply<Result<"btc_getblockhash">>> {
  return await rpcCall(gw, M.surface, { method: M.btcGetblockhash, validators: await L.btcGetblockhashValidators(), params }, opts);
}

/** `esplora_address::utxo` (by-position). Esplora `/address/{address}/utxo`. */
export async function esploraAddressUtxo(gw: Gateway, params: Params<"esplora_address::utxo">, opts?: RpcCallOptions): Promise<Reply<Result<"esplora_address::utxo">>> {
  return await rpcCall(gw, M.surface, { method: M.esploraAddressUtxo, validators: await L.esploraAddressUtxoValidators(), params }, opts);
}

/** `esplora_fee-estimates` (by-position). Esplora `/fee-estimates`. */
export async function esploraFeeEstimates(gw: Gateway, params?: Params<"esplora_fee-estimates">, opts?: RpcCallOptions): Promise<Reply<Result<"esplora_fee-estimates">>> {
  return await rpcCall(gw, M.surface, { method: M.esploraFeeEstimates, validators: await L.esploraFeeEstimatesValidators(), params }, opts);
}

/** `ord_inscription` (by-position). Ord `/inscription/{id}`. */
export async function ordInscription(gw: Gateway, params: Params<"ord_inscription">, opts?: RpcCallOptions): Promise<Reply<Result<"ord_inscription">>> {
  return await rpcCall(gw, M.surface, { method: M.ordInscription, validators: await L.ordInscriptionValidators(), params }, opts);
}

/** `ord_rune` (by-position). Ord rune lookup. */
export async function ordRune(gw: Gateway, params?: Params<"ord_rune">, opts?: RpcCallOptions): Promise<Reply<Result<"ord_rune">>> {
  return await rpcCall(gw, M.surface, { method: M.ordRune, validators: await L.ordRuneValidators(), params }, opts);
}

/** `alkanes_protorunesbyaddress` (by-position). Protorune balances held by an address, per outpoint. */
export async function alkanesProtorunesbyaddress(gw: Gateway, params?: Params<"alkanes_protorunesbyaddress">, opts?: RpcCallOptions): Promise<Reply<Result<"alkanes_protorunesbyaddress">>> {
  return await rpcCall(gw, M.surface, { method: M.alkanesProtorunesbyaddress, validators: await L.alkanesProtorunesbyaddressValidators(), params }, opts);
}

/** `lua_evalscript` (by-position). Executes a Lua script on the server. */
export async function luaEvalscript(gw: Gateway, params?: Params<"lua_evalscript">, opts?: RpcCallOptions): Promise<Reply<Result<"lua_evalscript">>> {
  return await rpcCall(gw, M.surface, { method: M.luaEvalscript, validators: await L.luaEvalscriptValidators(), params }, opts);
}

/** `script_evalscript` (by-position). Alias of lua_evalscript. */
export async function scriptEvalscript(gw: Gateway, params?: Params<"script_evalscript">, opts?: RpcCallOptions): Promise<Reply<Result<"script_evalscript">>> {
  return await rpcCall(gw, M.surface, { method: M.scriptEvalscript, validators: await L.scriptEvalscriptValidators(), params }, opts);
}

/** `service_getpublic` (by-position). Threshold-signature wallet, public key (regtest development only). */
export async function serviceGetpublic(gw: Gateway, params?: Params<"service_getpublic">, opts?: RpcCallOptions): Promise<Reply<Result<"service_getpublic">>> {
  return await rpcCall(gw, M.surface, { method: M.serviceGetpublic, validators: await L.serviceGetpublicValidators(), params }, opts);
}

/** `service_reset` (by-position). Threshold-signature wallet reset (regtest development only). */
export async function serviceReset(gw: Gateway, params?: Params<"service_reset">, opts?: RpcCallOptions): Promise<Reply<Result<"service_reset">>> {
  return await rpcCall(gw, M.surface, { method: M.serviceReset, validators: await L.serviceResetValidators(), params }, opts);
}

/** `service_thieve` (by-position). Threshold-signature wallet development helper (regtest development only). */
export async function serviceThieve(gw: Gateway, params?: Params<"service_thieve">, opts?: RpcCallOptions): Promise<Reply<Result<"service_thieve">>> {
  return await rpcCall(gw, M.surface, { method: M.serviceThieve, validators: await L.serviceThieveValidators(), params }, opts);
}
