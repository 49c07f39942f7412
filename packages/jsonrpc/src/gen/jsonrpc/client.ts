// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type BatchItem, type Gateway, type Reply, rpcBatch, type RpcCallOptions } from '@gw/runtime';
import * as calls from './calls.js';
import { validatorsOf } from './load-validators.js';
import * as M from './meta.js';
import type { components } from './types.js';

type S = components['schemas'];

/** Params and result types of every method, exactly as the spec declares them. */
export interface Methods {
  "metashrew_view": { params: S["metashrew_view.params"]; result: S["metashrew_view.result"] };
  "metashrew_height": { params: S["metashrew_height.params"]; result: S["metashrew_height.result"] };
  "btc_getblockcount": { params: S["btc_getblockcount.params"]; result: S["btc_getblockcount.result"] };
  "btc_getbestblockhash": { params: S["btc_getbestblockhash.params"]; result: S["btc_getbestblockhash.result"] };
  "btc_getblockhash": { params: S["btc_getblockhash.params"]; result: S["btc_getblockhash.result"] };
  "esplora_address::utxo": { params: S["esplora_address::utxo.params"]; result: S["esplora_address::utxo.result"] };
  "esplora_fee-estimates": { params: S["esplora_fee-estimates.params"]; result: S["esplora_fee-estimates.result"] };
  "ord_inscription": { params: S["ord_inscription.params"]; result: S["ord_inscription.result"] };
  "ord_rune": { params: S["ord_rune.params"]; result: S["ord_rune.result"] };
  "alkanes_protorunesbyaddress": { params: S["alkanes_protorunesbyaddress.params"]; result: S["alkanes_protorunesbyaddress.result"] };
  "lua_evalscript": { params: S["lua_evalscript.params"]; result: S["lua_evalscript.result"] };
  "script_evalscript": { params: S["script_evalscript.params"]; result: S["script_evalscript.result"] };
  "service_getpublic": { params: S["service_getpublic.params"]; result: S["service_getpublic.result"] };
  "service_reset": { params: S["service_reset.params"]; result: S["service_reset.result"] };
  "service_thieve": { params: S["service_thieve.params"]; result: S["service_thieve.result"] };
}

export type Params<M extends keyof Methods> = Methods[M]['params'];
export type Result<M extends keyof Methods> = Methods[M]['result'];

/** A call prepared for a batch (its validators load when the batch is sent); `T` is its result type. */
export interface Prepared<T> {
  readonly method: M.MethodMeta;
  readonly params: unknown;
  readonly __result?: T;
}

const metaOf: Record<keyof Methods, M.MethodMeta> = {
  "metashrew_view": M.metashrewView,
  "metashrew_height": M.metashrewHeight,
  "btc_getblockcount": M.btcGetblockcount,
  "btc_getbestblockhash": M.btcGetbestblockhash,
  "btc_getblockhash": M.btcGetblockhash,
  "esplora_address::utxo": M.esploraAddressUtxo,
  "esplora_fee-estimates": M.esploraFeeEstimates,
  "ord_inscription": M.ordInscription,
  "ord_rune": M.ordRune,
  "alkanes_protorunesbyaddress": M.alkanesProtorunesbyaddress,
  "lua_evalscript": M.luaEvalscript,
  "script_evalscript": M.scriptEvalscript,
  "service_getpublic": M.serviceGetpublic,
  "service_reset": M.serviceReset,
  "service_thieve": M.serviceThieve,
};

/** Builds a call for `batch` without sending it. */
export function prepare<M extends keyof Methods>(method: M, ...params: undefined extends Params<M> ? [Params<M>?] : [Params<M>]): Prepared<Result<M>> {
  return { method: metaOf[method], params: params[0] };
}

export interface JsonrpcClient {
  /** `metashrew_view` (by-position). Calls an indexer view with a hex-encoded request. */
  metashrewView(params: Params<"metashrew_view">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_view">>>;
  /** `metashrew_height` (by-position). Current height of the metashrew indexer. */
  metashrewHeight(params?: Params<"metashrew_height">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_height">>>;
  /** `btc_getblockcount` (by-position). Bitcoin Core `getblockcount`. */
  btcGetblockcount(params?: Params<"btc_getblockcount">, opts?: RpcCallOptions): Promise<Reply<Result<"btc_getblockcount">>>;
  /** `btc_getbestblockhash` (by-position). Bitcoin Core `getbestblockhash`. */
  btcGetbestblockhash(params?: Params<"btc_getbestblockhash">, opts?: RpcCallOptions): Promise<Reply<Result<"btc_getbestblockhash">>>;
  /** `btc_getblockhash` (by-position). Bitcoin Core `getblockhash(height)`. */
  btcGetblockhash(params: Params<"btc_getblockhash">, opts?: RpcCallOptions): Promise<Reply<Result<"btc_getblockhash">>>;
  /** `esplora_address::utxo` (by-position). Esplora `/address/{address}/utxo`. */
  esploraAddressUtxo(params: Params<"esplora_address::utxo">, opts?: RpcCallOptions): Promise<Reply<Result<"esplora_address::utxo">>>;
  /** `esplora_fee-estimates` (by-position). Esplora `/fee-estimates`. */
  esploraFeeEstimates(params?: Params<"esplora_fee-estimates">, opts?: RpcCallOptions): Promise<Reply<Result<"esplora_fee-estimates">>>;
  /** `ord_inscription` (by-position). Ord `/inscription/{id}`. */
  ordInscription(params: Params<"ord_inscription">, opts?: RpcCallOptions): Promise<Reply<Result<"ord_inscription">>>;
  /** `ord_rune` (by-position). Ord rune lookup. */
  ordRune(params?: Params<"ord_rune">, opts?: RpcCallOptions): Promise<Reply<Result<"ord_rune">>>;
  /** `alkanes_protorunesbyaddress` (by-position). Protorune balances held by an address, per outpoint. */
  alkanesProtorunesbyaddress(params?: Params<"alkanes_protorunesbyaddress">, opts?: RpcCallOptions): Promise<Reply<Result<"alkanes_protorunesbyaddress">>>;
  /** `lua_evalscript` (by-position). Executes a Lua script on the server. */
  luaEvalscript(params?: Params<"lua_evalscript">, opts?: RpcCallOptions): Promise<Reply<Result<"lua_evalscript">>>;
  /** `script_evalscript` (by-position). Alias of lua_evalscript. */
  scriptEvalscript(params?: Params<"script_evalscript">, opts?: RpcCallOptions): Promise<Reply<Result<"script_evalscript">>>;
  /** `service_getpublic` (by-position). Threshold-signature wallet, public key (regtest development only). */
  serviceGetpublic(params?: Params<"service_getpublic">, opts?: RpcCallOptions): Promise<Reply<Result<"service_getpublic">>>;
  /** `service_reset` (by-position). Threshold-signature wallet reset (regtest development only). */
  serviceReset(params?: Params<"service_reset">, opts?: RpcCallOptions): Promise<Reply<Result<"service_reset">>>;
  /** `service_thieve` (by-position). Threshold-signature wallet development helper (regtest development only). */
  serviceThieve(params?: Params<"service_thieve">, opts?: RpcCallOptions): Promise<Reply<Result<"service_thieve">>>;
  /** Sends several prepared calls as one JSON-RPC batch; answers come back in call order. */
  batch<T extends readonly Prepared<unknown>[]>(calls: T, opts?: RpcCallOptions): Promise<Reply<{ [K in keyof T]: BatchItem<T[K] extends Prepared<infer R> ? R : never> }>>;
}

/** Every method as a method bound to `gw`; each loads its validators on its first call. */
export function createJsonrpcClient(gw: Gateway): JsonrpcClient {
  return {
    metashrewView: (params, opts) => calls.metashrewView(gw, params, opts),
    metashrewHeight: (params, opts) => calls.metashrewHeight(gw, params, opts),
    btcGetblockcount: (params, opts) => calls.btcGetblockcount(gw, params, opts),
    btcGetbestblockhash: (params, opts) => calls.btcGetbestblockhash(gw, params, opts),
    btcGetblockhash: (params, opts) => calls.btcGetblockhash(gw, params, opts),
    esploraAddressUtxo: (params, opts) => calls.esploraAddressUtxo(gw, params, opts),
    esploraFeeEstimates: (params, opts) => calls.esploraFeeEstimates(gw, params, opts),
    ordInscription: (params, opts) => calls.ordInscription(gw, params, opts),
    ordRune: (params, opts) => calls.ordRune(gw, params, opts),
    alkanesProtorunesbyaddress: (params, opts) => calls.alkanesProtorunesbyaddress(gw, params, opts),
    luaEvalscript: (params, opts) => calls.luaEvalscript(gw, params, opts),
    scriptEvalscript: (params, opts) => calls.scriptEvalscript(gw, params, opts),
    serviceGetpublic: (params, opts) => calls.serviceGetpublic(gw, params, opts),
    serviceReset: (params, opts) => calls.serviceReset(gw, params, opts),
    serviceThieve: (params, opts) => calls.serviceThieve(gw, params, opts),
    batch: async (prepared, opts) =>
      rpcBatch(gw, M.surface, await Promise.all(prepared.map(async (p) => ({ ...p, validators: await validatorsOf(p.method.name) }))), opts) as never,
  };
}
