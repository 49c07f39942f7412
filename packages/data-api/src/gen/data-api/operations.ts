// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RestOperation, RestValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';
import * as VQ from './validators-coerce.cjs';

export const surface: SurfaceMeta = {"name":"data-api","networks":["mainnet","signet","regtest"],"auth":["path","header","cors","alias"],"mounts":{"path":"/v4/{apiKey}","open":"/v4/api"}};

export interface OperationEntry {
  meta: RestOperation & { networks: readonly string[] | null };
  validators: RestValidators;
  /** Method name on the generated client. */
  client: string;
}

export const operations = {
  "get-alkanes": {
    meta: {"name":"get-alkanes","method":"POST","path":"/get-alkanes","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_alkanes, responses: { "200": V.response__get_alkanes__200, "401": V.response__get_alkanes__401, "default": V.response__get_alkanes__default } },
    client: "getAlkanes",
  },
  "get-alkanes-by-address": {
    meta: {"name":"get-alkanes-by-address","method":"POST","path":"/get-alkanes-by-address","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_alkanes_by_address, responses: { "200": V.response__get_alkanes_by_address__200, "401": V.response__get_alkanes_by_address__401, "default": V.response__get_alkanes_by_address__default } },
    client: "getAlkanesByAddress",
  },
  "get-alkane-details": {
    meta: {"name":"get-alkane-details","method":"POST","path":"/get-alkane-details","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_alkane_details, responses: { "200": V.response__get_alkane_details__200, "401": V.response__get_alkane_details__401, "default": V.response__get_alkane_details__default } },
    client: "getAlkaneDetails",
  },
  "global-alkanes-search": {
    meta: {"name":"global-alkanes-search","method":"POST","path":"/global-alkanes-search","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__global_alkanes_search, responses: { "200": V.response__global_alkanes_search__200, "401": V.response__global_alkanes_search__401, "default": V.response__global_alkanes_search__default } },
    client: "globalAlkanesSearch",
  },
  "get-alkanes-utxo": {
    meta: {"name":"get-alkanes-utxo","method":"POST","path":"/get-alkanes-utxo","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_alkanes_utxo, responses: { "200": V.response__get_alkanes_utxo__200, "401": V.response__get_alkanes_utxo__401, "default": V.response__get_alkanes_utxo__default } },
    client: "getAlkanesUtxo",
  },
  "get-amm-utxos": {
    meta: {"name":"get-amm-utxos","method":"POST","path":"/get-amm-utxos","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_amm_utxos, responses: { "200": V.response__get_amm_utxos__200, "401": V.response__get_amm_utxos__401, "default": V.response__get_amm_utxos__default } },
    client: "getAmmUtxos",
  },
  "get-address-outpoints": {
    meta: {"name":"get-address-outpoints","method":"POST","path":"/get-address-outpoints","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_address_outpoints, responses: { "200": V.response__get_address_outpoints__200, "401": V.response__get_address_outpoints__401, "default": V.response__get_address_outpoints__default } },
    client: "getAddressOutpoints",
  },
  "get-pools": {
    meta: {"name":"get-pools","method":"POST","path":"/get-pools","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_pools, responses: { "200": V.response__get_pools__200, "401": V.response__get_pools__401, "default": V.response__get_pools__default } },
    client: "getPools",
  },
  "get-all-pools-details": {
    meta: {"name":"get-all-pools-details","method":"POST","path":"/get-all-pools-details","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_all_pools_details, responses: { "200": V.response__get_all_pools_details__200, "401": V.response__get_all_pools_details__401, "default": V.response__get_all_pools_details__default } },
    client: "getAllPoolsDetails",
  },
  "get-pool-details": {
    meta: {"name":"get-pool-details","method":"POST","path":"/get-pool-details","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_pool_details, responses: { "200": V.response__get_pool_details__200, "401": V.response__get_pool_details__401, "default": V.response__get_pool_details__default } },
    client: "getPoolDetails",
  },
  "get-all-token-pairs": {
    meta: {"name":"get-all-token-pairs","method":"POST","path":"/get-all-token-pairs","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_all_token_pairs, responses: { "200": V.response__get_all_token_pairs__200, "401": V.response__get_all_token_pairs__401, "default": V.response__get_all_token_pairs__default } },
    client: "getAllTokenPairs",
  },
  "get-token-pairs": {
    meta: {"name":"get-token-pairs","method":"POST","path":"/get-token-pairs","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_token_pairs, responses: { "200": V.response__get_token_pairs__200, "401": V.response__get_token_pairs__401, "default": V.response__get_token_pairs__default } },
    client: "getTokenPairs",
  },
  "address-positions": {
    meta: {"name":"address-positions","method":"POST","path":"/address-positions","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__address_positions, responses: { "200": V.response__address_positions__200, "401": V.response__address_positions__401, "default": V.response__address_positions__default } },
    client: "addressPositions",
  },
  "get-alkane-swap-pair-details": {
    meta: {"name":"get-alkane-swap-pair-details","method":"POST","path":"/get-alkane-swap-pair-details","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_alkane_swap_pair_details, responses: { "200": V.response__get_alkane_swap_pair_details__200, "401": V.response__get_alkane_swap_pair_details__401, "default": V.response__get_alkane_swap_pair_details__default } },
    client: "getAlkaneSwapPairDetails",
  },
  "get-pool-swap-history": {
    meta: {"name":"get-pool-swap-history","method":"POST","path":"/get-pool-swap-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_pool_swap_history, responses: { "200": V.response__get_pool_swap_history__200, "401": V.response__get_pool_swap_history__401, "default": V.response__get_pool_swap_history__default } },
    client: "getPoolSwapHistory",
  },
  "get-token-swap-history": {
    meta: {"name":"get-token-swap-history","method":"POST","path":"/get-token-swap-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_token_swap_history, responses: { "200": V.response__get_token_swap_history__200, "401": V.response__get_token_swap_history__401, "default": V.response__get_token_swap_history__default } },
    client: "getTokenSwapHistory",
  },
  "get-pool-mint-history": {
    meta: {"name":"get-pool-mint-history","method":"POST","path":"/get-pool-mint-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_pool_mint_history, responses: { "200": V.response__get_pool_mint_history__200, "401": V.response__get_pool_mint_history__401, "default": V.response__get_pool_mint_history__default } },
    client: "getPoolMintHistory",
  },
  "get-pool-burn-history": {
    meta: {"name":"get-pool-burn-history","method":"POST","path":"/get-pool-burn-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_pool_burn_history, responses: { "200": V.response__get_pool_burn_history__200, "401": V.response__get_pool_burn_history__401, "default": V.response__get_pool_burn_history__default } },
    client: "getPoolBurnHistory",
  },
  "get-pool-creation-history": {
    meta: {"name":"get-pool-creation-history","method":"POST","path":"/get-pool-creation-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_pool_creation_history, responses: { "200": V.response__get_pool_creation_history__200, "401": V.response__get_pool_creation_history__401, "default": V.response__get_pool_creation_history__default } },
    client: "getPoolCreationHistory",
  },
  "get-all-wrap-history": {
    meta: {"name":"get-all-wrap-history","method":"POST","path":"/get-all-wrap-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_all_wrap_history, responses: { "200": V.response__get_all_wrap_history__200, "401": V.response__get_all_wrap_history__401, "default": V.response__get_all_wrap_history__default } },
    client: "getAllWrapHistory",
  },
  "get-all-unwrap-history": {
    meta: {"name":"get-all-unwrap-history","method":"POST","path":"/get-all-unwrap-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_all_unwrap_history, responses: { "200": V.response__get_all_unwrap_history__200, "401": V.response__get_all_unwrap_history__401, "default": V.response__get_all_unwrap_history__default } },
    client: "getAllUnwrapHistory",
  },
  "get-address-wrap-history": {
    meta: {"name":"get-address-wrap-history","method":"POST","path":"/get-address-wrap-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_address_wrap_history, responses: { "200": V.response__get_address_wrap_history__200, "401": V.response__get_address_wrap_history__401, "default": V.response__get_address_wrap_history__default } },
    client: "getAddressWrapHistory",
  },
  "get-total-unwrap-amount": {
    meta: {"name":"get-total-unwrap-amount","method":"POST","path":"/get-total-unwrap-amount","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_total_unwrap_amount, responses: { "200": V.response__get_total_unwrap_amount__200, "401": V.response__get_total_unwrap_amount__401, "default": V.response__get_total_unwrap_amount__default } },
    client: "getTotalUnwrapAmount",
  },
  "get-address-unwrap-history": {
    meta: {"name":"get-address-unwrap-history","method":"POST","path":"/get-address-unwrap-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_address_unwrap_history, responses: { "200": V.response__get_address_unwrap_history__200, "401": V.response__get_address_unwrap_history__401, "default": V.response__get_address_unwrap_history__default } },
    client: "getAddressUnwrapHistory",
  },
  "get-address-swap-history-for-pool": {
    meta: {"name":"get-address-swap-history-for-pool","method":"POST","path":"/get-address-swap-history-for-pool","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_address_swap_history_for_pool, responses: { "200": V.response__get_address_swap_history_for_pool__200, "401": V.response__get_address_swap_history_for_pool__401, "default": V.response__get_address_swap_history_for_pool__default } },
    client: "getAddressSwapHistoryForPool",
  },
  "get-address-swap-history-for-token": {
    meta: {"name":"get-address-swap-history-for-token","method":"POST","path":"/get-address-swap-history-for-token","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_address_swap_history_for_token, responses: { "200": V.response__get_address_swap_history_for_token__200, "401": V.response__get_address_swap_history_for_token__401, "default": V.response__get_address_swap_history_for_token__default } },
    client: "getAddressSwapHistoryForToken",
  },
  "get-address-pool-creation-history": {
    meta: {"name":"get-address-pool-creation-history","method":"POST","path":"/get-address-pool-creation-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_address_pool_creation_history, responses: { "200": V.response__get_address_pool_creation_history__200, "401": V.response__get_address_pool_creation_history__401, "default": V.response__get_address_pool_creation_history__default } },
    client: "getAddressPoolCreationHistory",
  },
  "get-address-pool-mint-history": {
    meta: {"name":"get-address-pool-mint-history","method":"POST","path":"/get-address-pool-mint-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_address_pool_mint_history, responses: { "200": V.response__get_address_pool_mint_history__200, "401": V.response__get_address_pool_mint_history__401, "default": V.response__get_address_pool_mint_history__default } },
    client: "getAddressPoolMintHistory",
  },
  "get-address-pool-burn-history": {
    meta: {"name":"get-address-pool-burn-history","method":"POST","path":"/get-address-pool-burn-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_address_pool_burn_history, responses: { "200": V.response__get_address_pool_burn_history__200, "401": V.response__get_address_pool_burn_history__401, "default": V.response__get_address_pool_burn_history__default } },
    client: "getAddressPoolBurnHistory",
  },
  "get-all-amm-tx-history": {
    meta: {"name":"get-all-amm-tx-history","method":"POST","path":"/get-all-amm-tx-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_all_amm_tx_history, responses: { "200": V.response__get_all_amm_tx_history__200, "401": V.response__get_all_amm_tx_history__401, "default": V.response__get_all_amm_tx_history__default } },
    client: "getAllAmmTxHistory",
  },
  "get-all-address-amm-tx-history": {
    meta: {"name":"get-all-address-amm-tx-history","method":"POST","path":"/get-all-address-amm-tx-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_all_address_amm_tx_history, responses: { "200": V.response__get_all_address_amm_tx_history__200, "401": V.response__get_all_address_amm_tx_history__401, "default": V.response__get_all_address_amm_tx_history__default } },
    client: "getAllAddressAmmTxHistory",
  },
  "get-bitcoin-price": {
    meta: {"name":"get-bitcoin-price","method":"POST","path":"/get-bitcoin-price","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_bitcoin_price, responses: { "200": V.response__get_bitcoin_price__200, "401": V.response__get_bitcoin_price__401, "default": V.response__get_bitcoin_price__default } },
    client: "getBitcoinPrice",
  },
  "get-bitcoin-market-weekly": {
    meta: {"name":"get-bitcoin-market-weekly","method":"POST","path":"/get-bitcoin-market-weekly","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_bitcoin_market_weekly, responses: { "200": V.response__get_bitcoin_market_weekly__200, "401": V.response__get_bitcoin_market_weekly__401, "default": V.response__get_bitcoin_market_weekly__default } },
    client: "getBitcoinMarketWeekly",
  },
  "get-bitcoin-markets": {
    meta: {"name":"get-bitcoin-markets","method":"POST","path":"/get-bitcoin-markets","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_bitcoin_markets, responses: { "200": V.response__get_bitcoin_markets__200, "401": V.response__get_bitcoin_markets__401, "default": V.response__get_bitcoin_markets__default } },
    client: "getBitcoinMarkets",
  },
  "get-bitcoin-market-chart": {
    meta: {"name":"get-bitcoin-market-chart","method":"POST","path":"/get-bitcoin-market-chart","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_bitcoin_market_chart, responses: { "200": V.response__get_bitcoin_market_chart__200, "401": V.response__get_bitcoin_market_chart__401, "default": V.response__get_bitcoin_market_chart__default } },
    client: "getBitcoinMarketChart",
  },
  "get-address-balance": {
    meta: {"name":"get-address-balance","method":"POST","path":"/get-address-balance","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_address_balance, responses: { "200": V.response__get_address_balance__200, "401": V.response__get_address_balance__401, "default": V.response__get_address_balance__default } },
    client: "getAddressBalance",
  },
  "get-taproot-balance": {
    meta: {"name":"get-taproot-balance","method":"POST","path":"/get-taproot-balance","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_taproot_balance, responses: { "200": V.response__get_taproot_balance__200, "401": V.response__get_taproot_balance__401, "default": V.response__get_taproot_balance__default } },
    client: "getTaprootBalance",
  },
  "get-address-utxos": {
    meta: {"name":"get-address-utxos","method":"POST","path":"/get-address-utxos","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_address_utxos, responses: { "200": V.response__get_address_utxos__200, "401": V.response__get_address_utxos__401, "default": V.response__get_address_utxos__default } },
    client: "getAddressUtxos",
  },
  "get-account-utxos": {
    meta: {"name":"get-account-utxos","method":"POST","path":"/get-account-utxos","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_account_utxos, responses: { "200": V.response__get_account_utxos__200, "401": V.response__get_account_utxos__401, "default": V.response__get_account_utxos__default } },
    client: "getAccountUtxos",
  },
  "get-account-balance": {
    meta: {"name":"get-account-balance","method":"POST","path":"/get-account-balance","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_account_balance, responses: { "200": V.response__get_account_balance__200, "401": V.response__get_account_balance__401, "default": V.response__get_account_balance__default } },
    client: "getAccountBalance",
  },
  "get-taproot-history": {
    meta: {"name":"get-taproot-history","method":"POST","path":"/get-taproot-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_taproot_history, responses: { "200": V.response__get_taproot_history__200, "401": V.response__get_taproot_history__401, "default": V.response__get_taproot_history__default } },
    client: "getTaprootHistory",
  },
  "get-intent-history": {
    meta: {"name":"get-intent-history","method":"POST","path":"/get-intent-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null},
    validators: { input: V.input__get_intent_history, responses: { "200": V.response__get_intent_history__200, "401": V.response__get_intent_history__401, "default": V.response__get_intent_history__default } },
    client: "getIntentHistory",
  },
  "health": {
    meta: {"name":"health","method":"GET","path":"/health","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"keyless":true,"networks":null},
    validators: { responses: { "200": V.response__health__200, "401": V.response__health__401 } },
    client: "health",
  },
  "alkanes": {
    meta: {"name":"alkanes","method":"GET","path":"/alkanes","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { responses: { "200": V.response__alkanes__200, "401": V.response__alkanes__401 } },
    client: "alkanes",
  },
  "pools": {
    meta: {"name":"pools","method":"GET","path":"/pools","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { responses: { "200": V.response__pools__200, "401": V.response__pools__401 } },
    client: "pools",
  },
  "address-balances": {
    meta: {"name":"address-balances","method":"GET","path":"/address/{address}/balances","envelope":"none","pathParams":["address"],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { input: VQ.input__address_balances, responses: { "200": V.response__address_balances__200, "401": V.response__address_balances__401 } },
    client: "addressBalances",
  },
  "indexer-height": {
    meta: {"name":"indexer-height","method":"GET","path":"/indexer/height","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { responses: { "200": V.response__indexer_height__200, "401": V.response__indexer_height__401 } },
    client: "indexerHeight",
  },
} satisfies Record<string, OperationEntry>;

export type OperationName = keyof typeof operations;
