// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { Paging, RestOperation, SurfaceMeta } from '@gw/runtime';
import * as D from './drift.js';

export const surface: SurfaceMeta = {"name":"data-api","networks":["mainnet","signet","regtest"],"auth":["path","header","cors","alias"],"mounts":{"path":"/v4/{apiKey}","open":"/v4/api"}};

export type OperationMeta = RestOperation & { networks: readonly string[] | null };

/** `get-alkanes` */
export const getAlkanes: OperationMeta = {"name":"get-alkanes","method":"POST","path":"/get-alkanes","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200,D.dataApiGetAlkanesLimitRequired],"explain":D.explain}};

/** `get-alkanes-by-address` */
export const getAlkanesByAddress: OperationMeta = {"name":"get-alkanes-by-address","method":"POST","path":"/get-alkanes-by-address","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-alkane-details` */
export const getAlkaneDetails: OperationMeta = {"name":"get-alkane-details","method":"POST","path":"/get-alkane-details","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `global-alkanes-search` */
export const globalAlkanesSearch: OperationMeta = {"name":"global-alkanes-search","method":"POST","path":"/global-alkanes-search","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-alkanes-utxo` */
export const getAlkanesUtxo: OperationMeta = {"name":"get-alkanes-utxo","method":"POST","path":"/get-alkanes-utxo","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-amm-utxos` */
export const getAmmUtxos: OperationMeta = {"name":"get-amm-utxos","method":"POST","path":"/get-amm-utxos","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-address-outpoints` */
export const getAddressOutpoints: OperationMeta = {"name":"get-address-outpoints","method":"POST","path":"/get-address-outpoints","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-pools` */
export const getPools: OperationMeta = {"name":"get-pools","method":"POST","path":"/get-pools","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-all-pools-details` */
export const getAllPoolsDetails: OperationMeta = {"name":"get-all-pools-details","method":"POST","path":"/get-all-pools-details","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-pool-details` */
export const getPoolDetails: OperationMeta = {"name":"get-pool-details","method":"POST","path":"/get-pool-details","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-all-token-pairs` */
export const getAllTokenPairs: OperationMeta = {"name":"get-all-token-pairs","method":"POST","path":"/get-all-token-pairs","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-token-pairs` */
export const getTokenPairs: OperationMeta = {"name":"get-token-pairs","method":"POST","path":"/get-token-pairs","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `address-positions` */
export const addressPositions: OperationMeta = {"name":"address-positions","method":"POST","path":"/address-positions","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-alkane-swap-pair-details` */
export const getAlkaneSwapPairDetails: OperationMeta = {"name":"get-alkane-swap-pair-details","method":"POST","path":"/get-alkane-swap-pair-details","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-pool-swap-history` */
export const getPoolSwapHistory: OperationMeta = {"name":"get-pool-swap-history","method":"POST","path":"/get-pool-swap-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiHistoryItemsPayload,D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-token-swap-history` */
export const getTokenSwapHistory: OperationMeta = {"name":"get-token-swap-history","method":"POST","path":"/get-token-swap-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-pool-mint-history` */
export const getPoolMintHistory: OperationMeta = {"name":"get-pool-mint-history","method":"POST","path":"/get-pool-mint-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-pool-burn-history` */
export const getPoolBurnHistory: OperationMeta = {"name":"get-pool-burn-history","method":"POST","path":"/get-pool-burn-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-pool-creation-history` */
export const getPoolCreationHistory: OperationMeta = {"name":"get-pool-creation-history","method":"POST","path":"/get-pool-creation-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-all-wrap-history` */
export const getAllWrapHistory: OperationMeta = {"name":"get-all-wrap-history","method":"POST","path":"/get-all-wrap-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-all-unwrap-history` */
export const getAllUnwrapHistory: OperationMeta = {"name":"get-all-unwrap-history","method":"POST","path":"/get-all-unwrap-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-address-wrap-history` */
export const getAddressWrapHistory: OperationMeta = {"name":"get-address-wrap-history","method":"POST","path":"/get-address-wrap-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-total-unwrap-amount` */
export const getTotalUnwrapAmount: OperationMeta = {"name":"get-total-unwrap-amount","method":"POST","path":"/get-total-unwrap-amount","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-address-unwrap-history` */
export const getAddressUnwrapHistory: OperationMeta = {"name":"get-address-unwrap-history","method":"POST","path":"/get-address-unwrap-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-address-swap-history-for-pool` */
export const getAddressSwapHistoryForPool: OperationMeta = {"name":"get-address-swap-history-for-pool","method":"POST","path":"/get-address-swap-history-for-pool","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-address-swap-history-for-token` */
export const getAddressSwapHistoryForToken: OperationMeta = {"name":"get-address-swap-history-for-token","method":"POST","path":"/get-address-swap-history-for-token","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-address-pool-creation-history` */
export const getAddressPoolCreationHistory: OperationMeta = {"name":"get-address-pool-creation-history","method":"POST","path":"/get-address-pool-creation-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-address-pool-mint-history` */
export const getAddressPoolMintHistory: OperationMeta = {"name":"get-address-pool-mint-history","method":"POST","path":"/get-address-pool-mint-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-address-pool-burn-history` */
export const getAddressPoolBurnHistory: OperationMeta = {"name":"get-address-pool-burn-history","method":"POST","path":"/get-address-pool-burn-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-all-amm-tx-history` */
export const getAllAmmTxHistory: OperationMeta = {"name":"get-all-amm-tx-history","method":"POST","path":"/get-all-amm-tx-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-all-address-amm-tx-history` */
export const getAllAddressAmmTxHistory: OperationMeta = {"name":"get-all-address-amm-tx-history","method":"POST","path":"/get-all-address-amm-tx-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiHistoryItemsPayload,D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-bitcoin-price` */
export const getBitcoinPrice: OperationMeta = {"name":"get-bitcoin-price","method":"POST","path":"/get-bitcoin-price","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-bitcoin-market-weekly` */
export const getBitcoinMarketWeekly: OperationMeta = {"name":"get-bitcoin-market-weekly","method":"POST","path":"/get-bitcoin-market-weekly","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-bitcoin-markets` */
export const getBitcoinMarkets: OperationMeta = {"name":"get-bitcoin-markets","method":"POST","path":"/get-bitcoin-markets","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-bitcoin-market-chart` */
export const getBitcoinMarketChart: OperationMeta = {"name":"get-bitcoin-market-chart","method":"POST","path":"/get-bitcoin-market-chart","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-address-balance` */
export const getAddressBalance: OperationMeta = {"name":"get-address-balance","method":"POST","path":"/get-address-balance","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-taproot-balance` */
export const getTaprootBalance: OperationMeta = {"name":"get-taproot-balance","method":"POST","path":"/get-taproot-balance","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-address-utxos` */
export const getAddressUtxos: OperationMeta = {"name":"get-address-utxos","method":"POST","path":"/get-address-utxos","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-account-utxos` */
export const getAccountUtxos: OperationMeta = {"name":"get-account-utxos","method":"POST","path":"/get-account-utxos","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-account-balance` */
export const getAccountBalance: OperationMeta = {"name":"get-account-balance","method":"POST","path":"/get-account-balance","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-taproot-history` */
export const getTaprootHistory: OperationMeta = {"name":"get-taproot-history","method":"POST","path":"/get-taproot-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-intent-history` */
export const getIntentHistory: OperationMeta = {"name":"get-intent-history","method":"POST","path":"/get-intent-history","envelope":"rest","pathParams":[],"queryParams":[],"body":"json","admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `health` */
export const health: OperationMeta = {"name":"health","method":"GET","path":"/health","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"keyless":true,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `alkanes` */
export const alkanes: OperationMeta = {"name":"alkanes","method":"GET","path":"/alkanes","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `pools` */
export const pools: OperationMeta = {"name":"pools","method":"GET","path":"/pools","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `address-balances` */
export const addressBalances: OperationMeta = {"name":"address-balances","method":"GET","path":"/address/{address}/balances","envelope":"none","pathParams":["address"],"queryParams":[],"body":null,"admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `indexer-height` */
export const indexerHeight: OperationMeta = {"name":"indexer-height","method":"GET","path":"/indexer/height","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null,"drift":{"rules":[D.dataApiFailureEnvelopeHttp200],"explain":D.explain}};

/** `get-alkanes`: how it pages (x-gw-paging). */
export const getAlkanesPaging: Paging = {"style":"offset","limit":"limit","offset":"offset","items":"tokens","defaultLimit":50};

/** `get-pools`: how it pages (x-gw-paging). */
export const getPoolsPaging: Paging = {"style":"offset","limit":"limit","offset":"offset","items":""};

/** `get-all-pools-details`: how it pages (x-gw-paging). */
export const getAllPoolsDetailsPaging: Paging = {"style":"offset","limit":"limit","offset":"offset","items":"pools"};

/** `get-pool-swap-history`: how it pages (x-gw-paging). */
export const getPoolSwapHistoryPaging: Paging = {"style":"offset","limit":"count","offset":"offset","items":"swaps","defaultLimit":50};

/** `get-token-swap-history`: how it pages (x-gw-paging). */
export const getTokenSwapHistoryPaging: Paging = {"style":"offset","limit":"count","offset":"offset","items":"items","defaultLimit":50};

/** `get-pool-mint-history`: how it pages (x-gw-paging). */
export const getPoolMintHistoryPaging: Paging = {"style":"offset","limit":"count","offset":"offset","items":"items"};

/** `get-pool-burn-history`: how it pages (x-gw-paging). */
export const getPoolBurnHistoryPaging: Paging = {"style":"offset","limit":"count","offset":"offset","items":"items"};

/** `get-pool-creation-history`: how it pages (x-gw-paging). */
export const getPoolCreationHistoryPaging: Paging = {"style":"offset","limit":"count","offset":"offset","items":"items"};

/** `get-all-wrap-history`: how it pages (x-gw-paging). */
export const getAllWrapHistoryPaging: Paging = {"style":"offset","limit":"count","offset":"offset","items":"items"};

/** `get-all-unwrap-history`: how it pages (x-gw-paging). */
export const getAllUnwrapHistoryPaging: Paging = {"style":"offset","limit":"count","offset":"offset","items":"items"};

/** `get-address-wrap-history`: how it pages (x-gw-paging). */
export const getAddressWrapHistoryPaging: Paging = {"style":"offset","limit":"count","offset":"offset","items":"items"};

/** `get-all-address-amm-tx-history`: how it pages (x-gw-paging). */
export const getAllAddressAmmTxHistoryPaging: Paging = {"style":"offset","limit":"count","offset":"offset","items":"transactions"};
