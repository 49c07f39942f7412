// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as L from './load-validators.js';
import * as M from './meta.js';

/** `ping` (by-name). Liveness. */
export async function ping(gw: Gateway, params?: Params<"ping">, opts?: RpcCallOptions): Promise<Reply<Result<"ping">>> {
  return await rpcCall(gw, M.surface, { method: M.ping, validators: await L.pingValidators(), params }, opts);
}

/** `get_espo_height` (by-name). Height the Espo indexer has reached. */
export async function getEspoHeight(gw: Gateway, params?: Params<"get_espo_height">, opts?: RpcCallOptions): Promise<Reply<Result<"get_espo_height">>> {
  return await rpcCall(gw, M.surface, { method: M.getEspoHeight, validators: await L.getEspoHeightValidators(), params }, opts);
}

/** `get_address_balances` (by-name). Alkane balances of an address. */
export async function getAddressBalances(gw: Gateway, params: Params<"get_address_balances">, opts?: RpcCallOptions): Promise<Reply<Result<"get_address_balances">>> {
  return await rpcCall(gw, M.surface, { method: M.getAddressBalances, validators: await L.getAddressBalancesValidators(), params }, opts);
}

/** `get_address_outpoints` (by-name). Outpoints of an address with their alkane balances. */
export async function getAddressOutpoints(gw: Gateway, params: Params<"get_address_outpoints">, opts?: RpcCallOptions): Promise<Reply<Result<"get_address_outpoints">>> {
  return await rpcCall(gw, M.surface, { method: M.getAddressOutpoints, validators: await L.getAddressOutpointsValidators(), params }, opts);
}

/** `get_outpoint_balances` (by-name). Alkane balances held by one outpoint. */
export async function getOutpointBalances(gw: Gateway, params: Params<"get_outpoint_balances">, opts?: RpcCallOptions): Promise<Reply<Result<"get_outpoint_balances">>> {
  return await rpcCall(gw, M.surface, { method: M.getOutpointBalances, validators: await L.getOutpointBalancesValidators(), params }, opts);
}

/** `get_holders` (by-name). Holders of an alkane, paginated (0-indexed). */
export async function getHolders(gw: Gateway, params: Params<"get_holders">, opts?: RpcCallOptions): Promise<Reply<Result<"get_holders">>> {
  return await rpcCall(gw, M.surface, { method: M.getHolders, validators: await L.getHoldersValidators(), params }, opts);
}

/** `get_holders_count` (by-name). Number of holders of an alkane. */
export async function getHoldersCount(gw: Gateway, params: Params<"get_holders_count">, opts?: RpcCallOptions): Promise<Reply<Result<"get_holders_count">>> {
  return await rpcCall(gw, M.surface, { method: M.getHoldersCount, validators: await L.getHoldersCountValidators(), params }, opts);
}

/** `get_keys` (by-name). Storage keys of an alkane, paginated (0-indexed). */
export async function getKeys(gw: Gateway, params: Params<"get_keys">, opts?: RpcCallOptions): Promise<Reply<Result<"get_keys">>> {
  return await rpcCall(gw, M.surface, { method: M.getKeys, validators: await L.getKeysValidators(), params }, opts);
}

/** `ammdata.ping` (by-name). Liveness of the AMM data module. */
export async function ammdataPing(gw: Gateway, params?: Params<"ammdata.ping">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.ping">>> {
  return await rpcCall(gw, M.surface, { method: M.ammdataPing, validators: await L.ammdataPingValidators(), params }, opts);
}

/** `ammdata.get_candles` (by-name). OHLC candles of a pool, paginated (0-indexed). */
export async function ammdataGetCandles(gw: Gateway, params: Params<"ammdata.get_candles">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_candles">>> {
  return await rpcCall(gw, M.surface, { method: M.ammdataGetCandles, validators: await L.ammdataGetCandlesValidators(), params }, opts);
}

/** `ammdata.get_trades` (by-name). Trades of a pool, paginated (0-indexed). */
export async function ammdataGetTrades(gw: Gateway, params: Params<"ammdata.get_trades">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_trades">>> {
  return await rpcCall(gw, M.surface, { method: M.ammdataGetTrades, validators: await L.ammdataGetTradesValidators(), params }, opts);
}

/** `ammdata.get_pools` (by-name). Pools, keyed by pool id, paginated (0-indexed). */
export async function ammdataGetPools(gw: Gateway, params?: Params<"ammdata.get_pools">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_pools">>> {
  return await rpcCall(gw, M.surface, { method: M.ammdataGetPools, validators: await L.ammdataGetPoolsValidators(), params }, opts);
}

/** `ammdata.find_best_swap_path` (by-name). Best swap route between two tokens. */
export async function ammdataFindBestSwapPath(gw: Gateway, params: Params<"ammdata.find_best_swap_path">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.find_best_swap_path">>> {
  return await rpcCall(gw, M.surface, { method: M.ammdataFindBestSwapPath, validators: await L.ammdataFindBestSwapPathValidators(), params }, opts);
}

/** `ammdata.get_best_mev_swap` (by-name). Most profitable cyclic swap starting and ending in a token. */
export async function ammdataGetBestMevSwap(gw: Gateway, params: Params<"ammdata.get_best_mev_swap">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_best_mev_swap">>> {
  return await rpcCall(gw, M.surface, { method: M.ammdataGetBestMevSwap, validators: await L.ammdataGetBestMevSwapValidators(), params }, opts);
}

/** `ammdata.get_btc_usd_price` (by-position). Market reference USD/BTC price as a scaled decimal string. */
export async function ammdataGetBtcUsdPrice(gw: Gateway, params: Params<"ammdata.get_btc_usd_price">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_btc_usd_price">>> {
  return await rpcCall(gw, M.surface, { method: M.ammdataGetBtcUsdPrice, validators: await L.ammdataGetBtcUsdPriceValidators(), params }, opts);
}
