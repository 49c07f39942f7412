// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { loadValidators, type RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

/** Each method's validator module, kept after its first use (a repeated `import()` is not free). */
const loaded: {
  "ping"?: typeof import('./validators/ping.js');
  "getEspoHeight"?: typeof import('./validators/getEspoHeight.js');
  "getAddressBalances"?: typeof import('./validators/getAddressBalances.js');
  "getAddressOutpoints"?: typeof import('./validators/getAddressOutpoints.js');
  "getOutpointBalances"?: typeof import('./validators/getOutpointBalances.js');
  "getHolders"?: typeof import('./validators/getHolders.js');
  "getHoldersCount"?: typeof import('./validators/getHoldersCount.js');
  "getKeys"?: typeof import('./validators/getKeys.js');
  "ammdataPing"?: typeof import('./validators/ammdataPing.js');
  "ammdataGetCandles"?: typeof import('./validators/ammdataGetCandles.js');
  "ammdataGetTrades"?: typeof import('./validators/ammdataGetTrades.js');
  "ammdataGetPools"?: typeof import('./validators/ammdataGetPools.js');
  "ammdataFindBestSwapPath"?: typeof import('./validators/ammdataFindBestSwapPath.js');
  "ammdataGetBestMevSwap"?: typeof import('./validators/ammdataGetBestMevSwap.js');
  "ammdataGetBtcUsdPrice"?: typeof import('./validators/ammdataGetBtcUsdPrice.js');
} = {};

/** `ping` */
export async function pingValidators(): Promise<RpcValidators> {
  const V = (loaded["ping"] ??= await loadValidators(M.surface, M.ping, () => import('./validators/ping.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `get_espo_height` */
export async function getEspoHeightValidators(): Promise<RpcValidators> {
  const V = (loaded["getEspoHeight"] ??= await loadValidators(M.surface, M.getEspoHeight, () => import('./validators/getEspoHeight.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `get_address_balances` */
export async function getAddressBalancesValidators(): Promise<RpcValidators> {
  const V = (loaded["getAddressBalances"] ??= await loadValidators(M.surface, M.getAddressBalances, () => import('./validators/getAddressBalances.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `get_address_outpoints` */
export async function getAddressOutpointsValidators(): Promise<RpcValidators> {
  const V = (loaded["getAddressOutpoints"] ??= await loadValidators(M.surface, M.getAddressOutpoints, () => import('./validators/getAddressOutpoints.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `get_outpoint_balances` */
export async function getOutpointBalancesValidators(): Promise<RpcValidators> {
  const V = (loaded["getOutpointBalances"] ??= await loadValidators(M.surface, M.getOutpointBalances, () => import('./validators/getOutpointBalances.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `get_holders` */
export async function getHoldersValidators(): Promise<RpcValidators> {
  const V = (loaded["getHolders"] ??= await loadValidators(M.surface, M.getHolders, () => import('./validators/getHolders.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `get_holders_count` */
export async function getHoldersCountValidators(): Promise<RpcValidators> {
  const V = (loaded["getHoldersCount"] ??= await loadValidators(M.surface, M.getHoldersCount, () => import('./validators/getHoldersCount.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `get_keys` */
export async function getKeysValidators(): Promise<RpcValidators> {
  const V = (loaded["getKeys"] ??= await loadValidators(M.surface, M.getKeys, () => import('./validators/getKeys.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `ammdata.ping` */
export async function ammdataPingValidators(): Promise<RpcValidators> {
  const V = (loaded["ammdataPing"] ??= await loadValidators(M.surface, M.ammdataPing, () => import('./validators/ammdataPing.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `ammdata.get_candles` */
export async function ammdataGetCandlesValidators(): Promise<RpcValidators> {
  const V = (loaded["ammdataGetCandles"] ??= await loadValidators(M.surface, M.ammdataGetCandles, () => import('./validators/ammdataGetCandles.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `ammdata.get_trades` */
export async function ammdataGetTradesValidators(): Promise<RpcValidators> {
  const V = (loaded["ammdataGetTrades"] ??= await loadValidators(M.surface, M.ammdataGetTrades, () => import('./validators/ammdataGetTrades.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `ammdata.get_pools` */
export async function ammdataGetPoolsValidators(): Promise<RpcValidators> {
  const V = (loaded["ammdataGetPools"] ??= await loadValidators(M.surface, M.ammdataGetPools, () => import('./validators/ammdataGetPools.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `ammdata.find_best_swap_path` */
export async function ammdataFindBestSwapPathValidators(): Promise<RpcValidators> {
  const V = (loaded["ammdataFindBestSwapPath"] ??= await loadValidators(M.surface, M.ammdataFindBestSwapPath, () => import('./validators/ammdataFindBestSwapPath.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `ammdata.get_best_mev_swap` */
export async function ammdataGetBestMevSwapValidators(): Promise<RpcValidators> {
  const V = (loaded["ammdataGetBestMevSwap"] ??= await loadValidators(M.surface, M.ammdataGetBestMevSwap, () => import('./validators/ammdataGetBestMevSwap.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `ammdata.get_btc_usd_price` */
export async function ammdataGetBtcUsdPriceValidators(): Promise<RpcValidators> {
  const V = (loaded["ammdataGetBtcUsdPrice"] ??= await loadValidators(M.surface, M.ammdataGetBtcUsdPrice, () => import('./validators/ammdataGetBtcUsdPrice.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** The validators of one method by its wire name (a prepared batch call takes them here). */
export function validatorsOf(method: string): Promise<RpcValidators> {
  switch (method) {
    case "ping":
      return pingValidators();
    case "get_espo_height":
      return getEspoHeightValidators();
    case "get_address_balances":
      return getAddressBalancesValidators();
    case "get_address_outpoints":
      return getAddressOutpointsValidators();
    case "get_outpoint_balances":
      return getOutpointBalancesValidators();
    case "get_holders":
      return getHoldersValidators();
    case "get_holders_count":
      return getHoldersCountValidators();
    case "get_keys":
      return getKeysValidators();
    case "ammdata.ping":
      return ammdataPingValidators();
    case "ammdata.get_candles":
      return ammdataGetCandlesValidators();
    case "ammdata.get_trades":
      return ammdataGetTradesValidators();
    case "ammdata.get_pools":
      return ammdataGetPoolsValidators();
    case "ammdata.find_best_swap_path":
      return ammdataFindBestSwapPathValidators();
    case "ammdata.get_best_mev_swap":
      return ammdataGetBestMevSwapValidators();
    case "ammdata.get_btc_usd_price":
      return ammdataGetBtcUsdPriceValidators();
    default:
      return Promise.reject(new Error(`no method ${method}`));
  }
}
