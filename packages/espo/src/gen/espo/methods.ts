// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { createRequire } from 'node:module';
import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

// Each entry loads its validators on first use: a process that judges a few operations loads only theirs.
const load = createRequire(import.meta.url);
const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const V_ping = lazy((): RpcValidators => {
  const V = load('./validators/ping.js') as typeof import('./validators/ping.js');
  return { params: V.params, result: V.result };
});
const V_getEspoHeight = lazy((): RpcValidators => {
  const V = load('./validators/getEspoHeight.js') as typeof import('./validators/getEspoHeight.js');
  return { params: V.params, result: V.result };
});
const V_getAddressBalances = lazy((): RpcValidators => {
  const V = load('./validators/getAddressBalances.js') as typeof import('./validators/getAddressBalances.js');
  return { params: V.params, result: V.result };
});
const V_getAddressOutpoints = lazy((): RpcValidators => {
  const V = load('./validators/getAddressOutpoints.js') as typeof import('./validators/getAddressOutpoints.js');
  return { params: V.params, result: V.result };
});
const V_getOutpointBalances = lazy((): RpcValidators => {
  const V = load('./validators/getOutpointBalances.js') as typeof import('./validators/getOutpointBalances.js');
  return { params: V.params, result: V.result };
});
const V_getHolders = lazy((): RpcValidators => {
  const V = load('./validators/getHolders.js') as typeof import('./validators/getHolders.js');
  return { params: V.params, result: V.result };
});
const V_getHoldersCount = lazy((): RpcValidators => {
  const V = load('./validators/getHoldersCount.js') as typeof import('./validators/getHoldersCount.js');
  return { params: V.params, result: V.result };
});
const V_getKeys = lazy((): RpcValidators => {
  const V = load('./validators/getKeys.js') as typeof import('./validators/getKeys.js');
  return { params: V.params, result: V.result };
});
const V_ammdataPing = lazy((): RpcValidators => {
  const V = load('./validators/ammdataPing.js') as typeof import('./validators/ammdataPing.js');
  return { params: V.params, result: V.result };
});
const V_ammdataGetCandles = lazy((): RpcValidators => {
  const V = load('./validators/ammdataGetCandles.js') as typeof import('./validators/ammdataGetCandles.js');
  return { params: V.params, result: V.result };
});
const V_ammdataGetTrades = lazy((): RpcValidators => {
  const V = load('./validators/ammdataGetTrades.js') as typeof import('./validators/ammdataGetTrades.js');
  return { params: V.params, result: V.result };
});
const V_ammdataGetPools = lazy((): RpcValidators => {
  const V = load('./validators/ammdataGetPools.js') as typeof import('./validators/ammdataGetPools.js');
  return { params: V.params, result: V.result };
});
const V_ammdataFindBestSwapPath = lazy((): RpcValidators => {
  const V = load('./validators/ammdataFindBestSwapPath.js') as typeof import('./validators/ammdataFindBestSwapPath.js');
  return { params: V.params, result: V.result };
});
const V_ammdataGetBestMevSwap = lazy((): RpcValidators => {
  const V = load('./validators/ammdataGetBestMevSwap.js') as typeof import('./validators/ammdataGetBestMevSwap.js');
  return { params: V.params, result: V.result };
});
const V_ammdataGetBtcUsdPrice = lazy((): RpcValidators => {
  const V = load('./validators/ammdataGetBtcUsdPrice.js') as typeof import('./validators/ammdataGetBtcUsdPrice.js');
  return { params: V.params, result: V.result };
});

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "ping": {
    meta: M.ping,
    get validators() {
      return V_ping();
    },
    client: "ping",
  },
  "get_espo_height": {
    meta: M.getEspoHeight,
    get validators() {
      return V_getEspoHeight();
    },
    client: "getEspoHeight",
  },
  "get_address_balances": {
    meta: M.getAddressBalances,
    get validators() {
      return V_getAddressBalances();
    },
    client: "getAddressBalances",
  },
  "get_address_outpoints": {
    meta: M.getAddressOutpoints,
    get validators() {
      return V_getAddressOutpoints();
    },
    client: "getAddressOutpoints",
  },
  "get_outpoint_balances": {
    meta: M.getOutpointBalances,
    get validators() {
      return V_getOutpointBalances();
    },
    client: "getOutpointBalances",
  },
  "get_holders": {
    meta: M.getHolders,
    get validators() {
      return V_getHolders();
    },
    client: "getHolders",
  },
  "get_holders_count": {
    meta: M.getHoldersCount,
    get validators() {
      return V_getHoldersCount();
    },
    client: "getHoldersCount",
  },
  "get_keys": {
    meta: M.getKeys,
    get validators() {
      return V_getKeys();
    },
    client: "getKeys",
  },
  "ammdata.ping": {
    meta: M.ammdataPing,
    get validators() {
      return V_ammdataPing();
    },
    client: "ammdataPing",
  },
  "ammdata.get_candles": {
    meta: M.ammdataGetCandles,
    get validators() {
      return V_ammdataGetCandles();
    },
    client: "ammdataGetCandles",
  },
  "ammdata.get_trades": {
    meta: M.ammdataGetTrades,
    get validators() {
      return V_ammdataGetTrades();
    },
    client: "ammdataGetTrades",
  },
  "ammdata.get_pools": {
    meta: M.ammdataGetPools,
    get validators() {
      return V_ammdataGetPools();
    },
    client: "ammdataGetPools",
  },
  "ammdata.find_best_swap_path": {
    meta: M.ammdataFindBestSwapPath,
    get validators() {
      return V_ammdataFindBestSwapPath();
    },
    client: "ammdataFindBestSwapPath",
  },
  "ammdata.get_best_mev_swap": {
    meta: M.ammdataGetBestMevSwap,
    get validators() {
      return V_ammdataGetBestMevSwap();
    },
    client: "ammdataGetBestMevSwap",
  },
  "ammdata.get_btc_usd_price": {
    meta: M.ammdataGetBtcUsdPrice,
    get validators() {
      return V_ammdataGetBtcUsdPrice();
    },
    client: "ammdataGetBtcUsdPrice",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
