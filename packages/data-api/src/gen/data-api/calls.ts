// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type CallOptions, type Gateway, loadValidators, type Reply, restCall } from '@gw/runtime';
import type { Inputs, Outputs } from './client.js';
import * as M from './meta.js';

/** Each operation's validator modules, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "getAlkanes"?: typeof import('./validators/getAlkanes.js');
  "getAlkanesByAddress"?: typeof import('./validators/getAlkanesByAddress.js');
  "getAlkaneDetails"?: typeof import('./validators/getAlkaneDetails.js');
  "globalAlkanesSearch"?: typeof import('./validators/globalAlkanesSearch.js');
  "getAlkanesUtxo"?: typeof import('./validators/getAlkanesUtxo.js');
  "getAmmUtxos"?: typeof import('./validators/getAmmUtxos.js');
  "getAddressOutpoints"?: typeof import('./validators/getAddressOutpoints.js');
  "getPools"?: typeof import('./validators/getPools.js');
  "getAllPoolsDetails"?: typeof import('./validators/getAllPoolsDetails.js');
  "getPoolDetails"?: typeof import('./validators/getPoolDetails.js');
  "getAllTokenPairs"?: typeof import('./validators/getAllTokenPairs.js');
  "getTokenPairs"?: typeof import('./validators/getTokenPairs.js');
  "addressPositions"?: typeof import('./validators/addressPositions.js');
  "getAlkaneSwapPairDetails"?: typeof import('./validators/getAlkaneSwapPairDetails.js');
  "getPoolSwapHistory"?: typeof import('./validators/getPoolSwapHistory.js');
  "getTokenSwapHistory"?: typeof import('./validators/getTokenSwapHistory.js');
  "getPoolMintHistory"?: typeof import('./validators/getPoolMintHistory.js');
  "getPoolBurnHistory"?: typeof import('./validators/getPoolBurnHistory.js');
  "getPoolCreationHistory"?: typeof import('./validators/getPoolCreationHistory.js');
  "getAllWrapHistory"?: typeof import('./validators/getAllWrapHistory.js');
  "getAllUnwrapHistory"?: typeof import('./validators/getAllUnwrapHistory.js');
  "getAddressWrapHistory"?: typeof import('./validators/getAddressWrapHistory.js');
  "getTotalUnwrapAmount"?: typeof import('./validators/getTotalUnwrapAmount.js');
  "getAddressUnwrapHistory"?: typeof import('./validators/getAddressUnwrapHistory.js');
  "getAddressSwapHistoryForPool"?: typeof import('./validators/getAddressSwapHistoryForPool.js');
  "getAddressSwapHistoryForToken"?: typeof import('./validators/getAddressSwapHistoryForToken.js');
  "getAddressPoolCreationHistory"?: typeof import('./validators/getAddressPoolCreationHistory.js');
  "getAddressPoolMintHistory"?: typeof import('./validators/getAddressPoolMintHistory.js');
  "getAddressPoolBurnHistory"?: typeof import('./validators/getAddressPoolBurnHistory.js');
  "getAllAmmTxHistory"?: typeof import('./validators/getAllAmmTxHistory.js');
  "getAllAddressAmmTxHistory"?: typeof import('./validators/getAllAddressAmmTxHistory.js');
  "getBitcoinPrice"?: typeof import('./validators/getBitcoinPrice.js');
  "getBitcoinMarketWeekly"?: typeof import('./validators/getBitcoinMarketWeekly.js');
  "getBitcoinMarkets"?: typeof import('./validators/getBitcoinMarkets.js');
  "getBitcoinMarketChart"?: typeof import('./validators/getBitcoinMarketChart.js');
  "getAddressBalance"?: typeof import('./validators/getAddressBalance.js');
  "getTaprootBalance"?: typeof import('./validators/getTaprootBalance.js');
  "getAddressUtxos"?: typeof import('./validators/getAddressUtxos.js');
  "getAccountUtxos"?: typeof import('./validators/getAccountUtxos.js');
  "getAccountBalance"?: typeof import('./validators/getAccountBalance.js');
  "getTaprootHistory"?: typeof import('./validators/getTaprootHistory.js');
  "getIntentHistory"?: typeof import('./validators/getIntentHistory.js');
  "health"?: typeof import('./validators/health.js');
  "alkanes"?: typeof import('./validators/alkanes.js');
  "pools"?: typeof import('./validators/pools.js');
  "addressBalances"?: typeof import('./validators/addressBalances.js');
  "indexerHeight"?: typeof import('./validators/indexerHeight.js');
} = {};
const loadedCoerce: {
  "addressBalances"?: typeof import('./validators-coerce/addressBalances.js');
} = {};

/** `get-alkanes` — POST /get-alkanes. List alkane tokens (paged). */
export async function getAlkanes(gw: Gateway, input: Inputs["get-alkanes"], opts?: CallOptions): Promise<Reply<Outputs["get-alkanes"]>> {
  const V = (loaded["getAlkanes"] ??= await loadValidators(M.surface, M.getAlkanes, () => import('./validators/getAlkanes.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAlkanes, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-alkanes-by-address` — POST /get-alkanes-by-address. Alkanes held by an address. */
export async function getAlkanesByAddress(gw: Gateway, input: Inputs["get-alkanes-by-address"], opts?: CallOptions): Promise<Reply<Outputs["get-alkanes-by-address"]>> {
  const V = (loaded["getAlkanesByAddress"] ??= await loadValidators(M.surface, M.getAlkanesByAddress, () => import('./validators/getAlkanesByAddress.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAlkanesByAddress, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-alkane-details` — POST /get-alkane-details. Details of one alkane. */
export async function getAlkaneDetails(gw: Gateway, input: Inputs["get-alkane-details"], opts?: CallOptions): Promise<Reply<Outputs["get-alkane-details"]>> {
  const V = (loaded["getAlkaneDetails"] ??= await loadValidators(M.surface, M.getAlkaneDetails, () => import('./validators/getAlkaneDetails.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAlkaneDetails, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `global-alkanes-search` — POST /global-alkanes-search. Search alkanes and pools by name or symbol. */
export async function globalAlkanesSearch(gw: Gateway, input: Inputs["global-alkanes-search"], opts?: CallOptions): Promise<Reply<Outputs["global-alkanes-search"]>> {
  const V = (loaded["globalAlkanesSearch"] ??= await loadValidators(M.surface, M.globalAlkanesSearch, () => import('./validators/globalAlkanesSearch.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.globalAlkanesSearch, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-alkanes-utxo` — POST /get-alkanes-utxo. UTXOs of an address that carry alkanes. */
export async function getAlkanesUtxo(gw: Gateway, input: Inputs["get-alkanes-utxo"], opts?: CallOptions): Promise<Reply<Outputs["get-alkanes-utxo"]>> {
  const V = (loaded["getAlkanesUtxo"] ??= await loadValidators(M.surface, M.getAlkanesUtxo, () => import('./validators/getAlkanesUtxo.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAlkanesUtxo, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-amm-utxos` — POST /get-amm-utxos. UTXOs of an address for AMM use. */
export async function getAmmUtxos(gw: Gateway, input: Inputs["get-amm-utxos"], opts?: CallOptions): Promise<Reply<Outputs["get-amm-utxos"]>> {
  const V = (loaded["getAmmUtxos"] ??= await loadValidators(M.surface, M.getAmmUtxos, () => import('./validators/getAmmUtxos.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAmmUtxos, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-address-outpoints` — POST /get-address-outpoints. Outpoints of an address containing alkanes. */
export async function getAddressOutpoints(gw: Gateway, input: Inputs["get-address-outpoints"], opts?: CallOptions): Promise<Reply<Outputs["get-address-outpoints"]>> {
  const V = (loaded["getAddressOutpoints"] ??= await loadValidators(M.surface, M.getAddressOutpoints, () => import('./validators/getAddressOutpoints.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAddressOutpoints, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-pools` — POST /get-pools. Pools of an AMM factory. */
export async function getPools(gw: Gateway, input: Inputs["get-pools"], opts?: CallOptions): Promise<Reply<Outputs["get-pools"]>> {
  const V = (loaded["getPools"] ??= await loadValidators(M.surface, M.getPools, () => import('./validators/getPools.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getPools, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-all-pools-details` — POST /get-all-pools-details. Details of every pool of a factory. */
export async function getAllPoolsDetails(gw: Gateway, input: Inputs["get-all-pools-details"], opts?: CallOptions): Promise<Reply<Outputs["get-all-pools-details"]>> {
  const V = (loaded["getAllPoolsDetails"] ??= await loadValidators(M.surface, M.getAllPoolsDetails, () => import('./validators/getAllPoolsDetails.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAllPoolsDetails, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-pool-details` — POST /get-pool-details. Details of one pool. */
export async function getPoolDetails(gw: Gateway, input: Inputs["get-pool-details"], opts?: CallOptions): Promise<Reply<Outputs["get-pool-details"]>> {
  const V = (loaded["getPoolDetails"] ??= await loadValidators(M.surface, M.getPoolDetails, () => import('./validators/getPoolDetails.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getPoolDetails, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-all-token-pairs` — POST /get-all-token-pairs. Every token pair of a factory. */
export async function getAllTokenPairs(gw: Gateway, input: Inputs["get-all-token-pairs"], opts?: CallOptions): Promise<Reply<Outputs["get-all-token-pairs"]>> {
  const V = (loaded["getAllTokenPairs"] ??= await loadValidators(M.surface, M.getAllTokenPairs, () => import('./validators/getAllTokenPairs.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAllTokenPairs, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-token-pairs` — POST /get-token-pairs. Token pairs containing a token. */
export async function getTokenPairs(gw: Gateway, input: Inputs["get-token-pairs"], opts?: CallOptions): Promise<Reply<Outputs["get-token-pairs"]>> {
  const V = (loaded["getTokenPairs"] ??= await loadValidators(M.surface, M.getTokenPairs, () => import('./validators/getTokenPairs.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getTokenPairs, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `address-positions` — POST /address-positions. Liquidity positions of an address. */
export async function addressPositions(gw: Gateway, input: Inputs["address-positions"], opts?: CallOptions): Promise<Reply<Outputs["address-positions"]>> {
  const V = (loaded["addressPositions"] ??= await loadValidators(M.surface, M.addressPositions, () => import('./validators/addressPositions.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.addressPositions, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-alkane-swap-pair-details` — POST /get-alkane-swap-pair-details. Swap pair details for a token. */
export async function getAlkaneSwapPairDetails(gw: Gateway, input: Inputs["get-alkane-swap-pair-details"], opts?: CallOptions): Promise<Reply<Outputs["get-alkane-swap-pair-details"]>> {
  const V = (loaded["getAlkaneSwapPairDetails"] ??= await loadValidators(M.surface, M.getAlkaneSwapPairDetails, () => import('./validators/getAlkaneSwapPairDetails.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAlkaneSwapPairDetails, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-pool-swap-history` — POST /get-pool-swap-history. Swaps in a pool. */
export async function getPoolSwapHistory(gw: Gateway, input: Inputs["get-pool-swap-history"], opts?: CallOptions): Promise<Reply<Outputs["get-pool-swap-history"]>> {
  const V = (loaded["getPoolSwapHistory"] ??= await loadValidators(M.surface, M.getPoolSwapHistory, () => import('./validators/getPoolSwapHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getPoolSwapHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-token-swap-history` — POST /get-token-swap-history. Swaps of a token. */
export async function getTokenSwapHistory(gw: Gateway, input: Inputs["get-token-swap-history"], opts?: CallOptions): Promise<Reply<Outputs["get-token-swap-history"]>> {
  const V = (loaded["getTokenSwapHistory"] ??= await loadValidators(M.surface, M.getTokenSwapHistory, () => import('./validators/getTokenSwapHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getTokenSwapHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-pool-mint-history` — POST /get-pool-mint-history. Liquidity adds to a pool. */
export async function getPoolMintHistory(gw: Gateway, input: Inputs["get-pool-mint-history"], opts?: CallOptions): Promise<Reply<Outputs["get-pool-mint-history"]>> {
  const V = (loaded["getPoolMintHistory"] ??= await loadValidators(M.surface, M.getPoolMintHistory, () => import('./validators/getPoolMintHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getPoolMintHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-pool-burn-history` — POST /get-pool-burn-history. Liquidity removes from a pool. */
export async function getPoolBurnHistory(gw: Gateway, input: Inputs["get-pool-burn-history"], opts?: CallOptions): Promise<Reply<Outputs["get-pool-burn-history"]>> {
  const V = (loaded["getPoolBurnHistory"] ??= await loadValidators(M.surface, M.getPoolBurnHistory, () => import('./validators/getPoolBurnHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getPoolBurnHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-pool-creation-history` — POST /get-pool-creation-history. Pool creations of a factory. */
export async function getPoolCreationHistory(gw: Gateway, input: Inputs["get-pool-creation-history"], opts?: CallOptions): Promise<Reply<Outputs["get-pool-creation-history"]>> {
  const V = (loaded["getPoolCreationHistory"] ??= await loadValidators(M.surface, M.getPoolCreationHistory, () => import('./validators/getPoolCreationHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getPoolCreationHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-all-wrap-history` — POST /get-all-wrap-history. All BTC wraps. */
export async function getAllWrapHistory(gw: Gateway, input: Inputs["get-all-wrap-history"], opts?: CallOptions): Promise<Reply<Outputs["get-all-wrap-history"]>> {
  const V = (loaded["getAllWrapHistory"] ??= await loadValidators(M.surface, M.getAllWrapHistory, () => import('./validators/getAllWrapHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAllWrapHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-all-unwrap-history` — POST /get-all-unwrap-history. All BTC unwraps. */
export async function getAllUnwrapHistory(gw: Gateway, input: Inputs["get-all-unwrap-history"], opts?: CallOptions): Promise<Reply<Outputs["get-all-unwrap-history"]>> {
  const V = (loaded["getAllUnwrapHistory"] ??= await loadValidators(M.surface, M.getAllUnwrapHistory, () => import('./validators/getAllUnwrapHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAllUnwrapHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-address-wrap-history` — POST /get-address-wrap-history. BTC wraps by an address. */
export async function getAddressWrapHistory(gw: Gateway, input: Inputs["get-address-wrap-history"], opts?: CallOptions): Promise<Reply<Outputs["get-address-wrap-history"]>> {
  const V = (loaded["getAddressWrapHistory"] ??= await loadValidators(M.surface, M.getAddressWrapHistory, () => import('./validators/getAddressWrapHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAddressWrapHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-total-unwrap-amount` — POST /get-total-unwrap-amount. Total unwrapped amount. */
export async function getTotalUnwrapAmount(gw: Gateway, input: Inputs["get-total-unwrap-amount"], opts?: CallOptions): Promise<Reply<Outputs["get-total-unwrap-amount"]>> {
  const V = (loaded["getTotalUnwrapAmount"] ??= await loadValidators(M.surface, M.getTotalUnwrapAmount, () => import('./validators/getTotalUnwrapAmount.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getTotalUnwrapAmount, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-address-unwrap-history` — POST /get-address-unwrap-history. BTC unwraps by an address. */
export async function getAddressUnwrapHistory(gw: Gateway, input: Inputs["get-address-unwrap-history"], opts?: CallOptions): Promise<Reply<Outputs["get-address-unwrap-history"]>> {
  const V = (loaded["getAddressUnwrapHistory"] ??= await loadValidators(M.surface, M.getAddressUnwrapHistory, () => import('./validators/getAddressUnwrapHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAddressUnwrapHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-address-swap-history-for-pool` — POST /get-address-swap-history-for-pool. Swaps by an address in a pool. */
export async function getAddressSwapHistoryForPool(gw: Gateway, input: Inputs["get-address-swap-history-for-pool"], opts?: CallOptions): Promise<Reply<Outputs["get-address-swap-history-for-pool"]>> {
  const V = (loaded["getAddressSwapHistoryForPool"] ??= await loadValidators(M.surface, M.getAddressSwapHistoryForPool, () => import('./validators/getAddressSwapHistoryForPool.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAddressSwapHistoryForPool, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-address-swap-history-for-token` — POST /get-address-swap-history-for-token. Swaps by an address of a token. */
export async function getAddressSwapHistoryForToken(gw: Gateway, input: Inputs["get-address-swap-history-for-token"], opts?: CallOptions): Promise<Reply<Outputs["get-address-swap-history-for-token"]>> {
  const V = (loaded["getAddressSwapHistoryForToken"] ??= await loadValidators(M.surface, M.getAddressSwapHistoryForToken, () => import('./validators/getAddressSwapHistoryForToken.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAddressSwapHistoryForToken, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-address-pool-creation-history` — POST /get-address-pool-creation-history. Pool creations by an address. */
export async function getAddressPoolCreationHistory(gw: Gateway, input: Inputs["get-address-pool-creation-history"], opts?: CallOptions): Promise<Reply<Outputs["get-address-pool-creation-history"]>> {
  const V = (loaded["getAddressPoolCreationHistory"] ??= await loadValidators(M.surface, M.getAddressPoolCreationHistory, () => import('./validators/getAddressPoolCreationHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAddressPoolCreationHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-address-pool-mint-history` — POST /get-address-pool-mint-history. Liquidity adds by an address. */
export async function getAddressPoolMintHistory(gw: Gateway, input: Inputs["get-address-pool-mint-history"], opts?: CallOptions): Promise<Reply<Outputs["get-address-pool-mint-history"]>> {
  const V = (loaded["getAddressPoolMintHistory"] ??= await loadValidators(M.surface, M.getAddressPoolMintHistory, () => import('./validators/getAddressPoolMintHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAddressPoolMintHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-address-pool-burn-history` — POST /get-address-pool-burn-history. Liquidity removes by an address. */
export async function getAddressPoolBurnHistory(gw: Gateway, input: Inputs["get-address-pool-burn-history"], opts?: CallOptions): Promise<Reply<Outputs["get-address-pool-burn-history"]>> {
  const V = (loaded["getAddressPoolBurnHistory"] ??= await loadValidators(M.surface, M.getAddressPoolBurnHistory, () => import('./validators/getAddressPoolBurnHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAddressPoolBurnHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-all-amm-tx-history` — POST /get-all-amm-tx-history. All AMM transactions, optionally of one kind. */
export async function getAllAmmTxHistory(gw: Gateway, input: Inputs["get-all-amm-tx-history"], opts?: CallOptions): Promise<Reply<Outputs["get-all-amm-tx-history"]>> {
  const V = (loaded["getAllAmmTxHistory"] ??= await loadValidators(M.surface, M.getAllAmmTxHistory, () => import('./validators/getAllAmmTxHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAllAmmTxHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-all-address-amm-tx-history` — POST /get-all-address-amm-tx-history. AMM transactions of an address, optionally of one kind. */
export async function getAllAddressAmmTxHistory(gw: Gateway, input: Inputs["get-all-address-amm-tx-history"], opts?: CallOptions): Promise<Reply<Outputs["get-all-address-amm-tx-history"]>> {
  const V = (loaded["getAllAddressAmmTxHistory"] ??= await loadValidators(M.surface, M.getAllAddressAmmTxHistory, () => import('./validators/getAllAddressAmmTxHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAllAddressAmmTxHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-bitcoin-price` — POST /get-bitcoin-price. BTC price in USD. */
export async function getBitcoinPrice(gw: Gateway, input: Inputs["get-bitcoin-price"], opts?: CallOptions): Promise<Reply<Outputs["get-bitcoin-price"]>> {
  const V = (loaded["getBitcoinPrice"] ??= await loadValidators(M.surface, M.getBitcoinPrice, () => import('./validators/getBitcoinPrice.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getBitcoinPrice, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-bitcoin-market-weekly` — POST /get-bitcoin-market-weekly. 52-week high/low and current BTC price. */
export async function getBitcoinMarketWeekly(gw: Gateway, input: Inputs["get-bitcoin-market-weekly"], opts?: CallOptions): Promise<Reply<Outputs["get-bitcoin-market-weekly"]>> {
  const V = (loaded["getBitcoinMarketWeekly"] ??= await loadValidators(M.surface, M.getBitcoinMarketWeekly, () => import('./validators/getBitcoinMarketWeekly.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getBitcoinMarketWeekly, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-bitcoin-markets` — POST /get-bitcoin-markets. Markets quoting BTC. */
export async function getBitcoinMarkets(gw: Gateway, input: Inputs["get-bitcoin-markets"], opts?: CallOptions): Promise<Reply<Outputs["get-bitcoin-markets"]>> {
  const V = (loaded["getBitcoinMarkets"] ??= await loadValidators(M.surface, M.getBitcoinMarkets, () => import('./validators/getBitcoinMarkets.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getBitcoinMarkets, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-bitcoin-market-chart` — POST /get-bitcoin-market-chart. BTC price, market-cap and volume series. */
export async function getBitcoinMarketChart(gw: Gateway, input: Inputs["get-bitcoin-market-chart"], opts?: CallOptions): Promise<Reply<Outputs["get-bitcoin-market-chart"]>> {
  const V = (loaded["getBitcoinMarketChart"] ??= await loadValidators(M.surface, M.getBitcoinMarketChart, () => import('./validators/getBitcoinMarketChart.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getBitcoinMarketChart, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-address-balance` — POST /get-address-balance. BTC balance of an address. */
export async function getAddressBalance(gw: Gateway, input: Inputs["get-address-balance"], opts?: CallOptions): Promise<Reply<Outputs["get-address-balance"]>> {
  const V = (loaded["getAddressBalance"] ??= await loadValidators(M.surface, M.getAddressBalance, () => import('./validators/getAddressBalance.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAddressBalance, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-taproot-balance` — POST /get-taproot-balance. BTC balance of a taproot address. */
export async function getTaprootBalance(gw: Gateway, input: Inputs["get-taproot-balance"], opts?: CallOptions): Promise<Reply<Outputs["get-taproot-balance"]>> {
  const V = (loaded["getTaprootBalance"] ??= await loadValidators(M.surface, M.getTaprootBalance, () => import('./validators/getTaprootBalance.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getTaprootBalance, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-address-utxos` — POST /get-address-utxos. UTXOs of an address. */
export async function getAddressUtxos(gw: Gateway, input: Inputs["get-address-utxos"], opts?: CallOptions): Promise<Reply<Outputs["get-address-utxos"]>> {
  const V = (loaded["getAddressUtxos"] ??= await loadValidators(M.surface, M.getAddressUtxos, () => import('./validators/getAddressUtxos.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAddressUtxos, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-account-utxos` — POST /get-account-utxos. UTXOs of all addresses of an account. */
export async function getAccountUtxos(gw: Gateway, input: Inputs["get-account-utxos"], opts?: CallOptions): Promise<Reply<Outputs["get-account-utxos"]>> {
  const V = (loaded["getAccountUtxos"] ??= await loadValidators(M.surface, M.getAccountUtxos, () => import('./validators/getAccountUtxos.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAccountUtxos, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-account-balance` — POST /get-account-balance. BTC balance of an account. */
export async function getAccountBalance(gw: Gateway, input: Inputs["get-account-balance"], opts?: CallOptions): Promise<Reply<Outputs["get-account-balance"]>> {
  const V = (loaded["getAccountBalance"] ??= await loadValidators(M.surface, M.getAccountBalance, () => import('./validators/getAccountBalance.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getAccountBalance, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-taproot-history` — POST /get-taproot-history. Transaction history of a taproot address. */
export async function getTaprootHistory(gw: Gateway, input: Inputs["get-taproot-history"], opts?: CallOptions): Promise<Reply<Outputs["get-taproot-history"]>> {
  const V = (loaded["getTaprootHistory"] ??= await loadValidators(M.surface, M.getTaprootHistory, () => import('./validators/getTaprootHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getTaprootHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get-intent-history` — POST /get-intent-history. Intent history of an address. */
export async function getIntentHistory(gw: Gateway, input: Inputs["get-intent-history"], opts?: CallOptions): Promise<Reply<Outputs["get-intent-history"]>> {
  const V = (loaded["getIntentHistory"] ??= await loadValidators(M.surface, M.getIntentHistory, () => import('./validators/getIntentHistory.js'), ["input", "response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getIntentHistory, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `health` — GET /health. Service health. */
export async function health(gw: Gateway, input?: Inputs["health"], opts?: CallOptions): Promise<Reply<Outputs["health"]>> {
  const V = (loaded["health"] ??= await loadValidators(M.surface, M.health, () => import('./validators/health.js'), ["response__200", "response__401"]));
  return await restCall(gw, M.surface, M.health, { responses: { "200": V.response__200, "401": V.response__401 } }, input, opts);
}

/** `alkanes` — GET /alkanes. Alkane tokens (CLI get-alkanes). */
export async function alkanes(gw: Gateway, input?: Inputs["alkanes"], opts?: CallOptions): Promise<Reply<Outputs["alkanes"]>> {
  const V = (loaded["alkanes"] ??= await loadValidators(M.surface, M.alkanes, () => import('./validators/alkanes.js'), ["response__200", "response__401"]));
  return await restCall(gw, M.surface, M.alkanes, { responses: { "200": V.response__200, "401": V.response__401 } }, input, opts);
}

/** `pools` — GET /pools. Pools of the default AMM factory (CLI get-pools). */
export async function pools(gw: Gateway, input?: Inputs["pools"], opts?: CallOptions): Promise<Reply<Outputs["pools"]>> {
  const V = (loaded["pools"] ??= await loadValidators(M.surface, M.pools, () => import('./validators/pools.js'), ["response__200", "response__401"]));
  return await restCall(gw, M.surface, M.pools, { responses: { "200": V.response__200, "401": V.response__401 } }, input, opts);
}

/** `address-balances` — GET /address/{address}/balances. Alkane balances of an address by UTXO (CLI get-address-balances). */
export async function addressBalances(gw: Gateway, input: Inputs["address-balances"], opts?: CallOptions): Promise<Reply<Outputs["address-balances"]>> {
  const V = (loaded["addressBalances"] ??= await loadValidators(M.surface, M.addressBalances, () => import('./validators/addressBalances.js'), ["response__200", "response__401"]));
  const VQ = (loadedCoerce["addressBalances"] ??= await loadValidators(M.surface, M.addressBalances, () => import('./validators-coerce/addressBalances.js'), ["input"]));
  return await restCall(gw, M.surface, M.addressBalances, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401 } }, input, opts);
}

/** `indexer-height` — GET /indexer/height. Indexed block height (CLI get-block-height). */
export async function indexerHeight(gw: Gateway, input?: Inputs["indexer-height"], opts?: CallOptions): Promise<Reply<Outputs["indexer-height"]>> {
  const V = (loaded["indexerHeight"] ??= await loadValidators(M.surface, M.indexerHeight, () => import('./validators/indexerHeight.js'), ["response__200", "response__401"]));
  return await restCall(gw, M.surface, M.indexerHeight, { responses: { "200": V.response__200, "401": V.response__401 } }, input, opts);
}
