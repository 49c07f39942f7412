// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RestValidators } from '@gw/runtime';
import * as M from './meta.js';
import * as V_getAlkanes from './validators/getAlkanes.js';
import * as V_getAlkanesByAddress from './validators/getAlkanesByAddress.js';
import * as V_getAlkaneDetails from './validators/getAlkaneDetails.js';
import * as V_globalAlkanesSearch from './validators/globalAlkanesSearch.js';
import * as V_getAlkanesUtxo from './validators/getAlkanesUtxo.js';
import * as V_getAmmUtxos from './validators/getAmmUtxos.js';
import * as V_getAddressOutpoints from './validators/getAddressOutpoints.js';
import * as V_getPools from './validators/getPools.js';
import * as V_getAllPoolsDetails from './validators/getAllPoolsDetails.js';
import * as V_getPoolDetails from './validators/getPoolDetails.js';
import * as V_getAllTokenPairs from './validators/getAllTokenPairs.js';
import * as V_getTokenPairs from './validators/getTokenPairs.js';
import * as V_addressPositions from './validators/addressPositions.js';
import * as V_getAlkaneSwapPairDetails from './validators/getAlkaneSwapPairDetails.js';
import * as V_getPoolSwapHistory from './validators/getPoolSwapHistory.js';
import * as V_getTokenSwapHistory from './validators/getTokenSwapHistory.js';
import * as V_getPoolMintHistory from './validators/getPoolMintHistory.js';
import * as V_getPoolBurnHistory from './validators/getPoolBurnHistory.js';
import * as V_getPoolCreationHistory from './validators/getPoolCreationHistory.js';
import * as V_getAllWrapHistory from './validators/getAllWrapHistory.js';
import * as V_getAllUnwrapHistory from './validators/getAllUnwrapHistory.js';
import * as V_getAddressWrapHistory from './validators/getAddressWrapHistory.js';
import * as V_getTotalUnwrapAmount from './validators/getTotalUnwrapAmount.js';
import * as V_getAddressUnwrapHistory from './validators/getAddressUnwrapHistory.js';
import * as V_getAddressSwapHistoryForPool from './validators/getAddressSwapHistoryForPool.js';
import * as V_getAddressSwapHistoryForToken from './validators/getAddressSwapHistoryForToken.js';
import * as V_getAddressPoolCreationHistory from './validators/getAddressPoolCreationHistory.js';
import * as V_getAddressPoolMintHistory from './validators/getAddressPoolMintHistory.js';
import * as V_getAddressPoolBurnHistory from './validators/getAddressPoolBurnHistory.js';
import * as V_getAllAmmTxHistory from './validators/getAllAmmTxHistory.js';
import * as V_getAllAddressAmmTxHistory from './validators/getAllAddressAmmTxHistory.js';
import * as V_getBitcoinPrice from './validators/getBitcoinPrice.js';
import * as V_getBitcoinMarketWeekly from './validators/getBitcoinMarketWeekly.js';
import * as V_getBitcoinMarkets from './validators/getBitcoinMarkets.js';
import * as V_getBitcoinMarketChart from './validators/getBitcoinMarketChart.js';
import * as V_getAddressBalance from './validators/getAddressBalance.js';
import * as V_getTaprootBalance from './validators/getTaprootBalance.js';
import * as V_getAddressUtxos from './validators/getAddressUtxos.js';
import * as V_getAccountUtxos from './validators/getAccountUtxos.js';
import * as V_getAccountBalance from './validators/getAccountBalance.js';
import * as V_getTaprootHistory from './validators/getTaprootHistory.js';
import * as V_getIntentHistory from './validators/getIntentHistory.js';
import * as V_health from './validators/health.js';
import * as V_alkanes from './validators/alkanes.js';
import * as V_pools from './validators/pools.js';
import * as V_addressBalances from './validators/addressBalances.js';
import * as VQ_addressBalances from './validators-coerce/addressBalances.js';
import * as V_indexerHeight from './validators/indexerHeight.js';

export interface OperationEntry {
  meta: M.OperationMeta;
  validators: RestValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const operations = {
  "get-alkanes": {
    meta: M.getAlkanes,
    validators: { input: V_getAlkanes.input, responses: { "200": V_getAlkanes.response__200, "401": V_getAlkanes.response__401, "default": V_getAlkanes.response__default } },
    client: "getAlkanes",
  },
  "get-alkanes-by-address": {
    meta: M.getAlkanesByAddress,
    validators: { input: V_getAlkanesByAddress.input, responses: { "200": V_getAlkanesByAddress.response__200, "401": V_getAlkanesByAddress.response__401, "default": V_getAlkanesByAddress.response__default } },
    client: "getAlkanesByAddress",
  },
  "get-alkane-details": {
    meta: M.getAlkaneDetails,
    validators: { input: V_getAlkaneDetails.input, responses: { "200": V_getAlkaneDetails.response__200, "401": V_getAlkaneDetails.response__401, "default": V_getAlkaneDetails.response__default } },
    client: "getAlkaneDetails",
  },
  "global-alkanes-search": {
    meta: M.globalAlkanesSearch,
    validators: { input: V_globalAlkanesSearch.input, responses: { "200": V_globalAlkanesSearch.response__200, "401": V_globalAlkanesSearch.response__401, "default": V_globalAlkanesSearch.response__default } },
    client: "globalAlkanesSearch",
  },
  "get-alkanes-utxo": {
    meta: M.getAlkanesUtxo,
    validators: { input: V_getAlkanesUtxo.input, responses: { "200": V_getAlkanesUtxo.response__200, "401": V_getAlkanesUtxo.response__401, "default": V_getAlkanesUtxo.response__default } },
    client: "getAlkanesUtxo",
  },
  "get-amm-utxos": {
    meta: M.getAmmUtxos,
    validators: { input: V_getAmmUtxos.input, responses: { "200": V_getAmmUtxos.response__200, "401": V_getAmmUtxos.response__401, "default": V_getAmmUtxos.response__default } },
    client: "getAmmUtxos",
  },
  "get-address-outpoints": {
    meta: M.getAddressOutpoints,
    validators: { input: V_getAddressOutpoints.input, responses: { "200": V_getAddressOutpoints.response__200, "401": V_getAddressOutpoints.response__401, "default": V_getAddressOutpoints.response__default } },
    client: "getAddressOutpoints",
  },
  "get-pools": {
    meta: M.getPools,
    validators: { input: V_getPools.input, responses: { "200": V_getPools.response__200, "401": V_getPools.response__401, "default": V_getPools.response__default } },
    client: "getPools",
  },
  "get-all-pools-details": {
    meta: M.getAllPoolsDetails,
    validators: { input: V_getAllPoolsDetails.input, responses: { "200": V_getAllPoolsDetails.response__200, "401": V_getAllPoolsDetails.response__401, "default": V_getAllPoolsDetails.response__default } },
    client: "getAllPoolsDetails",
  },
  "get-pool-details": {
    meta: M.getPoolDetails,
    validators: { input: V_getPoolDetails.input, responses: { "200": V_getPoolDetails.response__200, "401": V_getPoolDetails.response__401, "default": V_getPoolDetails.response__default } },
    client: "getPoolDetails",
  },
  "get-all-token-pairs": {
    meta: M.getAllTokenPairs,
    validators: { input: V_getAllTokenPairs.input, responses: { "200": V_getAllTokenPairs.response__200, "401": V_getAllTokenPairs.response__401, "default": V_getAllTokenPairs.response__default } },
    client: "getAllTokenPairs",
  },
  "get-token-pairs": {
    meta: M.getTokenPairs,
    validators: { input: V_getTokenPairs.input, responses: { "200": V_getTokenPairs.response__200, "401": V_getTokenPairs.response__401, "default": V_getTokenPairs.response__default } },
    client: "getTokenPairs",
  },
  "address-positions": {
    meta: M.addressPositions,
    validators: { input: V_addressPositions.input, responses: { "200": V_addressPositions.response__200, "401": V_addressPositions.response__401, "default": V_addressPositions.response__default } },
    client: "addressPositions",
  },
  "get-alkane-swap-pair-details": {
    meta: M.getAlkaneSwapPairDetails,
    validators: { input: V_getAlkaneSwapPairDetails.input, responses: { "200": V_getAlkaneSwapPairDetails.response__200, "401": V_getAlkaneSwapPairDetails.response__401, "default": V_getAlkaneSwapPairDetails.response__default } },
    client: "getAlkaneSwapPairDetails",
  },
  "get-pool-swap-history": {
    meta: M.getPoolSwapHistory,
    validators: { input: V_getPoolSwapHistory.input, responses: { "200": V_getPoolSwapHistory.response__200, "401": V_getPoolSwapHistory.response__401, "default": V_getPoolSwapHistory.response__default } },
    client: "getPoolSwapHistory",
  },
  "get-token-swap-history": {
    meta: M.getTokenSwapHistory,
    validators: { input: V_getTokenSwapHistory.input, responses: { "200": V_getTokenSwapHistory.response__200, "401": V_getTokenSwapHistory.response__401, "default": V_getTokenSwapHistory.response__default } },
    client: "getTokenSwapHistory",
  },
  "get-pool-mint-history": {
    meta: M.getPoolMintHistory,
    validators: { input: V_getPoolMintHistory.input, responses: { "200": V_getPoolMintHistory.response__200, "401": V_getPoolMintHistory.response__401, "default": V_getPoolMintHistory.response__default } },
    client: "getPoolMintHistory",
  },
  "get-pool-burn-history": {
    meta: M.getPoolBurnHistory,
    validators: { input: V_getPoolBurnHistory.input, responses: { "200": V_getPoolBurnHistory.response__200, "401": V_getPoolBurnHistory.response__401, "default": V_getPoolBurnHistory.response__default } },
    client: "getPoolBurnHistory",
  },
  "get-pool-creation-history": {
    meta: M.getPoolCreationHistory,
    validators: { input: V_getPoolCreationHistory.input, responses: { "200": V_getPoolCreationHistory.response__200, "401": V_getPoolCreationHistory.response__401, "default": V_getPoolCreationHistory.response__default } },
    client: "getPoolCreationHistory",
  },
  "get-all-wrap-history": {
    meta: M.getAllWrapHistory,
    validators: { input: V_getAllWrapHistory.input, responses: { "200": V_getAllWrapHistory.response__200, "401": V_getAllWrapHistory.response__401, "default": V_getAllWrapHistory.response__default } },
    client: "getAllWrapHistory",
  },
  "get-all-unwrap-history": {
    meta: M.getAllUnwrapHistory,
    validators: { input: V_getAllUnwrapHistory.input, responses: { "200": V_getAllUnwrapHistory.response__200, "401": V_getAllUnwrapHistory.response__401, "default": V_getAllUnwrapHistory.response__default } },
    client: "getAllUnwrapHistory",
  },
  "get-address-wrap-history": {
    meta: M.getAddressWrapHistory,
    validators: { input: V_getAddressWrapHistory.input, responses: { "200": V_getAddressWrapHistory.response__200, "401": V_getAddressWrapHistory.response__401, "default": V_getAddressWrapHistory.response__default } },
    client: "getAddressWrapHistory",
  },
  "get-total-unwrap-amount": {
    meta: M.getTotalUnwrapAmount,
    validators: { input: V_getTotalUnwrapAmount.input, responses: { "200": V_getTotalUnwrapAmount.response__200, "401": V_getTotalUnwrapAmount.response__401, "default": V_getTotalUnwrapAmount.response__default } },
    client: "getTotalUnwrapAmount",
  },
  "get-address-unwrap-history": {
    meta: M.getAddressUnwrapHistory,
    validators: { input: V_getAddressUnwrapHistory.input, responses: { "200": V_getAddressUnwrapHistory.response__200, "401": V_getAddressUnwrapHistory.response__401, "default": V_getAddressUnwrapHistory.response__default } },
    client: "getAddressUnwrapHistory",
  },
  "get-address-swap-history-for-pool": {
    meta: M.getAddressSwapHistoryForPool,
    validators: { input: V_getAddressSwapHistoryForPool.input, responses: { "200": V_getAddressSwapHistoryForPool.response__200, "401": V_getAddressSwapHistoryForPool.response__401, "default": V_getAddressSwapHistoryForPool.response__default } },
    client: "getAddressSwapHistoryForPool",
  },
  "get-address-swap-history-for-token": {
    meta: M.getAddressSwapHistoryForToken,
    validators: { input: V_getAddressSwapHistoryForToken.input, responses: { "200": V_getAddressSwapHistoryForToken.response__200, "401": V_getAddressSwapHistoryForToken.response__401, "default": V_getAddressSwapHistoryForToken.response__default } },
    client: "getAddressSwapHistoryForToken",
  },
  "get-address-pool-creation-history": {
    meta: M.getAddressPoolCreationHistory,
    validators: { input: V_getAddressPoolCreationHistory.input, responses: { "200": V_getAddressPoolCreationHistory.response__200, "401": V_getAddressPoolCreationHistory.response__401, "default": V_getAddressPoolCreationHistory.response__default } },
    client: "getAddressPoolCreationHistory",
  },
  "get-address-pool-mint-history": {
    meta: M.getAddressPoolMintHistory,
    validators: { input: V_getAddressPoolMintHistory.input, responses: { "200": V_getAddressPoolMintHistory.response__200, "401": V_getAddressPoolMintHistory.response__401, "default": V_getAddressPoolMintHistory.response__default } },
    client: "getAddressPoolMintHistory",
  },
  "get-address-pool-burn-history": {
    meta: M.getAddressPoolBurnHistory,
    validators: { input: V_getAddressPoolBurnHistory.input, responses: { "200": V_getAddressPoolBurnHistory.response__200, "401": V_getAddressPoolBurnHistory.response__401, "default": V_getAddressPoolBurnHistory.response__default } },
    client: "getAddressPoolBurnHistory",
  },
  "get-all-amm-tx-history": {
    meta: M.getAllAmmTxHistory,
    validators: { input: V_getAllAmmTxHistory.input, responses: { "200": V_getAllAmmTxHistory.response__200, "401": V_getAllAmmTxHistory.response__401, "default": V_getAllAmmTxHistory.response__default } },
    client: "getAllAmmTxHistory",
  },
  "get-all-address-amm-tx-history": {
    meta: M.getAllAddressAmmTxHistory,
    validators: { input: V_getAllAddressAmmTxHistory.input, responses: { "200": V_getAllAddressAmmTxHistory.response__200, "401": V_getAllAddressAmmTxHistory.response__401, "default": V_getAllAddressAmmTxHistory.response__default } },
    client: "getAllAddressAmmTxHistory",
  },
  "get-bitcoin-price": {
    meta: M.getBitcoinPrice,
    validators: { input: V_getBitcoinPrice.input, responses: { "200": V_getBitcoinPrice.response__200, "401": V_getBitcoinPrice.response__401, "default": V_getBitcoinPrice.response__default } },
    client: "getBitcoinPrice",
  },
  "get-bitcoin-market-weekly": {
    meta: M.getBitcoinMarketWeekly,
    validators: { input: V_getBitcoinMarketWeekly.input, responses: { "200": V_getBitcoinMarketWeekly.response__200, "401": V_getBitcoinMarketWeekly.response__401, "default": V_getBitcoinMarketWeekly.response__default } },
    client: "getBitcoinMarketWeekly",
  },
  "get-bitcoin-markets": {
    meta: M.getBitcoinMarkets,
    validators: { input: V_getBitcoinMarkets.input, responses: { "200": V_getBitcoinMarkets.response__200, "401": V_getBitcoinMarkets.response__401, "default": V_getBitcoinMarkets.response__default } },
    client: "getBitcoinMarkets",
  },
  "get-bitcoin-market-chart": {
    meta: M.getBitcoinMarketChart,
    validators: { input: V_getBitcoinMarketChart.input, responses: { "200": V_getBitcoinMarketChart.response__200, "401": V_getBitcoinMarketChart.response__401, "default": V_getBitcoinMarketChart.response__default } },
    client: "getBitcoinMarketChart",
  },
  "get-address-balance": {
    meta: M.getAddressBalance,
    validators: { input: V_getAddressBalance.input, responses: { "200": V_getAddressBalance.response__200, "401": V_getAddressBalance.response__401, "default": V_getAddressBalance.response__default } },
    client: "getAddressBalance",
  },
  "get-taproot-balance": {
    meta: M.getTaprootBalance,
    validators: { input: V_getTaprootBalance.input, responses: { "200": V_getTaprootBalance.response__200, "401": V_getTaprootBalance.response__401, "default": V_getTaprootBalance.response__default } },
    client: "getTaprootBalance",
  },
  "get-address-utxos": {
    meta: M.getAddressUtxos,
    validators: { input: V_getAddressUtxos.input, responses: { "200": V_getAddressUtxos.response__200, "401": V_getAddressUtxos.response__401, "default": V_getAddressUtxos.response__default } },
    client: "getAddressUtxos",
  },
  "get-account-utxos": {
    meta: M.getAccountUtxos,
    validators: { input: V_getAccountUtxos.input, responses: { "200": V_getAccountUtxos.response__200, "401": V_getAccountUtxos.response__401, "default": V_getAccountUtxos.response__default } },
    client: "getAccountUtxos",
  },
  "get-account-balance": {
    meta: M.getAccountBalance,
    validators: { input: V_getAccountBalance.input, responses: { "200": V_getAccountBalance.response__200, "401": V_getAccountBalance.response__401, "default": V_getAccountBalance.response__default } },
    client: "getAccountBalance",
  },
  "get-taproot-history": {
    meta: M.getTaprootHistory,
    validators: { input: V_getTaprootHistory.input, responses: { "200": V_getTaprootHistory.response__200, "401": V_getTaprootHistory.response__401, "default": V_getTaprootHistory.response__default } },
    client: "getTaprootHistory",
  },
  "get-intent-history": {
    meta: M.getIntentHistory,
    validators: { input: V_getIntentHistory.input, responses: { "200": V_getIntentHistory.response__200, "401": V_getIntentHistory.response__401, "default": V_getIntentHistory.response__default } },
    client: "getIntentHistory",
  },
  "health": {
    meta: M.health,
    validators: { responses: { "200": V_health.response__200, "401": V_health.response__401 } },
    client: "health",
  },
  "alkanes": {
    meta: M.alkanes,
    validators: { responses: { "200": V_alkanes.response__200, "401": V_alkanes.response__401 } },
    client: "alkanes",
  },
  "pools": {
    meta: M.pools,
    validators: { responses: { "200": V_pools.response__200, "401": V_pools.response__401 } },
    client: "pools",
  },
  "address-balances": {
    meta: M.addressBalances,
    validators: { input: VQ_addressBalances.input, responses: { "200": V_addressBalances.response__200, "401": V_addressBalances.response__401 } },
    client: "addressBalances",
  },
  "indexer-height": {
    meta: M.indexerHeight,
    validators: { responses: { "200": V_indexerHeight.response__200, "401": V_indexerHeight.response__401 } },
    client: "indexerHeight",
  },
} satisfies Record<string, OperationEntry>;

export type OperationName = keyof typeof operations;
