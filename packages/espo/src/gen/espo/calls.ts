// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as M from './meta.js';

/** Each method's validator module, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "ping"?: typeof import('./validators/ping.cjs');
  "getEspoHeight"?: typeof import('./validators/getEspoHeight.cjs');
  "getAddressBalances"?: typeof import('./validators/getAddressBalances.cjs');
  "getAddressOutpoints"?: typeof import('./validators/getAddressOutpoints.cjs');
  "getOutpointBalances"?: typeof import('./validators/getOutpointBalances.cjs');
  "getHolders"?: typeof import('./validators/getHolders.cjs');
  "getHoldersCount"?: typeof import('./validators/getHoldersCount.cjs');
  "getKeys"?: typeof import('./validators/getKeys.cjs');
  "ammdataPing"?: typeof import('./validators/ammdataPing.cjs');
  "ammdataGetCandles"?: typeof import('./validators/ammdataGetCandles.cjs');
  "ammdataGetTrades"?: typeof import('./validators/ammdataGetTrades.cjs');
  "ammdataGetPools"?: typeof import('./validators/ammdataGetPools.cjs');
  "ammdataFindBestSwapPath"?: typeof import('./validators/ammdataFindBestSwapPath.cjs');
  "ammdataGetBestMevSwap"?: typeof import('./validators/ammdataGetBestMevSwap.cjs');
  "ammdataGetBtcUsdPrice"?: typeof import('./validators/ammdataGetBtcUsdPrice.cjs');
} = {};

/** `ping` (by-name). Liveness. */
export async function ping(gw: Gateway, params?: Params<"ping">, opts?: RpcCallOptions): Promise<Reply<Result<"ping">>> {
  const V = (loaded["ping"] ??= await import('./validators/ping.cjs'));
  return rpcCall(gw, M.surface, { method: M.ping, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `get_espo_height` (by-name). Height the Espo indexer has reached. */
export async function getEspoHeight(gw: Gateway, params?: Params<"get_espo_height">, opts?: RpcCallOptions): Promise<Reply<Result<"get_espo_height">>> {
  const V = (loaded["getEspoHeight"] ??= await import('./validators/getEspoHeight.cjs'));
  return rpcCall(gw, M.surface, { method: M.getEspoHeight, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `get_address_balances` (by-name). Alkane balances of an address. */
export async function getAddressBalances(gw: Gateway, params: Params<"get_address_balances">, opts?: RpcCallOptions): Promise<Reply<Result<"get_address_balances">>> {
  const V = (loaded["getAddressBalances"] ??= await import('./validators/getAddressBalances.cjs'));
  return rpcCall(gw, M.surface, { method: M.getAddressBalances, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `get_address_outpoints` (by-name). Outpoints of an address with their alkane balances. */
export async function getAddressOutpoints(gw: Gateway, params: Params<"get_address_outpoints">, opts?: RpcCallOptions): Promise<Reply<Result<"get_address_outpoints">>> {
  const V = (loaded["getAddressOutpoints"] ??= await import('./validators/getAddressOutpoints.cjs'));
  return rpcCall(gw, M.surface, { method: M.getAddressOutpoints, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `get_outpoint_balances` (by-name). Alkane balances held by one outpoint. */
export async function getOutpointBalances(gw: Gateway, params: Params<"get_outpoint_balances">, opts?: RpcCallOptions): Promise<Reply<Result<"get_outpoint_balances">>> {
  const V = (loaded["getOutpointBalances"] ??= await import('./validators/getOutpointBalances.cjs'));
  return rpcCall(gw, M.surface, { method: M.getOutpointBalances, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `get_holders` (by-name). Holders of an alkane, paginated (0-indexed). */
export async function getHolders(gw: Gateway, params: Params<"get_holders">, opts?: RpcCallOptions): Promise<Reply<Result<"get_holders">>> {
  const V = (loaded["getHolders"] ??= await import('./validators/getHolders.cjs'));
  return rpcCall(gw, M.surface, { method: M.getHolders, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `get_holders_count` (by-name). Number of holders of an alkane. */
export async function getHoldersCount(gw: Gateway, params: Params<"get_holders_count">, opts?: RpcCallOptions): Promise<Reply<Result<"get_holders_count">>> {
  const V = (loaded["getHoldersCount"] ??= await import('./validators/getHoldersCount.cjs'));
  return rpcCall(gw, M.surface, { method: M.getHoldersCount, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `get_keys` (by-name). Storage keys of an alkane, paginated (0-indexed). */
export async function getKeys(gw: Gateway, params: Params<"get_keys">, opts?: RpcCallOptions): Promise<Reply<Result<"get_keys">>> {
  const V = (loaded["getKeys"] ??= await import('./validators/getKeys.cjs'));
  return rpcCall(gw, M.surface, { method: M.getKeys, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `ammdata.ping` (by-name). Liveness of the AMM data module. */
export async function ammdataPing(gw: Gateway, params?: Params<"ammdata.ping">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.ping">>> {
  const V = (loaded["ammdataPing"] ??= await import('./validators/ammdataPing.cjs'));
  return rpcCall(gw, M.surface, { method: M.ammdataPing, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `ammdata.get_candles` (by-name). OHLC candles of a pool, paginated (0-indexed). */
export async function ammdataGetCandles(gw: Gateway, params: Params<"ammdata.get_candles">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_candles">>> {
  const V = (loaded["ammdataGetCandles"] ??= await import('./validators/ammdataGetCandles.cjs'));
  return rpcCall(gw, M.surface, { method: M.ammdataGetCandles, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `ammdata.get_trades` (by-name). Trades of a pool, paginated (0-indexed). */
export async function ammdataGetTrades(gw: Gateway, params: Params<"ammdata.get_trades">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_trades">>> {
  const V = (loaded["ammdataGetTrades"] ??= await import('./validators/ammdataGetTrades.cjs'));
  return rpcCall(gw, M.surface, { method: M.ammdataGetTrades, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `ammdata.get_pools` (by-name). Pools, keyed by pool id, paginated (0-indexed). */
export async function ammdataGetPools(gw: Gateway, params?: Params<"ammdata.get_pools">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_pools">>> {
  const V = (loaded["ammdataGetPools"] ??= await import('./validators/ammdataGetPools.cjs'));
  return rpcCall(gw, M.surface, { method: M.ammdataGetPools, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `ammdata.find_best_swap_path` (by-name). Best swap route between two tokens. */
export async function ammdataFindBestSwapPath(gw: Gateway, params: Params<"ammdata.find_best_swap_path">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.find_best_swap_path">>> {
  const V = (loaded["ammdataFindBestSwapPath"] ??= await import('./validators/ammdataFindBestSwapPath.cjs'));
  return rpcCall(gw, M.surface, { method: M.ammdataFindBestSwapPath, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `ammdata.get_best_mev_swap` (by-name). Most profitable cyclic swap starting and ending in a token. */
export async function ammdataGetBestMevSwap(gw: Gateway, params: Params<"ammdata.get_best_mev_swap">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_best_mev_swap">>> {
  const V = (loaded["ammdataGetBestMevSwap"] ??= await import('./validators/ammdataGetBestMevSwap.cjs'));
  return rpcCall(gw, M.surface, { method: M.ammdataGetBestMevSwap, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `ammdata.get_btc_usd_price` (by-position). Market reference USD/BTC price as a scaled decimal string. */
export async function ammdataGetBtcUsdPrice(gw: Gateway, params: Params<"ammdata.get_btc_usd_price">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_btc_usd_price">>> {
  const V = (loaded["ammdataGetBtcUsdPrice"] ??= await import('./validators/ammdataGetBtcUsdPrice.cjs'));
  return rpcCall(gw, M.surface, { method: M.ammdataGetBtcUsdPrice, validators: { params: V.params, result: V.result }, params }, opts);
}
