// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcMethod, RpcValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';

export const surface: SurfaceMeta = {"name":"espo","networks":["mainnet","signet","regtest"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/espo"}};

export interface MethodEntry {
  meta: RpcMethod & { networks: readonly string[] | null };
  validators: RpcValidators;
  /** Method name on the generated client. */
  client: string;
}

export const methods = {
  "ping": {
    meta: {"name":"ping","paramStructure":"by-name","paramsOptional":true,"observedAlias":"essentials.ping","networks":null},
    validators: { params: V.params__ping, result: V.result__ping },
    client: "ping",
  },
  "get_espo_height": {
    meta: {"name":"get_espo_height","paramStructure":"by-name","paramsOptional":true,"networks":null},
    validators: { params: V.params__get_espo_height, result: V.result__get_espo_height },
    client: "getEspoHeight",
  },
  "get_address_balances": {
    meta: {"name":"get_address_balances","paramStructure":"by-name","paramsOptional":false,"observedAlias":"essentials.get_address_balances","networks":null},
    validators: { params: V.params__get_address_balances, result: V.result__get_address_balances },
    client: "getAddressBalances",
  },
  "get_address_outpoints": {
    meta: {"name":"get_address_outpoints","paramStructure":"by-name","paramsOptional":false,"observedAlias":"essentials.get_address_outpoints","networks":null},
    validators: { params: V.params__get_address_outpoints, result: V.result__get_address_outpoints },
    client: "getAddressOutpoints",
  },
  "get_outpoint_balances": {
    meta: {"name":"get_outpoint_balances","paramStructure":"by-name","paramsOptional":false,"observedAlias":"essentials.get_outpoint_balances","networks":null},
    validators: { params: V.params__get_outpoint_balances, result: V.result__get_outpoint_balances },
    client: "getOutpointBalances",
  },
  "get_holders": {
    meta: {"name":"get_holders","paramStructure":"by-name","paramsOptional":false,"observedAlias":"essentials.get_holders","networks":null},
    validators: { params: V.params__get_holders, result: V.result__get_holders },
    client: "getHolders",
  },
  "get_holders_count": {
    meta: {"name":"get_holders_count","paramStructure":"by-name","paramsOptional":false,"observedAlias":"essentials.get_holders_count","networks":null},
    validators: { params: V.params__get_holders_count, result: V.result__get_holders_count },
    client: "getHoldersCount",
  },
  "get_keys": {
    meta: {"name":"get_keys","paramStructure":"by-name","paramsOptional":false,"observedAlias":"essentials.get_keys","networks":null},
    validators: { params: V.params__get_keys, result: V.result__get_keys },
    client: "getKeys",
  },
  "ammdata.ping": {
    meta: {"name":"ammdata.ping","paramStructure":"by-name","paramsOptional":true,"networks":null},
    validators: { params: V.params__ammdata_ping, result: V.result__ammdata_ping },
    client: "ammdataPing",
  },
  "ammdata.get_candles": {
    meta: {"name":"ammdata.get_candles","paramStructure":"by-name","paramsOptional":false,"networks":null},
    validators: { params: V.params__ammdata_get_candles, result: V.result__ammdata_get_candles },
    client: "ammdataGetCandles",
  },
  "ammdata.get_trades": {
    meta: {"name":"ammdata.get_trades","paramStructure":"by-name","paramsOptional":false,"networks":null},
    validators: { params: V.params__ammdata_get_trades, result: V.result__ammdata_get_trades },
    client: "ammdataGetTrades",
  },
  "ammdata.get_pools": {
    meta: {"name":"ammdata.get_pools","paramStructure":"by-name","paramsOptional":true,"networks":null},
    validators: { params: V.params__ammdata_get_pools, result: V.result__ammdata_get_pools },
    client: "ammdataGetPools",
  },
  "ammdata.find_best_swap_path": {
    meta: {"name":"ammdata.find_best_swap_path","paramStructure":"by-name","paramsOptional":false,"networks":null},
    validators: { params: V.params__ammdata_find_best_swap_path, result: V.result__ammdata_find_best_swap_path },
    client: "ammdataFindBestSwapPath",
  },
  "ammdata.get_best_mev_swap": {
    meta: {"name":"ammdata.get_best_mev_swap","paramStructure":"by-name","paramsOptional":false,"networks":null},
    validators: { params: V.params__ammdata_get_best_mev_swap, result: V.result__ammdata_get_best_mev_swap },
    client: "ammdataGetBestMevSwap",
  },
  "ammdata.get_btc_usd_price": {
    meta: {"name":"ammdata.get_btc_usd_price","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__ammdata_get_btc_usd_price, result: V.result__ammdata_get_btc_usd_price },
    client: "ammdataGetBtcUsdPrice",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
