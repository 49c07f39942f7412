// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { createRequire } from 'node:module';
import type { RestValidators } from '@gw/runtime';
import * as M from './meta.js';

// Each entry loads its validators on first use: a process that judges a few operations loads only theirs.
const load = createRequire(import.meta.url);
const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const V_getAlkanes = lazy((): RestValidators => {
  const V = load('./validators/getAlkanes.js') as typeof import('./validators/getAlkanes.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAlkanesByAddress = lazy((): RestValidators => {
  const V = load('./validators/getAlkanesByAddress.js') as typeof import('./validators/getAlkanesByAddress.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAlkaneDetails = lazy((): RestValidators => {
  const V = load('./validators/getAlkaneDetails.js') as typeof import('./validators/getAlkaneDetails.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_globalAlkanesSearch = lazy((): RestValidators => {
  const V = load('./validators/globalAlkanesSearch.js') as typeof import('./validators/globalAlkanesSearch.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAlkanesUtxo = lazy((): RestValidators => {
  const V = load('./validators/getAlkanesUtxo.js') as typeof import('./validators/getAlkanesUtxo.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAmmUtxos = lazy((): RestValidators => {
  const V = load('./validators/getAmmUtxos.js') as typeof import('./validators/getAmmUtxos.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAddressOutpoints = lazy((): RestValidators => {
  const V = load('./validators/getAddressOutpoints.js') as typeof import('./validators/getAddressOutpoints.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getPools = lazy((): RestValidators => {
  const V = load('./validators/getPools.js') as typeof import('./validators/getPools.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAllPoolsDetails = lazy((): RestValidators => {
  const V = load('./validators/getAllPoolsDetails.js') as typeof import('./validators/getAllPoolsDetails.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getPoolDetails = lazy((): RestValidators => {
  const V = load('./validators/getPoolDetails.js') as typeof import('./validators/getPoolDetails.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAllTokenPairs = lazy((): RestValidators => {
  const V = load('./validators/getAllTokenPairs.js') as typeof import('./validators/getAllTokenPairs.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getTokenPairs = lazy((): RestValidators => {
  const V = load('./validators/getTokenPairs.js') as typeof import('./validators/getTokenPairs.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_addressPositions = lazy((): RestValidators => {
  const V = load('./validators/addressPositions.js') as typeof import('./validators/addressPositions.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAlkaneSwapPairDetails = lazy((): RestValidators => {
  const V = load('./validators/getAlkaneSwapPairDetails.js') as typeof import('./validators/getAlkaneSwapPairDetails.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getPoolSwapHistory = lazy((): RestValidators => {
  const V = load('./validators/getPoolSwapHistory.js') as typeof import('./validators/getPoolSwapHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getTokenSwapHistory = lazy((): RestValidators => {
  const V = load('./validators/getTokenSwapHistory.js') as typeof import('./validators/getTokenSwapHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getPoolMintHistory = lazy((): RestValidators => {
  const V = load('./validators/getPoolMintHistory.js') as typeof import('./validators/getPoolMintHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getPoolBurnHistory = lazy((): RestValidators => {
  const V = load('./validators/getPoolBurnHistory.js') as typeof import('./validators/getPoolBurnHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getPoolCreationHistory = lazy((): RestValidators => {
  const V = load('./validators/getPoolCreationHistory.js') as typeof import('./validators/getPoolCreationHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAllWrapHistory = lazy((): RestValidators => {
  const V = load('./validators/getAllWrapHistory.js') as typeof import('./validators/getAllWrapHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAllUnwrapHistory = lazy((): RestValidators => {
  const V = load('./validators/getAllUnwrapHistory.js') as typeof import('./validators/getAllUnwrapHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAddressWrapHistory = lazy((): RestValidators => {
  const V = load('./validators/getAddressWrapHistory.js') as typeof import('./validators/getAddressWrapHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getTotalUnwrapAmount = lazy((): RestValidators => {
  const V = load('./validators/getTotalUnwrapAmount.js') as typeof import('./validators/getTotalUnwrapAmount.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAddressUnwrapHistory = lazy((): RestValidators => {
  const V = load('./validators/getAddressUnwrapHistory.js') as typeof import('./validators/getAddressUnwrapHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAddressSwapHistoryForPool = lazy((): RestValidators => {
  const V = load('./validators/getAddressSwapHistoryForPool.js') as typeof import('./validators/getAddressSwapHistoryForPool.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAddressSwapHistoryForToken = lazy((): RestValidators => {
  const V = load('./validators/getAddressSwapHistoryForToken.js') as typeof import('./validators/getAddressSwapHistoryForToken.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAddressPoolCreationHistory = lazy((): RestValidators => {
  const V = load('./validators/getAddressPoolCreationHistory.js') as typeof import('./validators/getAddressPoolCreationHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAddressPoolMintHistory = lazy((): RestValidators => {
  const V = load('./validators/getAddressPoolMintHistory.js') as typeof import('./validators/getAddressPoolMintHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAddressPoolBurnHistory = lazy((): RestValidators => {
  const V = load('./validators/getAddressPoolBurnHistory.js') as typeof import('./validators/getAddressPoolBurnHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAllAmmTxHistory = lazy((): RestValidators => {
  const V = load('./validators/getAllAmmTxHistory.js') as typeof import('./validators/getAllAmmTxHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAllAddressAmmTxHistory = lazy((): RestValidators => {
  const V = load('./validators/getAllAddressAmmTxHistory.js') as typeof import('./validators/getAllAddressAmmTxHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getBitcoinPrice = lazy((): RestValidators => {
  const V = load('./validators/getBitcoinPrice.js') as typeof import('./validators/getBitcoinPrice.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getBitcoinMarketWeekly = lazy((): RestValidators => {
  const V = load('./validators/getBitcoinMarketWeekly.js') as typeof import('./validators/getBitcoinMarketWeekly.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getBitcoinMarkets = lazy((): RestValidators => {
  const V = load('./validators/getBitcoinMarkets.js') as typeof import('./validators/getBitcoinMarkets.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getBitcoinMarketChart = lazy((): RestValidators => {
  const V = load('./validators/getBitcoinMarketChart.js') as typeof import('./validators/getBitcoinMarketChart.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAddressBalance = lazy((): RestValidators => {
  const V = load('./validators/getAddressBalance.js') as typeof import('./validators/getAddressBalance.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getTaprootBalance = lazy((): RestValidators => {
  const V = load('./validators/getTaprootBalance.js') as typeof import('./validators/getTaprootBalance.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAddressUtxos = lazy((): RestValidators => {
  const V = load('./validators/getAddressUtxos.js') as typeof import('./validators/getAddressUtxos.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAccountUtxos = lazy((): RestValidators => {
  const V = load('./validators/getAccountUtxos.js') as typeof import('./validators/getAccountUtxos.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getAccountBalance = lazy((): RestValidators => {
  const V = load('./validators/getAccountBalance.js') as typeof import('./validators/getAccountBalance.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getTaprootHistory = lazy((): RestValidators => {
  const V = load('./validators/getTaprootHistory.js') as typeof import('./validators/getTaprootHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getIntentHistory = lazy((): RestValidators => {
  const V = load('./validators/getIntentHistory.js') as typeof import('./validators/getIntentHistory.js');
  return { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_health = lazy((): RestValidators => {
  const V = load('./validators/health.js') as typeof import('./validators/health.js');
  return { responses: { "200": V.response__200, "401": V.response__401 } };
});
const V_alkanes = lazy((): RestValidators => {
  const V = load('./validators/alkanes.js') as typeof import('./validators/alkanes.js');
  return { responses: { "200": V.response__200, "401": V.response__401 } };
});
const V_pools = lazy((): RestValidators => {
  const V = load('./validators/pools.js') as typeof import('./validators/pools.js');
  return { responses: { "200": V.response__200, "401": V.response__401 } };
});
const V_addressBalances = lazy((): RestValidators => {
  const V = load('./validators/addressBalances.js') as typeof import('./validators/addressBalances.js');
  const VQ = load('./validators-coerce/addressBalances.js') as typeof import('./validators-coerce/addressBalances.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401 } };
});
const V_indexerHeight = lazy((): RestValidators => {
  const V = load('./validators/indexerHeight.js') as typeof import('./validators/indexerHeight.js');
  return { responses: { "200": V.response__200, "401": V.response__401 } };
});

export interface OperationEntry {
  meta: M.OperationMeta;
  validators: RestValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const operations = {
  "get-alkanes": {
    meta: M.getAlkanes,
    get validators() {
      return V_getAlkanes();
    },
    client: "getAlkanes",
  },
  "get-alkanes-by-address": {
    meta: M.getAlkanesByAddress,
    get validators() {
      return V_getAlkanesByAddress();
    },
    client: "getAlkanesByAddress",
  },
  "get-alkane-details": {
    meta: M.getAlkaneDetails,
    get validators() {
      return V_getAlkaneDetails();
    },
    client: "getAlkaneDetails",
  },
  "global-alkanes-search": {
    meta: M.globalAlkanesSearch,
    get validators() {
      return V_globalAlkanesSearch();
    },
    client: "globalAlkanesSearch",
  },
  "get-alkanes-utxo": {
    meta: M.getAlkanesUtxo,
    get validators() {
      return V_getAlkanesUtxo();
    },
    client: "getAlkanesUtxo",
  },
  "get-amm-utxos": {
    meta: M.getAmmUtxos,
    get validators() {
      return V_getAmmUtxos();
    },
    client: "getAmmUtxos",
  },
  "get-address-outpoints": {
    meta: M.getAddressOutpoints,
    get validators() {
      return V_getAddressOutpoints();
    },
    client: "getAddressOutpoints",
  },
  "get-pools": {
    meta: M.getPools,
    get validators() {
      return V_getPools();
    },
    client: "getPools",
  },
  "get-all-pools-details": {
    meta: M.getAllPoolsDetails,
    get validators() {
      return V_getAllPoolsDetails();
    },
    client: "getAllPoolsDetails",
  },
  "get-pool-details": {
    meta: M.getPoolDetails,
    get validators() {
      return V_getPoolDetails();
    },
    client: "getPoolDetails",
  },
  "get-all-token-pairs": {
    meta: M.getAllTokenPairs,
    get validators() {
      return V_getAllTokenPairs();
    },
    client: "getAllTokenPairs",
  },
  "get-token-pairs": {
    meta: M.getTokenPairs,
    get validators() {
      return V_getTokenPairs();
    },
    client: "getTokenPairs",
  },
  "address-positions": {
    meta: M.addressPositions,
    get validators() {
      return V_addressPositions();
    },
    client: "addressPositions",
  },
  "get-alkane-swap-pair-details": {
    meta: M.getAlkaneSwapPairDetails,
    get validators() {
      return V_getAlkaneSwapPairDetails();
    },
    client: "getAlkaneSwapPairDetails",
  },
  "get-pool-swap-history": {
    meta: M.getPoolSwapHistory,
    get validators() {
      return V_getPoolSwapHistory();
    },
    client: "getPoolSwapHistory",
  },
  "get-token-swap-history": {
    meta: M.getTokenSwapHistory,
    get validators() {
      return V_getTokenSwapHistory();
    },
    client: "getTokenSwapHistory",
  },
  "get-pool-mint-history": {
    meta: M.getPoolMintHistory,
    get validators() {
      return V_getPoolMintHistory();
    },
    client: "getPoolMintHistory",
  },
  "get-pool-burn-history": {
    meta: M.getPoolBurnHistory,
    get validators() {
      return V_getPoolBurnHistory();
    },
    client: "getPoolBurnHistory",
  },
  "get-pool-creation-history": {
    meta: M.getPoolCreationHistory,
    get validators() {
      return V_getPoolCreationHistory();
    },
    client: "getPoolCreationHistory",
  },
  "get-all-wrap-history": {
    meta: M.getAllWrapHistory,
    get validators() {
      return V_getAllWrapHistory();
    },
    client: "getAllWrapHistory",
  },
  "get-all-unwrap-history": {
    meta: M.getAllUnwrapHistory,
    get validators() {
      return V_getAllUnwrapHistory();
    },
    client: "getAllUnwrapHistory",
  },
  "get-address-wrap-history": {
    meta: M.getAddressWrapHistory,
    get validators() {
      return V_getAddressWrapHistory();
    },
    client: "getAddressWrapHistory",
  },
  "get-total-unwrap-amount": {
    meta: M.getTotalUnwrapAmount,
    get validators() {
      return V_getTotalUnwrapAmount();
    },
    client: "getTotalUnwrapAmount",
  },
  "get-address-unwrap-history": {
    meta: M.getAddressUnwrapHistory,
    get validators() {
      return V_getAddressUnwrapHistory();
    },
    client: "getAddressUnwrapHistory",
  },
  "get-address-swap-history-for-pool": {
    meta: M.getAddressSwapHistoryForPool,
    get validators() {
      return V_getAddressSwapHistoryForPool();
    },
    client: "getAddressSwapHistoryForPool",
  },
  "get-address-swap-history-for-token": {
    meta: M.getAddressSwapHistoryForToken,
    get validators() {
      return V_getAddressSwapHistoryForToken();
    },
    client: "getAddressSwapHistoryForToken",
  },
  "get-address-pool-creation-history": {
    meta: M.getAddressPoolCreationHistory,
    get validators() {
      return V_getAddressPoolCreationHistory();
    },
    client: "getAddressPoolCreationHistory",
  },
  "get-address-pool-mint-history": {
    meta: M.getAddressPoolMintHistory,
    get validators() {
      return V_getAddressPoolMintHistory();
    },
    client: "getAddressPoolMintHistory",
  },
  "get-address-pool-burn-history": {
    meta: M.getAddressPoolBurnHistory,
    get validators() {
      return V_getAddressPoolBurnHistory();
    },
    client: "getAddressPoolBurnHistory",
  },
  "get-all-amm-tx-history": {
    meta: M.getAllAmmTxHistory,
    get validators() {
      return V_getAllAmmTxHistory();
    },
    client: "getAllAmmTxHistory",
  },
  "get-all-address-amm-tx-history": {
    meta: M.getAllAddressAmmTxHistory,
    get validators() {
      return V_getAllAddressAmmTxHistory();
    },
    client: "getAllAddressAmmTxHistory",
  },
  "get-bitcoin-price": {
    meta: M.getBitcoinPrice,
    get validators() {
      return V_getBitcoinPrice();
    },
    client: "getBitcoinPrice",
  },
  "get-bitcoin-market-weekly": {
    meta: M.getBitcoinMarketWeekly,
    get validators() {
      return V_getBitcoinMarketWeekly();
    },
    client: "getBitcoinMarketWeekly",
  },
  "get-bitcoin-markets": {
    meta: M.getBitcoinMarkets,
    get validators() {
      return V_getBitcoinMarkets();
    },
    client: "getBitcoinMarkets",
  },
  "get-bitcoin-market-chart": {
    meta: M.getBitcoinMarketChart,
    get validators() {
      return V_getBitcoinMarketChart();
    },
    client: "getBitcoinMarketChart",
  },
  "get-address-balance": {
    meta: M.getAddressBalance,
    get validators() {
      return V_getAddressBalance();
    },
    client: "getAddressBalance",
  },
  "get-taproot-balance": {
    meta: M.getTaprootBalance,
    get validators() {
      return V_getTaprootBalance();
    },
    client: "getTaprootBalance",
  },
  "get-address-utxos": {
    meta: M.getAddressUtxos,
    get validators() {
      return V_getAddressUtxos();
    },
    client: "getAddressUtxos",
  },
  "get-account-utxos": {
    meta: M.getAccountUtxos,
    get validators() {
      return V_getAccountUtxos();
    },
    client: "getAccountUtxos",
  },
  "get-account-balance": {
    meta: M.getAccountBalance,
    get validators() {
      return V_getAccountBalance();
    },
    client: "getAccountBalance",
  },
  "get-taproot-history": {
    meta: M.getTaprootHistory,
    get validators() {
      return V_getTaprootHistory();
    },
    client: "getTaprootHistory",
  },
  "get-intent-history": {
    meta: M.getIntentHistory,
    get validators() {
      return V_getIntentHistory();
    },
    client: "getIntentHistory",
  },
  "health": {
    meta: M.health,
    get validators() {
      return V_health();
    },
    client: "health",
  },
  "alkanes": {
    meta: M.alkanes,
    get validators() {
      return V_alkanes();
    },
    client: "alkanes",
  },
  "pools": {
    meta: M.pools,
    get validators() {
      return V_pools();
    },
    client: "pools",
  },
  "address-balances": {
    meta: M.addressBalances,
    get validators() {
      return V_addressBalances();
    },
    client: "addressBalances",
  },
  "indexer-height": {
    meta: M.indexerHeight,
    get validators() {
      return V_indexerHeight();
    },
    client: "indexerHeight",
  },
} satisfies Record<string, OperationEntry>;

export type OperationName = keyof typeof operations;
