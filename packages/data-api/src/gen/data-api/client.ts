// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { CallOptions, Gateway, OpiResult, PageItem, Reply, RestData } from '@gw/runtime';
import * as calls from './calls.js';
import * as pages from './pages.js';
import type { operations as Ops } from './types.js';

/** Input of an operation: its JSON body, or its path and query parameters merged in one object. */
export interface Inputs {
  "get-alkanes": NonNullable<Ops["get-alkanes"]['requestBody']>['content']['application/json'];
  "get-alkanes-by-address": NonNullable<Ops["get-alkanes-by-address"]['requestBody']>['content']['application/json'];
  "get-alkane-details": NonNullable<Ops["get-alkane-details"]['requestBody']>['content']['application/json'];
  "global-alkanes-search": NonNullable<Ops["global-alkanes-search"]['requestBody']>['content']['application/json'];
  "get-alkanes-utxo": NonNullable<Ops["get-alkanes-utxo"]['requestBody']>['content']['application/json'];
  "get-amm-utxos": NonNullable<Ops["get-amm-utxos"]['requestBody']>['content']['application/json'];
  "get-address-outpoints": NonNullable<Ops["get-address-outpoints"]['requestBody']>['content']['application/json'];
  "get-pools": NonNullable<Ops["get-pools"]['requestBody']>['content']['application/json'];
  "get-all-pools-details": NonNullable<Ops["get-all-pools-details"]['requestBody']>['content']['application/json'];
  "get-pool-details": NonNullable<Ops["get-pool-details"]['requestBody']>['content']['application/json'];
  "get-all-token-pairs": NonNullable<Ops["get-all-token-pairs"]['requestBody']>['content']['application/json'];
  "get-token-pairs": NonNullable<Ops["get-token-pairs"]['requestBody']>['content']['application/json'];
  "address-positions": NonNullable<Ops["address-positions"]['requestBody']>['content']['application/json'];
  "get-alkane-swap-pair-details": NonNullable<Ops["get-alkane-swap-pair-details"]['requestBody']>['content']['application/json'];
  "get-pool-swap-history": NonNullable<Ops["get-pool-swap-history"]['requestBody']>['content']['application/json'];
  "get-token-swap-history": NonNullable<Ops["get-token-swap-history"]['requestBody']>['content']['application/json'];
  "get-pool-mint-history": NonNullable<Ops["get-pool-mint-history"]['requestBody']>['content']['application/json'];
  "get-pool-burn-history": NonNullable<Ops["get-pool-burn-history"]['requestBody']>['content']['application/json'];
  "get-pool-creation-history": NonNullable<Ops["get-pool-creation-history"]['requestBody']>['content']['application/json'];
  "get-all-wrap-history": NonNullable<Ops["get-all-wrap-history"]['requestBody']>['content']['application/json'];
  "get-all-unwrap-history": NonNullable<Ops["get-all-unwrap-history"]['requestBody']>['content']['application/json'];
  "get-address-wrap-history": NonNullable<Ops["get-address-wrap-history"]['requestBody']>['content']['application/json'];
  "get-total-unwrap-amount": NonNullable<Ops["get-total-unwrap-amount"]['requestBody']>['content']['application/json'];
  "get-address-unwrap-history": NonNullable<Ops["get-address-unwrap-history"]['requestBody']>['content']['application/json'];
  "get-address-swap-history-for-pool": NonNullable<Ops["get-address-swap-history-for-pool"]['requestBody']>['content']['application/json'];
  "get-address-swap-history-for-token": NonNullable<Ops["get-address-swap-history-for-token"]['requestBody']>['content']['application/json'];
  "get-address-pool-creation-history": NonNullable<Ops["get-address-pool-creation-history"]['requestBody']>['content']['application/json'];
  "get-address-pool-mint-history": NonNullable<Ops["get-address-pool-mint-history"]['requestBody']>['content']['application/json'];
  "get-address-pool-burn-history": NonNullable<Ops["get-address-pool-burn-history"]['requestBody']>['content']['application/json'];
  "get-all-amm-tx-history": NonNullable<Ops["get-all-amm-tx-history"]['requestBody']>['content']['application/json'];
  "get-all-address-amm-tx-history": NonNullable<Ops["get-all-address-amm-tx-history"]['requestBody']>['content']['application/json'];
  "get-bitcoin-price": NonNullable<Ops["get-bitcoin-price"]['requestBody']>['content']['application/json'];
  "get-bitcoin-market-weekly": NonNullable<Ops["get-bitcoin-market-weekly"]['requestBody']>['content']['application/json'];
  "get-bitcoin-markets": NonNullable<Ops["get-bitcoin-markets"]['requestBody']>['content']['application/json'];
  "get-bitcoin-market-chart": NonNullable<Ops["get-bitcoin-market-chart"]['requestBody']>['content']['application/json'];
  "get-address-balance": NonNullable<Ops["get-address-balance"]['requestBody']>['content']['application/json'];
  "get-taproot-balance": NonNullable<Ops["get-taproot-balance"]['requestBody']>['content']['application/json'];
  "get-address-utxos": NonNullable<Ops["get-address-utxos"]['requestBody']>['content']['application/json'];
  "get-account-utxos": NonNullable<Ops["get-account-utxos"]['requestBody']>['content']['application/json'];
  "get-account-balance": NonNullable<Ops["get-account-balance"]['requestBody']>['content']['application/json'];
  "get-taproot-history": NonNullable<Ops["get-taproot-history"]['requestBody']>['content']['application/json'];
  "get-intent-history": NonNullable<Ops["get-intent-history"]['requestBody']>['content']['application/json'];
  "health": Record<string, never>;
  "alkanes": Record<string, never>;
  "pools": Record<string, never>;
  "address-balances": NonNullable<Ops["address-balances"]['parameters']['path']>;
  "indexer-height": Record<string, never>;
}

/** Typed payload of an operation, after the envelope is unwrapped. */
export interface Outputs {
  "get-alkanes": RestData<Ops["get-alkanes"]['responses'][200]['content']["application/json"]>;
  "get-alkanes-by-address": RestData<Ops["get-alkanes-by-address"]['responses'][200]['content']["application/json"]>;
  "get-alkane-details": RestData<Ops["get-alkane-details"]['responses'][200]['content']["application/json"]>;
  "global-alkanes-search": RestData<Ops["global-alkanes-search"]['responses'][200]['content']["application/json"]>;
  "get-alkanes-utxo": RestData<Ops["get-alkanes-utxo"]['responses'][200]['content']["application/json"]>;
  "get-amm-utxos": RestData<Ops["get-amm-utxos"]['responses'][200]['content']["application/json"]>;
  "get-address-outpoints": RestData<Ops["get-address-outpoints"]['responses'][200]['content']["application/json"]>;
  "get-pools": RestData<Ops["get-pools"]['responses'][200]['content']["application/json"]>;
  "get-all-pools-details": RestData<Ops["get-all-pools-details"]['responses'][200]['content']["application/json"]>;
  "get-pool-details": RestData<Ops["get-pool-details"]['responses'][200]['content']["application/json"]>;
  "get-all-token-pairs": RestData<Ops["get-all-token-pairs"]['responses'][200]['content']["application/json"]>;
  "get-token-pairs": RestData<Ops["get-token-pairs"]['responses'][200]['content']["application/json"]>;
  "address-positions": RestData<Ops["address-positions"]['responses'][200]['content']["application/json"]>;
  "get-alkane-swap-pair-details": RestData<Ops["get-alkane-swap-pair-details"]['responses'][200]['content']["application/json"]>;
  "get-pool-swap-history": RestData<Ops["get-pool-swap-history"]['responses'][200]['content']["application/json"]>;
  "get-token-swap-history": RestData<Ops["get-token-swap-history"]['responses'][200]['content']["application/json"]>;
  "get-pool-mint-history": RestData<Ops["get-pool-mint-history"]['responses'][200]['content']["application/json"]>;
  "get-pool-burn-history": RestData<Ops["get-pool-burn-history"]['responses'][200]['content']["application/json"]>;
  "get-pool-creation-history": RestData<Ops["get-pool-creation-history"]['responses'][200]['content']["application/json"]>;
  "get-all-wrap-history": RestData<Ops["get-all-wrap-history"]['responses'][200]['content']["application/json"]>;
  "get-all-unwrap-history": RestData<Ops["get-all-unwrap-history"]['responses'][200]['content']["application/json"]>;
  "get-address-wrap-history": RestData<Ops["get-address-wrap-history"]['responses'][200]['content']["application/json"]>;
  "get-total-unwrap-amount": RestData<Ops["get-total-unwrap-amount"]['responses'][200]['content']["application/json"]>;
  "get-address-unwrap-history": RestData<Ops["get-address-unwrap-history"]['responses'][200]['content']["application/json"]>;
  "get-address-swap-history-for-pool": RestData<Ops["get-address-swap-history-for-pool"]['responses'][200]['content']["application/json"]>;
  "get-address-swap-history-for-token": RestData<Ops["get-address-swap-history-for-token"]['responses'][200]['content']["application/json"]>;
  "get-address-pool-creation-history": RestData<Ops["get-address-pool-creation-history"]['responses'][200]['content']["application/json"]>;
  "get-address-pool-mint-history": RestData<Ops["get-address-pool-mint-history"]['responses'][200]['content']["application/json"]>;
  "get-address-pool-burn-history": RestData<Ops["get-address-pool-burn-history"]['responses'][200]['content']["application/json"]>;
  "get-all-amm-tx-history": RestData<Ops["get-all-amm-tx-history"]['responses'][200]['content']["application/json"]>;
  "get-all-address-amm-tx-history": RestData<Ops["get-all-address-amm-tx-history"]['responses'][200]['content']["application/json"]>;
  "get-bitcoin-price": RestData<Ops["get-bitcoin-price"]['responses'][200]['content']["application/json"]>;
  "get-bitcoin-market-weekly": RestData<Ops["get-bitcoin-market-weekly"]['responses'][200]['content']["application/json"]>;
  "get-bitcoin-markets": RestData<Ops["get-bitcoin-markets"]['responses'][200]['content']["application/json"]>;
  "get-bitcoin-market-chart": RestData<Ops["get-bitcoin-market-chart"]['responses'][200]['content']["application/json"]>;
  "get-address-balance": RestData<Ops["get-address-balance"]['responses'][200]['content']["application/json"]>;
  "get-taproot-balance": RestData<Ops["get-taproot-balance"]['responses'][200]['content']["application/json"]>;
  "get-address-utxos": RestData<Ops["get-address-utxos"]['responses'][200]['content']["application/json"]>;
  "get-account-utxos": RestData<Ops["get-account-utxos"]['responses'][200]['content']["application/json"]>;
  "get-account-balance": RestData<Ops["get-account-balance"]['responses'][200]['content']["application/json"]>;
  "get-taproot-history": RestData<Ops["get-taproot-history"]['responses'][200]['content']["application/json"]>;
  "get-intent-history": RestData<Ops["get-intent-history"]['responses'][200]['content']["application/json"]>;
  "health": Ops["health"]['responses'][200]['content']["application/json"] | Ops["health"]['responses'][200]['content']["text/plain"];
  "alkanes": Ops["alkanes"]['responses'][200]['content']["application/json"];
  "pools": Ops["pools"]['responses'][200]['content']["application/json"];
  "address-balances": Ops["address-balances"]['responses'][200]['content']["application/json"];
  "indexer-height": Ops["indexer-height"]['responses'][200]['content']["application/json"];
}

export interface DataApiClient {
  /** `get-alkanes` — POST /get-alkanes. List alkane tokens (paged). */
  getAlkanes(input: Inputs["get-alkanes"], opts?: CallOptions): Promise<Reply<Outputs["get-alkanes"]>>;
  /** `get-alkanes-by-address` — POST /get-alkanes-by-address. Alkanes held by an address. */
  getAlkanesByAddress(input: Inputs["get-alkanes-by-address"], opts?: CallOptions): Promise<Reply<Outputs["get-alkanes-by-address"]>>;
  /** `get-alkane-details` — POST /get-alkane-details. Details of one alkane. */
  getAlkaneDetails(input: Inputs["get-alkane-details"], opts?: CallOptions): Promise<Reply<Outputs["get-alkane-details"]>>;
  /** `global-alkanes-search` — POST /global-alkanes-search. Search alkanes and pools by name or symbol. */
  globalAlkanesSearch(input: Inputs["global-alkanes-search"], opts?: CallOptions): Promise<Reply<Outputs["global-alkanes-search"]>>;
  /** `get-alkanes-utxo` — POST /get-alkanes-utxo. UTXOs of an address that carry alkanes. */
  getAlkanesUtxo(input: Inputs["get-alkanes-utxo"], opts?: CallOptions): Promise<Reply<Outputs["get-alkanes-utxo"]>>;
  /** `get-amm-utxos` — POST /get-amm-utxos. UTXOs of an address for AMM use. */
  getAmmUtxos(input: Inputs["get-amm-utxos"], opts?: CallOptions): Promise<Reply<Outputs["get-amm-utxos"]>>;
  /** `get-address-outpoints` — POST /get-address-outpoints. Outpoints of an address containing alkanes. */
  getAddressOutpoints(input: Inputs["get-address-outpoints"], opts?: CallOptions): Promise<Reply<Outputs["get-address-outpoints"]>>;
  /** `get-pools` — POST /get-pools. Pools of an AMM factory. */
  getPools(input: Inputs["get-pools"], opts?: CallOptions): Promise<Reply<Outputs["get-pools"]>>;
  /** `get-all-pools-details` — POST /get-all-pools-details. Details of every pool of a factory. */
  getAllPoolsDetails(input: Inputs["get-all-pools-details"], opts?: CallOptions): Promise<Reply<Outputs["get-all-pools-details"]>>;
  /** `get-pool-details` — POST /get-pool-details. Details of one pool. */
  getPoolDetails(input: Inputs["get-pool-details"], opts?: CallOptions): Promise<Reply<Outputs["get-pool-details"]>>;
  /** `get-all-token-pairs` — POST /get-all-token-pairs. Every token pair of a factory. */
  getAllTokenPairs(input: Inputs["get-all-token-pairs"], opts?: CallOptions): Promise<Reply<Outputs["get-all-token-pairs"]>>;
  /** `get-token-pairs` — POST /get-token-pairs. Token pairs containing a token. */
  getTokenPairs(input: Inputs["get-token-pairs"], opts?: CallOptions): Promise<Reply<Outputs["get-token-pairs"]>>;
  /** `address-positions` — POST /address-positions. Liquidity positions of an address. */
  addressPositions(input: Inputs["address-positions"], opts?: CallOptions): Promise<Reply<Outputs["address-positions"]>>;
  /** `get-alkane-swap-pair-details` — POST /get-alkane-swap-pair-details. Swap pair details for a token. */
  getAlkaneSwapPairDetails(input: Inputs["get-alkane-swap-pair-details"], opts?: CallOptions): Promise<Reply<Outputs["get-alkane-swap-pair-details"]>>;
  /** `get-pool-swap-history` — POST /get-pool-swap-history. Swaps in a pool. */
  getPoolSwapHistory(input: Inputs["get-pool-swap-history"], opts?: CallOptions): Promise<Reply<Outputs["get-pool-swap-history"]>>;
  /** `get-token-swap-history` — POST /get-token-swap-history. Swaps of a token. */
  getTokenSwapHistory(input: Inputs["get-token-swap-history"], opts?: CallOptions): Promise<Reply<Outputs["get-token-swap-history"]>>;
  /** `get-pool-mint-history` — POST /get-pool-mint-history. Liquidity adds to a pool. */
  getPoolMintHistory(input: Inputs["get-pool-mint-history"], opts?: CallOptions): Promise<Reply<Outputs["get-pool-mint-history"]>>;
  /** `get-pool-burn-history` — POST /get-pool-burn-history. Liquidity removes from a pool. */
  getPoolBurnHistory(input: Inputs["get-pool-burn-history"], opts?: CallOptions): Promise<Reply<Outputs["get-pool-burn-history"]>>;
  /** `get-pool-creation-history` — POST /get-pool-creation-history. Pool creations of a factory. */
  getPoolCreationHistory(input: Inputs["get-pool-creation-history"], opts?: CallOptions): Promise<Reply<Outputs["get-pool-creation-history"]>>;
  /** `get-all-wrap-history` — POST /get-all-wrap-history. All BTC wraps. */
  getAllWrapHistory(input: Inputs["get-all-wrap-history"], opts?: CallOptions): Promise<Reply<Outputs["get-all-wrap-history"]>>;
  /** `get-all-unwrap-history` — POST /get-all-unwrap-history. All BTC unwraps. */
  getAllUnwrapHistory(input: Inputs["get-all-unwrap-history"], opts?: CallOptions): Promise<Reply<Outputs["get-all-unwrap-history"]>>;
  /** `get-address-wrap-history` — POST /get-address-wrap-history. BTC wraps by an address. */
  getAddressWrapHistory(input: Inputs["get-address-wrap-history"], opts?: CallOptions): Promise<Reply<Outputs["get-address-wrap-history"]>>;
  /** `get-total-unwrap-amount` — POST /get-total-unwrap-amount. Total unwrapped amount. */
  getTotalUnwrapAmount(input: Inputs["get-total-unwrap-amount"], opts?: CallOptions): Promise<Reply<Outputs["get-total-unwrap-amount"]>>;
  /** `get-address-unwrap-history` — POST /get-address-unwrap-history. BTC unwraps by an address. */
  getAddressUnwrapHistory(input: Inputs["get-address-unwrap-history"], opts?: CallOptions): Promise<Reply<Outputs["get-address-unwrap-history"]>>;
  /** `get-address-swap-history-for-pool` — POST /get-address-swap-history-for-pool. Swaps by an address in a pool. */
  getAddressSwapHistoryForPool(input: Inputs["get-address-swap-history-for-pool"], opts?: CallOptions): Promise<Reply<Outputs["get-address-swap-history-for-pool"]>>;
  /** `get-address-swap-history-for-token` — POST /get-address-swap-history-for-token. Swaps by an address of a token. */
  getAddressSwapHistoryForToken(input: Inputs["get-address-swap-history-for-token"], opts?: CallOptions): Promise<Reply<Outputs["get-address-swap-history-for-token"]>>;
  /** `get-address-pool-creation-history` — POST /get-address-pool-creation-history. Pool creations by an address. */
  getAddressPoolCreationHistory(input: Inputs["get-address-pool-creation-history"], opts?: CallOptions): Promise<Reply<Outputs["get-address-pool-creation-history"]>>;
  /** `get-address-pool-mint-history` — POST /get-address-pool-mint-history. Liquidity adds by an address. */
  getAddressPoolMintHistory(input: Inputs["get-address-pool-mint-history"], opts?: CallOptions): Promise<Reply<Outputs["get-address-pool-mint-history"]>>;
  /** `get-address-pool-burn-history` — POST /get-address-pool-burn-history. Liquidity removes by an address. */
  getAddressPoolBurnHistory(input: Inputs["get-address-pool-burn-history"], opts?: CallOptions): Promise<Reply<Outputs["get-address-pool-burn-history"]>>;
  /** `get-all-amm-tx-history` — POST /get-all-amm-tx-history. All AMM transactions, optionally of one kind. */
  getAllAmmTxHistory(input: Inputs["get-all-amm-tx-history"], opts?: CallOptions): Promise<Reply<Outputs["get-all-amm-tx-history"]>>;
  /** `get-all-address-amm-tx-history` — POST /get-all-address-amm-tx-history. AMM transactions of an address, optionally of one kind. */
  getAllAddressAmmTxHistory(input: Inputs["get-all-address-amm-tx-history"], opts?: CallOptions): Promise<Reply<Outputs["get-all-address-amm-tx-history"]>>;
  /** `get-bitcoin-price` — POST /get-bitcoin-price. BTC price in USD. */
  getBitcoinPrice(input: Inputs["get-bitcoin-price"], opts?: CallOptions): Promise<Reply<Outputs["get-bitcoin-price"]>>;
  /** `get-bitcoin-market-weekly` — POST /get-bitcoin-market-weekly. 52-week high/low and current BTC price. */
  getBitcoinMarketWeekly(input: Inputs["get-bitcoin-market-weekly"], opts?: CallOptions): Promise<Reply<Outputs["get-bitcoin-market-weekly"]>>;
  /** `get-bitcoin-markets` — POST /get-bitcoin-markets. Markets quoting BTC. */
  getBitcoinMarkets(input: Inputs["get-bitcoin-markets"], opts?: CallOptions): Promise<Reply<Outputs["get-bitcoin-markets"]>>;
  /** `get-bitcoin-market-chart` — POST /get-bitcoin-market-chart. BTC price, market-cap and volume series. */
  getBitcoinMarketChart(input: Inputs["get-bitcoin-market-chart"], opts?: CallOptions): Promise<Reply<Outputs["get-bitcoin-market-chart"]>>;
  /** `get-address-balance` — POST /get-address-balance. BTC balance of an address. */
  getAddressBalance(input: Inputs["get-address-balance"], opts?: CallOptions): Promise<Reply<Outputs["get-address-balance"]>>;
  /** `get-taproot-balance` — POST /get-taproot-balance. BTC balance of a taproot address. */
  getTaprootBalance(input: Inputs["get-taproot-balance"], opts?: CallOptions): Promise<Reply<Outputs["get-taproot-balance"]>>;
  /** `get-address-utxos` — POST /get-address-utxos. UTXOs of an address. */
  getAddressUtxos(input: Inputs["get-address-utxos"], opts?: CallOptions): Promise<Reply<Outputs["get-address-utxos"]>>;
  /** `get-account-utxos` — POST /get-account-utxos. UTXOs of all addresses of an account. */
  getAccountUtxos(input: Inputs["get-account-utxos"], opts?: CallOptions): Promise<Reply<Outputs["get-account-utxos"]>>;
  /** `get-account-balance` — POST /get-account-balance. BTC balance of an account. */
  getAccountBalance(input: Inputs["get-account-balance"], opts?: CallOptions): Promise<Reply<Outputs["get-account-balance"]>>;
  /** `get-taproot-history` — POST /get-taproot-history. Transaction history of a taproot address. */
  getTaprootHistory(input: Inputs["get-taproot-history"], opts?: CallOptions): Promise<Reply<Outputs["get-taproot-history"]>>;
  /** `get-intent-history` — POST /get-intent-history. Intent history of an address. */
  getIntentHistory(input: Inputs["get-intent-history"], opts?: CallOptions): Promise<Reply<Outputs["get-intent-history"]>>;
  /** `health` — GET /health. Service health. */
  health(input?: Inputs["health"], opts?: CallOptions): Promise<Reply<Outputs["health"]>>;
  /** `alkanes` — GET /alkanes. Alkane tokens (CLI get-alkanes). */
  alkanes(input?: Inputs["alkanes"], opts?: CallOptions): Promise<Reply<Outputs["alkanes"]>>;
  /** `pools` — GET /pools. Pools of the default AMM factory (CLI get-pools). */
  pools(input?: Inputs["pools"], opts?: CallOptions): Promise<Reply<Outputs["pools"]>>;
  /** `address-balances` — GET /address/{address}/balances. Alkane balances of an address by UTXO (CLI get-address-balances). */
  addressBalances(input: Inputs["address-balances"], opts?: CallOptions): Promise<Reply<Outputs["address-balances"]>>;
  /** `indexer-height` — GET /indexer/height. Indexed block height (CLI get-block-height). */
  indexerHeight(input?: Inputs["indexer-height"], opts?: CallOptions): Promise<Reply<Outputs["indexer-height"]>>;
  /** `get-alkanes`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getAlkanesAll(input: Inputs["get-alkanes"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-alkanes"], "tokens">, void, undefined>;
  /** `get-pools`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getPoolsAll(input: Inputs["get-pools"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-pools"], "">, void, undefined>;
  /** `get-all-pools-details`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getAllPoolsDetailsAll(input: Inputs["get-all-pools-details"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-all-pools-details"], "pools">, void, undefined>;
  /** `get-pool-swap-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getPoolSwapHistoryAll(input: Inputs["get-pool-swap-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-pool-swap-history"], "swaps">, void, undefined>;
  /** `get-token-swap-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getTokenSwapHistoryAll(input: Inputs["get-token-swap-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-token-swap-history"], "items">, void, undefined>;
  /** `get-pool-mint-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getPoolMintHistoryAll(input: Inputs["get-pool-mint-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-pool-mint-history"], "items">, void, undefined>;
  /** `get-pool-burn-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getPoolBurnHistoryAll(input: Inputs["get-pool-burn-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-pool-burn-history"], "items">, void, undefined>;
  /** `get-pool-creation-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getPoolCreationHistoryAll(input: Inputs["get-pool-creation-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-pool-creation-history"], "items">, void, undefined>;
  /** `get-all-wrap-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getAllWrapHistoryAll(input: Inputs["get-all-wrap-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-all-wrap-history"], "items">, void, undefined>;
  /** `get-all-unwrap-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getAllUnwrapHistoryAll(input: Inputs["get-all-unwrap-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-all-unwrap-history"], "items">, void, undefined>;
  /** `get-address-wrap-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getAddressWrapHistoryAll(input: Inputs["get-address-wrap-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-address-wrap-history"], "items">, void, undefined>;
  /** `get-all-address-amm-tx-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getAllAddressAmmTxHistoryAll(input: Inputs["get-all-address-amm-tx-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-all-address-amm-tx-history"], "transactions">, void, undefined>;
}

/** Every operation as a method bound to `gw`; each loads its validators on its first call. */
export function createDataApiClient(gw: Gateway): DataApiClient {
  return {
    getAlkanes: (input, opts) => calls.getAlkanes(gw, input, opts),
    getAlkanesByAddress: (input, opts) => calls.getAlkanesByAddress(gw, input, opts),
    getAlkaneDetails: (input, opts) => calls.getAlkaneDetails(gw, input, opts),
    globalAlkanesSearch: (input, opts) => calls.globalAlkanesSearch(gw, input, opts),
    getAlkanesUtxo: (input, opts) => calls.getAlkanesUtxo(gw, input, opts),
    getAmmUtxos: (input, opts) => calls.getAmmUtxos(gw, input, opts),
    getAddressOutpoints: (input, opts) => calls.getAddressOutpoints(gw, input, opts),
    getPools: (input, opts) => calls.getPools(gw, input, opts),
    getAllPoolsDetails: (input, opts) => calls.getAllPoolsDetails(gw, input, opts),
    getPoolDetails: (input, opts) => calls.getPoolDetails(gw, input, opts),
    getAllTokenPairs: (input, opts) => calls.getAllTokenPairs(gw, input, opts),
    getTokenPairs: (input, opts) => calls.getTokenPairs(gw, input, opts),
    addressPositions: (input, opts) => calls.addressPositions(gw, input, opts),
    getAlkaneSwapPairDetails: (input, opts) => calls.getAlkaneSwapPairDetails(gw, input, opts),
    getPoolSwapHistory: (input, opts) => calls.getPoolSwapHistory(gw, input, opts),
    getTokenSwapHistory: (input, opts) => calls.getTokenSwapHistory(gw, input, opts),
    getPoolMintHistory: (input, opts) => calls.getPoolMintHistory(gw, input, opts),
    getPoolBurnHistory: (input, opts) => calls.getPoolBurnHistory(gw, input, opts),
    getPoolCreationHistory: (input, opts) => calls.getPoolCreationHistory(gw, input, opts),
    getAllWrapHistory: (input, opts) => calls.getAllWrapHistory(gw, input, opts),
    getAllUnwrapHistory: (input, opts) => calls.getAllUnwrapHistory(gw, input, opts),
    getAddressWrapHistory: (input, opts) => calls.getAddressWrapHistory(gw, input, opts),
    getTotalUnwrapAmount: (input, opts) => calls.getTotalUnwrapAmount(gw, input, opts),
    getAddressUnwrapHistory: (input, opts) => calls.getAddressUnwrapHistory(gw, input, opts),
    getAddressSwapHistoryForPool: (input, opts) => calls.getAddressSwapHistoryForPool(gw, input, opts),
    getAddressSwapHistoryForToken: (input, opts) => calls.getAddressSwapHistoryForToken(gw, input, opts),
    getAddressPoolCreationHistory: (input, opts) => calls.getAddressPoolCreationHistory(gw, input, opts),
    getAddressPoolMintHistory: (input, opts) => calls.getAddressPoolMintHistory(gw, input, opts),
    getAddressPoolBurnHistory: (input, opts) => calls.getAddressPoolBurnHistory(gw, input, opts),
    getAllAmmTxHistory: (input, opts) => calls.getAllAmmTxHistory(gw, input, opts),
    getAllAddressAmmTxHistory: (input, opts) => calls.getAllAddressAmmTxHistory(gw, input, opts),
    getBitcoinPrice: (input, opts) => calls.getBitcoinPrice(gw, input, opts),
    getBitcoinMarketWeekly: (input, opts) => calls.getBitcoinMarketWeekly(gw, input, opts),
    getBitcoinMarkets: (input, opts) => calls.getBitcoinMarkets(gw, input, opts),
    getBitcoinMarketChart: (input, opts) => calls.getBitcoinMarketChart(gw, input, opts),
    getAddressBalance: (input, opts) => calls.getAddressBalance(gw, input, opts),
    getTaprootBalance: (input, opts) => calls.getTaprootBalance(gw, input, opts),
    getAddressUtxos: (input, opts) => calls.getAddressUtxos(gw, input, opts),
    getAccountUtxos: (input, opts) => calls.getAccountUtxos(gw, input, opts),
    getAccountBalance: (input, opts) => calls.getAccountBalance(gw, input, opts),
    getTaprootHistory: (input, opts) => calls.getTaprootHistory(gw, input, opts),
    getIntentHistory: (input, opts) => calls.getIntentHistory(gw, input, opts),
    health: (input, opts) => calls.health(gw, input, opts),
    alkanes: (input, opts) => calls.alkanes(gw, input, opts),
    pools: (input, opts) => calls.pools(gw, input, opts),
    addressBalances: (input, opts) => calls.addressBalances(gw, input, opts),
    indexerHeight: (input, opts) => calls.indexerHeight(gw, input, opts),
    getAlkanesAll: (input, opts) => pages.getAlkanesAll(gw, input, opts),
    getPoolsAll: (input, opts) => pages.getPoolsAll(gw, input, opts),
    getAllPoolsDetailsAll: (input, opts) => pages.getAllPoolsDetailsAll(gw, input, opts),
    getPoolSwapHistoryAll: (input, opts) => pages.getPoolSwapHistoryAll(gw, input, opts),
    getTokenSwapHistoryAll: (input, opts) => pages.getTokenSwapHistoryAll(gw, input, opts),
    getPoolMintHistoryAll: (input, opts) => pages.getPoolMintHistoryAll(gw, input, opts),
    getPoolBurnHistoryAll: (input, opts) => pages.getPoolBurnHistoryAll(gw, input, opts),
    getPoolCreationHistoryAll: (input, opts) => pages.getPoolCreationHistoryAll(gw, input, opts),
    getAllWrapHistoryAll: (input, opts) => pages.getAllWrapHistoryAll(gw, input, opts),
    getAllUnwrapHistoryAll: (input, opts) => pages.getAllUnwrapHistoryAll(gw, input, opts),
    getAddressWrapHistoryAll: (input, opts) => pages.getAddressWrapHistoryAll(gw, input, opts),
    getAllAddressAmmTxHistoryAll: (input, opts) => pages.getAllAddressAmmTxHistoryAll(gw, input, opts),
  };
}
