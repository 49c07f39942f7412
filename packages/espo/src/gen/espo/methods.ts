// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';
import * as V_ping from './validators/ping.js';
import * as V_getEspoHeight from './validators/getEspoHeight.js';
import * as V_getAddressBalances from './validators/getAddressBalances.js';
import * as V_getAddressOutpoints from './validators/getAddressOutpoints.js';
import * as V_getOutpointBalances from './validators/getOutpointBalances.js';
import * as V_getHolders from './validators/getHolders.js';
import * as V_getHoldersCount from './validators/getHoldersCount.js';
import * as V_getKeys from './validators/getKeys.js';
import * as V_ammdataPing from './validators/ammdataPing.js';
import * as V_ammdataGetCandles from './validators/ammdataGetCandles.js';
import * as V_ammdataGetTrades from './validators/ammdataGetTrades.js';
import * as V_ammdataGetPools from './validators/ammdataGetPools.js';
import * as V_ammdataFindBestSwapPath from './validators/ammdataFindBestSwapPath.js';
import * as V_ammdataGetBestMevSwap from './validators/ammdataGetBestMevSwap.js';
import * as V_ammdataGetBtcUsdPrice from './validators/ammdataGetBtcUsdPrice.js';

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "ping": {
    meta: M.ping,
    validators: { params: V_ping.params, result: V_ping.result },
    client: "ping",
  },
  "get_espo_height": {
    meta: M.getEspoHeight,
    validators: { params: V_getEspoHeight.params, result: V_getEspoHeight.result },
    client: "getEspoHeight",
  },
  "get_address_balances": {
    meta: M.getAddressBalances,
    validators: { params: V_getAddressBalances.params, result: V_getAddressBalances.result },
    client: "getAddressBalances",
  },
  "get_address_outpoints": {
    meta: M.getAddressOutpoints,
    validators: { params: V_getAddressOutpoints.params, result: V_getAddressOutpoints.result },
    client: "getAddressOutpoints",
  },
  "get_outpoint_balances": {
    meta: M.getOutpointBalances,
    validators: { params: V_getOutpointBalances.params, result: V_getOutpointBalances.result },
    client: "getOutpointBalances",
  },
  "get_holders": {
    meta: M.getHolders,
    validators: { params: V_getHolders.params, result: V_getHolders.result },
    client: "getHolders",
  },
  "get_holders_count": {
    meta: M.getHoldersCount,
    validators: { params: V_getHoldersCount.params, result: V_getHoldersCount.result },
    client: "getHoldersCount",
  },
  "get_keys": {
    meta: M.getKeys,
    validators: { params: V_getKeys.params, result: V_getKeys.result },
    client: "getKeys",
  },
  "ammdata.ping": {
    meta: M.ammdataPing,
    validators: { params: V_ammdataPing.params, result: V_ammdataPing.result },
    client: "ammdataPing",
  },
  "ammdata.get_candles": {
    meta: M.ammdataGetCandles,
    validators: { params: V_ammdataGetCandles.params, result: V_ammdataGetCandles.result },
    client: "ammdataGetCandles",
  },
  "ammdata.get_trades": {
    meta: M.ammdataGetTrades,
    validators: { params: V_ammdataGetTrades.params, result: V_ammdataGetTrades.result },
    client: "ammdataGetTrades",
  },
  "ammdata.get_pools": {
    meta: M.ammdataGetPools,
    validators: { params: V_ammdataGetPools.params, result: V_ammdataGetPools.result },
    client: "ammdataGetPools",
  },
  "ammdata.find_best_swap_path": {
    meta: M.ammdataFindBestSwapPath,
    validators: { params: V_ammdataFindBestSwapPath.params, result: V_ammdataFindBestSwapPath.result },
    client: "ammdataFindBestSwapPath",
  },
  "ammdata.get_best_mev_swap": {
    meta: M.ammdataGetBestMevSwap,
    validators: { params: V_ammdataGetBestMevSwap.params, result: V_ammdataGetBestMevSwap.result },
    client: "ammdataGetBestMevSwap",
  },
  "ammdata.get_btc_usd_price": {
    meta: M.ammdataGetBtcUsdPrice,
    validators: { params: V_ammdataGetBtcUsdPrice.params, result: V_ammdataGetBtcUsdPrice.result },
    client: "ammdataGetBtcUsdPrice",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
