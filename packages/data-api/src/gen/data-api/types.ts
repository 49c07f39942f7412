// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export interface paths {
    "/get-alkanes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List alkane tokens (paged). */
        post: operations["get-alkanes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-alkanes-by-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Alkanes held by an address. */
        post: operations["get-alkanes-by-address"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-alkane-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Details of one alkane. */
        post: operations["get-alkane-details"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/global-alkanes-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search alkanes and pools by name or symbol. */
        post: operations["global-alkanes-search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-alkanes-utxo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** UTXOs of an address that carry alkanes. */
        post: operations["get-alkanes-utxo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-amm-utxos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** UTXOs of an address for AMM use. */
        post: operations["get-amm-utxos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-address-outpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Outpoints of an address containing alkanes. */
        post: operations["get-address-outpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-pools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pools of an AMM factory. */
        post: operations["get-pools"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-all-pools-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Details of every pool of a factory. */
        post: operations["get-all-pools-details"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-pool-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Details of one pool. */
        post: operations["get-pool-details"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-all-token-pairs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every token pair of a factory. */
        post: operations["get-all-token-pairs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-token-pairs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Token pairs containing a token. */
        post: operations["get-token-pairs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address-positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Liquidity positions of an address. */
        post: operations["address-positions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-alkane-swap-pair-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swap pair details for a token. */
        post: operations["get-alkane-swap-pair-details"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-pool-swap-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swaps in a pool. */
        post: operations["get-pool-swap-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-token-swap-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swaps of a token. */
        post: operations["get-token-swap-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-pool-mint-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Liquidity adds to a pool. */
        post: operations["get-pool-mint-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-pool-burn-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Liquidity removes from a pool. */
        post: operations["get-pool-burn-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-pool-creation-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pool creations of a factory. */
        post: operations["get-pool-creation-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-all-wrap-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All BTC wraps. */
        post: operations["get-all-wrap-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-all-unwrap-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All BTC unwraps. */
        post: operations["get-all-unwrap-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-address-wrap-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** BTC wraps by an address. */
        post: operations["get-address-wrap-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-total-unwrap-amount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Total unwrapped amount. */
        post: operations["get-total-unwrap-amount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-address-unwrap-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** BTC unwraps by an address. */
        post: operations["get-address-unwrap-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-address-swap-history-for-pool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swaps by an address in a pool. */
        post: operations["get-address-swap-history-for-pool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-address-swap-history-for-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swaps by an address of a token. */
        post: operations["get-address-swap-history-for-token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-address-pool-creation-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pool creations by an address. */
        post: operations["get-address-pool-creation-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-address-pool-mint-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Liquidity adds by an address. */
        post: operations["get-address-pool-mint-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-address-pool-burn-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Liquidity removes by an address. */
        post: operations["get-address-pool-burn-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-all-amm-tx-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All AMM transactions, optionally of one kind. */
        post: operations["get-all-amm-tx-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-all-address-amm-tx-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** AMM transactions of an address, optionally of one kind. */
        post: operations["get-all-address-amm-tx-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-bitcoin-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** BTC price in USD. */
        post: operations["get-bitcoin-price"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-bitcoin-market-weekly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 52-week high/low and current BTC price. */
        post: operations["get-bitcoin-market-weekly"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-bitcoin-markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Markets quoting BTC. */
        post: operations["get-bitcoin-markets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-bitcoin-market-chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** BTC price, market-cap and volume series. */
        post: operations["get-bitcoin-market-chart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-address-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** BTC balance of an address. */
        post: operations["get-address-balance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-taproot-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** BTC balance of a taproot address. */
        post: operations["get-taproot-balance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-address-utxos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** UTXOs of an address. */
        post: operations["get-address-utxos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-account-utxos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** UTXOs of all addresses of an account. */
        post: operations["get-account-utxos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-account-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** BTC balance of an account. */
        post: operations["get-account-balance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-taproot-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transaction history of a taproot address. */
        post: operations["get-taproot-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-intent-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Intent history of an address. */
        post: operations["get-intent-history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health.
         * @description Two documented forms share this path. `GET {base_url}/v4/api/health` returns the Health shape `{status: 'ok', timestamp: <unix seconds integer>}` (seed 000 §Health), while the data-API command-line client maps its `health` command to `GET /health` and expects plain `OK` (seed 000 §Alternate GET route set). The 200 answer therefore offers both media types: `application/json` (Health) and `text/plain` (`OK`); a client picks one with `Accept`. Not wrapped in the REST envelope.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alkanes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alkane tokens (CLI get-alkanes).
         * @description The command-line client maps get-alkanes to `GET /alkanes`.
         */
        get: operations["alkanes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pools of the default AMM factory (CLI get-pools).
         * @description The command-line client maps get-pools to `GET /pools`. "Its get-pools command defaults to the AMM factory with Id block 4, tx 65522." How a different factory is passed on this GET route is not given, so no query parameter is declared; `x-gw-cli-default` records the default factory.
         */
        get: operations["pools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address/{address}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alkane balances of an address by UTXO (CLI get-address-balances).
         * @description The command-line client maps get-address-balances to `GET /address/{address}/balances` (balances broken down by UTXO).
         */
        get: operations["address-balances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/indexer/height": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Indexed block height (CLI get-block-height).
         * @description The command-line client maps get-block-height to `GET /indexer/height`, which returns `{height: <integer>}` (not wrapped in the REST envelope).
         */
        get: operations["indexer-height"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A paging number: limit, offset, count, page, totalTxs. The seed types these `number`. */
        NonNegativeInteger: number;
        /** @description Body of a route without parameters: `{}` (seed 000 §REST data API conventions, 1). */
        EmptyRequest: Record<string, never>;
        /** @description String account identifier (seed 000 §Common shapes). Observed (oyl-sdk): legacy wallets send the account JSON-stringified. */
        Account: string;
        /**
         * @description AMM transaction kinds reported by the history endpoints (seed 000 §Events).
         * @enum {string}
         */
        AmmTransactionType: "swap" | "mint" | "burn" | "creation" | "wrap" | "unwrap";
        /** @description Body of get-alkanes. */
        GetAlkanesRequest: {
            /**
             * @description Page size (seed: number, optional, default 50).
             * @default 50
             */
            limit?: components["schemas"]["NonNegativeInteger"];
            /**
             * @description Records to skip (seed: number, optional, default 0).
             * @default 0
             */
            offset?: components["schemas"]["NonNegativeInteger"];
            /**
             * @description Observed (espo): sort key (default `volumeAllTime`).
             * @enum {string}
             */
            sort_by?: "price" | "fdv" | "marketcap" | "volume1d" | "volume7d" | "volume30d" | "volumeAllTime" | "holders" | "change1d" | "change7d" | "change30d" | "changeAllTime";
            /**
             * @description Observed (espo): sort direction (default desc).
             * @enum {string}
             */
            order?: "asc" | "desc";
            /** @description Observed (espo): name/symbol filter. */
            searchQuery?: string;
        };
        /** @description Success envelope of get-alkanes; `data` narrowed below. */
        GetAlkanesResponse: components["schemas"]["RestSuccessEnvelope"] & {
            data?: components["schemas"]["AlkaneList"];
        };
        /** @description Body of get-alkanes-by-address. */
        GetAlkanesByAddressRequest: {
            address: components["schemas"]["BitcoinAddress"];
        };
        /** @description Success envelope of get-alkanes-by-address; `data` narrowed below. */
        GetAlkanesByAddressResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Alkane balances of the address. Observed (espo): an array of AlkaneBalance, or `[]`. */
            data?: unknown;
        };
        /** @description Body of get-alkane-details. */
        GetAlkaneDetailsRequest: {
            /** @description The alkane (token) id. */
            alkaneId: components["schemas"]["IdObject"];
            /** @description Observed (ADA): that server reads the id under `id`. */
            id?: components["schemas"]["IdObject"];
        };
        /** @description Success envelope of get-alkane-details; `data` narrowed below. */
        GetAlkaneDetailsResponse: components["schemas"]["RestSuccessEnvelope"] & {
            data?: components["schemas"]["AlkaneDetails"];
        };
        /** @description Body of global-alkanes-search. At least one of `searchQuery` (the seed's name) and `query` (the reference client's name) must be present. */
        GlobalAlkanesSearchRequest: {
            /** @description Name or symbol to search for (seed 000 §Alkanes). */
            searchQuery?: string;
            /** @description The spelling the reference client sends (observed: ADA reads it). */
            query?: string;
            /** @description Page size (seed: number, optional). */
            limit?: components["schemas"]["NonNegativeInteger"];
            /** @description Records to skip (seed: number, optional). */
            offset?: components["schemas"]["NonNegativeInteger"];
        } | unknown | unknown;
        /** @description Success envelope of global-alkanes-search; `data` narrowed below. */
        GlobalAlkanesSearchResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Matching alkanes and pools. Observed (espo): `{tokens, pools}`. */
            data?: {
                tokens?: components["schemas"]["AlkaneToken"][];
                pools?: components["schemas"]["PoolDetails"][];
            };
        };
        /** @description Body of get-alkanes-utxo. */
        GetAlkanesUtxoRequest: {
            address: components["schemas"]["BitcoinAddress"];
        };
        /** @description Success envelope of get-alkanes-utxo; `data` narrowed below. */
        GetAlkanesUtxoResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description UTXOs carrying alkanes. Observed (espo): an array of FormattedUtxo. */
            data?: unknown;
        };
        /** @description Body of get-amm-utxos. */
        GetAmmUtxosRequest: {
            address: components["schemas"]["BitcoinAddress"];
            /**
             * @description Observed (espo): only `utxoSortGreatestToLeast` is accepted.
             * @enum {string}
             */
            spendStrategy?: "utxoSortGreatestToLeast";
        };
        /** @description Success envelope of get-amm-utxos; `data` narrowed below. */
        GetAmmUtxosResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description UTXOs for AMM use. Observed (espo): `{utxos: FormattedUtxo[]}`. */
            data?: {
                utxos?: components["schemas"]["FormattedUtxo"][];
            };
        };
        /** @description Body of get-address-outpoints (outpoints containing alkanes). */
        GetAddressOutpointsRequest: {
            address: components["schemas"]["BitcoinAddress"];
        };
        /** @description Success envelope of get-address-outpoints; `data` narrowed below. */
        GetAddressOutpointsResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Outpoints of the address containing alkanes. */
            data?: unknown;
        };
        /** @description Body of get-pools. */
        GetPoolsRequest: {
            /** @description The AMM factory id. */
            factoryId: components["schemas"]["IdObject"];
            /** @description Observed (espo). */
            limit?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo). */
            offset?: components["schemas"]["NonNegativeInteger"];
        };
        /** @description Success envelope of get-pools; `data` narrowed below. */
        GetPoolsResponse: {
            /** @description Observed (espo): get-pools puts `total, offset, limit` beside `data`. */
            total?: number;
            /** @description Observed (espo): get-pools puts `total, offset, limit` beside `data`. */
            offset?: number;
            /** @description Observed (espo): get-pools puts `total, offset, limit` beside `data`; `limit: null` when the request has none. */
            limit?: components["schemas"]["LimitEcho"];
        } & (components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Pools of the factory. Observed (espo): an array of Id objects. */
            data?: unknown;
        });
        /** @description Body of get-all-pools-details. */
        GetAllPoolsDetailsRequest: {
            /** @description The AMM factory id. */
            factoryId: components["schemas"]["IdObject"];
            /** @description Observed (espo). */
            limit?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo). */
            offset?: components["schemas"]["NonNegativeInteger"];
            /**
             * @description Observed (espo): sort key (default `tvl`).
             * @enum {string}
             */
            sort_by?: "tvl" | "volume1d" | "volume30d" | "apr" | "tvlChange";
            /**
             * @description Observed (espo): sort direction (default desc).
             * @enum {string}
             */
            order?: "asc" | "desc";
            /** @description Observed (espo). */
            address?: components["schemas"]["BitcoinAddress"];
            /** @description Observed (espo). */
            searchQuery?: string;
        };
        /** @description Success envelope of get-all-pools-details; `data` narrowed below. */
        GetAllPoolsDetailsResponse: components["schemas"]["RestSuccessEnvelope"] & {
            data?: components["schemas"]["PoolsDetailsPage"];
        };
        /** @description Body of get-pool-details. */
        GetPoolDetailsRequest: {
            /** @description The AMM factory id. */
            factoryId: components["schemas"]["IdObject"];
            /** @description The pool id. */
            poolId: components["schemas"]["IdObject"];
        };
        /** @description Success envelope of get-pool-details; `data` narrowed below. */
        GetPoolDetailsResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description The pool record. Observed (espo): PoolDetails, or null for an unknown pool. */
            data?: components["schemas"]["PoolDetails"] | null;
        };
        /** @description Body of get-all-token-pairs. */
        GetAllTokenPairsRequest: {
            /** @description The AMM factory id. */
            factoryId: components["schemas"]["IdObject"];
        };
        /** @description Success envelope of get-all-token-pairs; `data` narrowed below. */
        GetAllTokenPairsResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Token pairs of the factory. Observed (espo): an array of TokenPair. */
            data?: unknown;
        };
        /** @description Body of get-token-pairs (pairs containing that token). */
        GetTokenPairsRequest: {
            /** @description The AMM factory id. */
            factoryId: components["schemas"]["IdObject"];
            /** @description The token the pairs must contain. */
            alkaneId: components["schemas"]["IdObject"];
        };
        /** @description Success envelope of get-token-pairs; `data` narrowed below. */
        GetTokenPairsResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Pairs containing the token. Observed (espo): an array of TokenPair. */
            data?: unknown;
        };
        /** @description Body of address-positions (liquidity positions). */
        AddressPositionsRequest: {
            /** @description The AMM factory id. */
            factoryId: components["schemas"]["IdObject"];
            address: components["schemas"]["BitcoinAddress"];
        };
        /** @description Success envelope of address-positions; `data` narrowed below. */
        AddressPositionsResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Liquidity positions. Observed (espo): an array of Position, largest USD value first. */
            data?: unknown;
        };
        /** @description Body of get-alkane-swap-pair-details. */
        GetAlkaneSwapPairDetailsRequest: {
            /** @description The token. */
            tokenId: components["schemas"]["IdObject"];
            /** @description The AMM factory id. */
            factoryId: components["schemas"]["IdObject"];
            /** @description Page (seed: optional). */
            page?: components["schemas"]["NonNegativeInteger"];
            /** @description Page size (seed: optional). */
            limit?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo and ADA): both servers read `factoryId, tokenAId, tokenBId`. */
            tokenAId?: components["schemas"]["IdObject"];
            /** @description Observed (espo and ADA). */
            tokenBId?: components["schemas"]["IdObject"];
        };
        /** @description Success envelope of get-alkane-swap-pair-details; `data` narrowed below. */
        GetAlkaneSwapPairDetailsResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Swap routes for the token. Observed (espo, ADA): an array of SwapPath. */
            data?: unknown;
        };
        /** @description Body of get-pool-swap-history. */
        GetPoolSwapHistoryRequest: {
            /** @description The pool id. */
            poolId: components["schemas"]["IdObject"];
            /**
             * @description Records to return (seed: optional, default 50).
             * @default 50
             */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Records to skip (seed: optional). */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-pool-swap-history; `data` narrowed below. */
        GetPoolSwapHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            data?: components["schemas"]["PoolSwapHistory"];
        };
        /** @description Body of get-token-swap-history. */
        GetTokenSwapHistoryRequest: {
            /** @description The token. */
            alkaneId: components["schemas"]["IdObject"];
            /**
             * @description Records to return (seed: optional, default 50).
             * @default 50
             */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): espo reads the token under `tokenId` (the seed says `alkaneId`). */
            tokenId?: components["schemas"]["IdObject"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-token-swap-history; `data` narrowed below. */
        GetTokenSwapHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Swaps of the token. Observed (espo): `{items, total, count, offset}`. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["SwapRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-pool-mint-history (liquidity adds). */
        GetPoolMintHistoryRequest: {
            /** @description The pool id. */
            poolId: components["schemas"]["IdObject"];
            /** @description Records to return (seed: optional). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-pool-mint-history; `data` narrowed below. */
        GetPoolMintHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Liquidity adds. Observed (espo): `{items, total, count, offset}`. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["LiquidityRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-pool-burn-history (liquidity removes). */
        GetPoolBurnHistoryRequest: {
            /** @description The pool id. */
            poolId: components["schemas"]["IdObject"];
            /** @description Records to return (seed: optional). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-pool-burn-history; `data` narrowed below. */
        GetPoolBurnHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Liquidity removes. Observed (espo): `{items, total, count, offset}`. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["LiquidityRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-pool-creation-history. */
        GetPoolCreationHistoryRequest: {
            /** @description The AMM factory id. */
            factoryId: components["schemas"]["IdObject"];
            /** @description Records to return (seed: optional). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-pool-creation-history; `data` narrowed below. */
        GetPoolCreationHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Pool creations. Observed (espo): `{items, total, count, offset}`. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["CreationRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-all-wrap-history (BTC wraps). */
        GetAllWrapHistoryRequest: {
            /** @description Records to return (seed: optional). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-all-wrap-history; `data` narrowed below. */
        GetAllWrapHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description BTC wraps. Observed (espo): `{items, total, count, offset}`. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["WrapRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-all-unwrap-history (BTC unwraps). */
        GetAllUnwrapHistoryRequest: {
            /** @description Records to return (seed: optional). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-all-unwrap-history; `data` narrowed below. */
        GetAllUnwrapHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description BTC unwraps. Observed (espo): `{items, total, count, offset}`. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["WrapRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-address-wrap-history. */
        GetAddressWrapHistoryRequest: {
            address: components["schemas"]["BitcoinAddress"];
            /** @description Records to return (seed: optional). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-address-wrap-history; `data` narrowed below. */
        GetAddressWrapHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Wraps by the address. Observed (espo): `{items, total, count, offset}`. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["WrapRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-total-unwrap-amount (no parameters: send `{}`). */
        GetTotalUnwrapAmountRequest: {
            /** @description Observed (espo). */
            blockHeight?: number;
            /** @description Observed (espo). */
            successful?: boolean;
        };
        /** @description Success envelope of get-total-unwrap-amount; `data` narrowed below. */
        GetTotalUnwrapAmountResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Total unwrapped amount. Observed (espo): `{totalAmount}`. */
            data?: {
                /** @description Observed (espo): integer string. */
                totalAmount?: components["schemas"]["UintString"];
            };
        };
        /** @description Body of get-address-unwrap-history. */
        GetAddressUnwrapHistoryRequest: {
            address: components["schemas"]["BitcoinAddress"];
            /** @description Records to return (seed: optional). */
            limit?: components["schemas"]["NonNegativeInteger"];
            /** @description Page (seed: optional). */
            page?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `count` (default 50, clamped 1..200). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-address-unwrap-history; `data` narrowed below. */
        GetAddressUnwrapHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Unwraps by the address. Observed (espo): `{items, total, count, offset}`. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["WrapRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-address-swap-history-for-pool. */
        GetAddressSwapHistoryForPoolRequest: {
            address: components["schemas"]["BitcoinAddress"];
            /** @description The pool id. */
            poolId: components["schemas"]["IdObject"];
            /** @description Records to return (seed: optional). */
            limit?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `count` (default 50, clamped 1..200). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-address-swap-history-for-pool; `data` narrowed below. */
        GetAddressSwapHistoryForPoolResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Swaps by the address in the pool. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["SwapRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-address-swap-history-for-token. */
        GetAddressSwapHistoryForTokenRequest: {
            address: components["schemas"]["BitcoinAddress"];
            /** @description The token. */
            tokenId: components["schemas"]["IdObject"];
            /** @description Records to return (seed: optional). */
            limit?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `count` (default 50, clamped 1..200). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-address-swap-history-for-token; `data` narrowed below. */
        GetAddressSwapHistoryForTokenResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Swaps by the address of the token. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["SwapRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-address-pool-creation-history (pool creations by that address). */
        GetAddressPoolCreationHistoryRequest: {
            address: components["schemas"]["BitcoinAddress"];
            /** @description Records to return (seed: optional). */
            limit?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `count` (default 50, clamped 1..200). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-address-pool-creation-history; `data` narrowed below. */
        GetAddressPoolCreationHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Pool creations by the address. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["CreationRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-address-pool-mint-history (liquidity adds by that address). */
        GetAddressPoolMintHistoryRequest: {
            address: components["schemas"]["BitcoinAddress"];
            /** @description Records to return (seed: optional). */
            limit?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `count` (default 50, clamped 1..200). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-address-pool-mint-history; `data` narrowed below. */
        GetAddressPoolMintHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Liquidity adds by the address. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["LiquidityRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-address-pool-burn-history (liquidity removes by that address). */
        GetAddressPoolBurnHistoryRequest: {
            address: components["schemas"]["BitcoinAddress"];
            /** @description Records to return (seed: optional). */
            limit?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `count` (default 50, clamped 1..200). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-address-pool-burn-history; `data` narrowed below. */
        GetAddressPoolBurnHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Liquidity removes by the address. */
            data?: {
                /** @description Observed (espo): the records. */
                items?: components["schemas"]["LiquidityRecord"][];
                /** @description Observed (espo). */
                total?: number;
                /** @description Observed (espo). */
                count?: number;
                /** @description Observed (espo). */
                offset?: number;
            };
        };
        /** @description Body of get-all-amm-tx-history. */
        GetAllAmmTxHistoryRequest: {
            /** @description Records to return (seed: optional). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Optional filter (seed: one of `swap`, `mint`, `burn`, `creation`, `wrap`, `unwrap`). */
            transactionType?: components["schemas"]["AmmTransactionType"];
            /** @description Observed (espo): restrict to one pool. */
            poolId?: components["schemas"]["IdObject"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-all-amm-tx-history; `data` narrowed below. */
        GetAllAmmTxHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description AMM transactions of every kind. Observed: espo `{items, total, count, offset}`, ADA `{transactions, total}`. */
            data?: {
                items?: components["schemas"]["AmmTxRecord"][];
                transactions?: components["schemas"]["AmmTxRecord"][];
                total?: number;
                count?: number;
                offset?: number;
            };
        };
        /** @description Body of get-all-address-amm-tx-history. */
        GetAllAddressAmmTxHistoryRequest: {
            address: components["schemas"]["BitcoinAddress"];
            /** @description Records to return (seed: optional). */
            count?: components["schemas"]["NonNegativeInteger"];
            /** @description Optional filter (seed: one of `swap`, `mint`, `burn`, `creation`, `wrap`, `unwrap`). */
            transactionType?: components["schemas"]["AmmTransactionType"];
            /** @description Observed (espo): restrict to one pool. */
            poolId?: components["schemas"]["IdObject"];
            /** @description Observed (espo): history routes read `offset`. */
            offset?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (espo): filter on successful transactions. */
            successful?: boolean;
            /** @description Observed (espo): default true; false makes `total` 0. */
            includeTotal?: boolean;
        };
        /** @description Success envelope of get-all-address-amm-tx-history; `data` narrowed below. */
        GetAllAddressAmmTxHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            data?: components["schemas"]["AmmTxHistory"];
        };
        /** @description Success envelope of get-bitcoin-price; `data` narrowed below. */
        GetBitcoinPriceResponse: components["schemas"]["RestSuccessEnvelope"] & {
            data?: components["schemas"]["BitcoinPrice"];
        };
        /** @description Success envelope of get-bitcoin-market-weekly; `data` narrowed below. */
        GetBitcoinMarketWeeklyResponse: components["schemas"]["RestSuccessEnvelope"] & {
            data?: components["schemas"]["BitcoinMarketWeekly"];
        };
        /** @description Success envelope of get-bitcoin-markets; `data` narrowed below. */
        GetBitcoinMarketsResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Markets quoting BTC (seed: array of `{base, target, name, last, volume, trust_score}`). */
            data?: components["schemas"]["BitcoinMarket"][];
        };
        /** @description Body of get-bitcoin-market-chart. */
        GetBitcoinMarketChartRequest: {
            /**
             * @description Chart span in days, a string (seed: one of `1`, `7`, `30`, `365`).
             * @enum {string}
             */
            days: "1" | "7" | "30" | "365";
        };
        /** @description Success envelope of get-bitcoin-market-chart; `data` narrowed below. */
        GetBitcoinMarketChartResponse: components["schemas"]["RestSuccessEnvelope"] & {
            data?: components["schemas"]["BitcoinMarketChart"];
        };
        /** @description Body of get-address-balance. */
        GetAddressBalanceRequest: {
            address: components["schemas"]["BitcoinAddress"];
        };
        /** @description Success envelope of get-address-balance; `data` narrowed below. */
        GetAddressBalanceResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description BTC balance of the address. */
            data?: unknown;
        };
        /** @description Body of get-taproot-balance. */
        GetTaprootBalanceRequest: {
            /** @description A taproot address. */
            address: components["schemas"]["BitcoinAddress"];
        };
        /** @description Success envelope of get-taproot-balance; `data` narrowed below. */
        GetTaprootBalanceResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description BTC balance of the taproot address. */
            data?: unknown;
        };
        /** @description Body of get-address-utxos. */
        GetAddressUtxosRequest: {
            address: components["schemas"]["BitcoinAddress"];
            /**
             * @description Observed (espo): only `utxoSortGreatestToLeast` is accepted.
             * @enum {string}
             */
            spendStrategy?: "utxoSortGreatestToLeast";
        };
        /** @description Success envelope of get-address-utxos; `data` narrowed below. */
        GetAddressUtxosResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description UTXOs of the address. Observed (espo): a UtxoSet. */
            data?: components["schemas"]["UtxoSet"];
        };
        /** @description Body of get-account-utxos (all addresses of the account). */
        GetAccountUtxosRequest: {
            account: components["schemas"]["Account"];
            /**
             * @description Observed (espo): only `utxoSortGreatestToLeast` is accepted.
             * @enum {string}
             */
            spendStrategy?: "utxoSortGreatestToLeast";
        };
        /** @description Success envelope of get-account-utxos; `data` narrowed below. */
        GetAccountUtxosResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description UTXOs of every address of the account. Observed (espo): a UtxoSet. */
            data?: components["schemas"]["UtxoSet"];
        };
        /** @description Body of get-account-balance. */
        GetAccountBalanceRequest: {
            account: components["schemas"]["Account"];
        };
        /** @description Success envelope of get-account-balance; `data` narrowed below. */
        GetAccountBalanceResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description BTC balance of the account. */
            data?: unknown;
        };
        /** @description Body of get-taproot-history. */
        GetTaprootHistoryRequest: {
            /** @description Taproot address (seed: `taprootAddress` string). */
            taprootAddress: components["schemas"]["BitcoinAddress"];
            /** @description Maximum transactions returned (seed: `totalTxs` number). */
            totalTxs: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (ADA). */
            testnet?: boolean;
        };
        /** @description Success envelope of get-taproot-history; `data` narrowed below. */
        GetTaprootHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Transaction history of the taproot address. */
            data?: unknown;
        };
        /** @description Body of get-intent-history. */
        GetIntentHistoryRequest: {
            address: components["schemas"]["BitcoinAddress"];
            /** @description Records to return (seed: optional). */
            limit?: components["schemas"]["NonNegativeInteger"];
            /** @description Page (seed: optional). */
            page?: components["schemas"]["NonNegativeInteger"];
            /** @description Observed (ADA). */
            testnet?: boolean;
            /** @description Observed (ADA). */
            lastSeenTxId?: string;
            /** @description Observed (ADA). */
            totalTxs?: components["schemas"]["NonNegativeInteger"];
        };
        /** @description Success envelope of get-intent-history; `data` narrowed below. */
        GetIntentHistoryResponse: components["schemas"]["RestSuccessEnvelope"] & {
            /** @description Intent history of the address. */
            data?: unknown;
        };
        /** @description `{usd: <number>}`. */
        UsdQuote: {
            /** @description USD. The seed types this `<number>` (kept as a JSON number, not a DecimalString). */
            usd: number;
        };
        /**
         * @description `data` of get-bitcoin-price: `{bitcoin: {usd: <number>}}` (seed 000 §REST payloads). The price is fed by a decentralized-exchange pool pairing wrapped BTC with a dollar stablecoin.
         * @example {
         *       "bitcoin": {
         *         "usd": 97500.25
         *       }
         *     }
         */
        BitcoinPrice: {
            bitcoin: components["schemas"]["UsdQuote"];
        };
        /** @description `data` of get-bitcoin-market-weekly (seed 000 §REST payloads). */
        BitcoinMarketWeekly: {
            market_data: {
                current_price: components["schemas"]["UsdQuote"];
                high_52w: components["schemas"]["UsdQuote"];
                low_52w: components["schemas"]["UsdQuote"];
            };
        };
        /**
         * @description One market of get-bitcoin-markets (seed 000 §REST payloads; `last` and `volume` are `<number>` in the seed). Open: a real entry carries more (e.g. `converted_last`), which is never refused.
         * @example {
         *       "base": "BTC",
         *       "target": "USD",
         *       "name": "Uniswap V3 (WBTC/USDC)",
         *       "last": 97500.25,
         *       "volume": 45000000000,
         *       "trust_score": "green"
         *     }
         */
        BitcoinMarket: {
            base: string;
            target: string;
            name: string;
            /** @description Last price; `<number>` in the seed. */
            last: number;
            /** @description Volume; `<number>` in the seed. */
            volume: number;
            trust_score: string;
        };
        /** @description `[<unix ms>, <number>]` (the value is `<number>` in the seed). */
        ChartPoint: [
            components["schemas"]["UnixMillis"],
            number
        ];
        /** @description `data` of get-bitcoin-market-chart (seed 000 §REST payloads). */
        BitcoinMarketChart: {
            prices: components["schemas"]["ChartPoint"][];
            market_caps: components["schemas"]["ChartPoint"][];
            total_volumes: components["schemas"]["ChartPoint"][];
        };
        /** @description `data` of get-pool-swap-history: an object containing array `swaps` (seed 000 §REST payloads). Observed: ADA sends `{swaps, total}`; espo nests `swaps` under `items` (seed wins: `swaps` is required here). */
        PoolSwapHistory: {
            swaps: components["schemas"]["SwapRecord"][];
            total?: number;
            count?: number;
            offset?: number;
            /** @description Observed (espo): `{pool: {poolId, poolName}, swaps, count, offset, total}`. */
            items?: Record<string, never>;
        };
        /** @description `data` of get-all-address-amm-tx-history: an object containing array `transactions` (seed 000 §REST payloads). */
        AmmTxHistory: {
            transactions: components["schemas"]["AmmTxRecord"][];
            total?: number;
            items?: components["schemas"]["AmmTxRecord"][];
            count?: number;
            offset?: number;
        };
        /** @description `data` of get-all-pools-details: an object containing array `pools` (seed 000 §REST payloads). */
        PoolsDetailsPage: {
            pools: components["schemas"]["PoolDetails"][];
            count?: number;
            total?: number;
            offset?: number;
            limit?: components["schemas"]["LimitEcho"];
            /** @description Observed (espo): PoolDetails with `tvl`, or null. */
            largestPool?: components["schemas"]["PoolDetails"] | null;
            /** @description Observed (espo): `{"1d": PoolDetails + trend}` or null. */
            trendingPools?: {
                [key: string]: components["schemas"]["PoolDetails"];
            } | null;
            totalTvl?: number;
            /** @description Observed: always 0.0. */
            totalPoolVolume24hChange?: number;
            totalPoolVolume24h?: number;
        };
        /** @description `data` of get-alkanes: an object (alkane list) (seed 000 §REST payloads). Observed: `{tokens, total, count, offset, limit}` (espo and ADA). */
        AlkaneList: {
            tokens?: components["schemas"]["AlkaneToken"][];
            total?: number;
            count?: number;
            offset?: number;
            limit?: number;
        };
        /** @description `data` of get-alkane-details: an object (alkane details) (seed 000 §REST payloads). Observed (espo): an AlkaneToken plus `decimals` (always 8), `supply`, `priceInSatoshi`, `tokenImage`. */
        AlkaneDetails: {
            decimals?: number;
            supply?: components["schemas"]["UintString"];
            priceInSatoshi?: components["schemas"]["UintString"];
            tokenImage?: string;
        } & components["schemas"]["AlkaneToken"];
        /** @description Alkane token record (observed, espo `AlkaneToken`). Amounts are integer strings; USD figures are JSON numbers. ADA sends another set: `{id, name, symbol, decimals, image, max, cap, premine, balance, floorPrice, priceUsd, priceInSatoshi}`. */
        AlkaneToken: {
            id?: components["schemas"]["IdObject"];
            alkaneId?: components["schemas"]["IdObject"];
            name?: string;
            symbol?: string;
            image?: string;
            totalSupply?: components["schemas"]["UintString"];
            cap?: components["schemas"]["UintString"];
            minted?: components["schemas"]["UintString"];
            mintAmount?: components["schemas"]["UintString"];
            maxSupply?: components["schemas"]["UintString"];
            frbtcPoolPriceInSats?: components["schemas"]["UintString"];
            frbtcPoolFdvInSats?: components["schemas"]["UintString"];
            frbtcPoolMarketcapInSats?: components["schemas"]["UintString"];
            percentageMinted?: number;
            holders?: number;
            floorPrice?: number;
            fdv?: number;
            marketcap?: number;
            priceUsd?: number;
            fdvUsd?: number;
            busdPoolPriceInUsd?: number;
            busdPoolFdvInUsd?: number;
            busdPoolMarketcapInUsd?: number;
            tokenPoolsVolume1dInUsd?: number;
            tokenPoolsVolume7dInUsd?: number;
            tokenPoolsVolume30dInUsd?: number;
            tokenPoolsVolumeAllTimeInUsd?: number;
            tokenVolume1d?: number;
            tokenVolume7d?: number;
            tokenVolume30d?: number;
            tokenVolumeAllTime?: number;
            priceChange24h?: number;
            priceChange7d?: number;
            priceChange30d?: number;
            priceChangeAllTime?: number;
            mintActive?: boolean;
            idClubMarketplace?: boolean;
            /** @description Numbers keyed `"<field>-derived_<block:tx>"`, e.g. `priceUsd-derived_2:0`. */
            derived_data?: {
                [key: string]: number;
            };
        };
        /** @description Alkane balance of an address (observed, espo get-alkanes-by-address). */
        AlkaneBalance: {
            name?: string;
            symbol?: string;
            balance?: components["schemas"]["UintString"];
            alkaneId?: components["schemas"]["IdObject"];
            tokenImage?: string;
            floorPrice?: number;
            priceUsd?: number;
            busdPoolPriceInUsd?: number;
            priceInSatoshi?: components["schemas"]["UintString"];
            frbtcPoolPriceInSats?: components["schemas"]["UintString"];
            idClubMarketplace?: boolean;
        };
        /** @description Pool record (observed, espo `PoolDetails`). `*InSats` fields are integer strings; `*InUsd` fields are numbers. */
        PoolDetails: {
            token0?: components["schemas"]["IdObject"];
            token1?: components["schemas"]["IdObject"];
            poolId?: components["schemas"]["IdObject"];
            /** @description `"<A> / <B>"`. */
            poolName?: string;
            token0Amount?: components["schemas"]["UintString"];
            token1Amount?: components["schemas"]["UintString"];
            tokenSupply?: components["schemas"]["UintString"];
            totalSupply?: components["schemas"]["UintString"];
            initialToken0Amount?: components["schemas"]["UintString"];
            initialToken1Amount?: components["schemas"]["UintString"];
            token0Volume1d?: components["schemas"]["UintString"];
            token0Volume30d?: components["schemas"]["UintString"];
            token1Volume1d?: components["schemas"]["UintString"];
            token1Volume30d?: components["schemas"]["UintString"];
            token0TvlInSats?: components["schemas"]["UintString"];
            token1TvlInSats?: components["schemas"]["UintString"];
            poolTvlInSats?: components["schemas"]["UintString"];
            poolVolume1dInSats?: components["schemas"]["UintString"];
            poolVolume30dInSats?: components["schemas"]["UintString"];
            lPTokenValueInSats?: components["schemas"]["UintString"];
            token0TvlInUsd?: number;
            token1TvlInUsd?: number;
            poolTvlInUsd?: number;
            poolVolume1dInUsd?: number;
            poolVolume30dInUsd?: number;
            lPTokenValueInUsd?: number;
            tvl?: number;
            volume1d?: number;
            volume7d?: number;
            volume30d?: number;
            volumeAllTime?: number;
            tvlChange24h?: number;
            tvlChange7d?: number;
            tvlChange?: number;
            poolApr?: number;
            apr?: number;
            creatorAddress?: string | null;
            creationBlockHeight?: number | null;
        };
        /** @description Liquidity position (observed, espo address-positions): a PoolDetails plus position values. */
        Position: {
            balance?: components["schemas"]["UintString"];
            token0ValueInSats?: components["schemas"]["UintString"];
            token1ValueInSats?: components["schemas"]["UintString"];
            token0ValueInUsd?: number;
            token1ValueInUsd?: number;
            totalValueInSats?: components["schemas"]["UintString"];
            totalValueInUsd?: number;
        } & components["schemas"]["PoolDetails"];
        /** @description One side of a TokenPair (observed, espo); `token0` carries `token0Amount`, `token1` carries `token1Amount`. */
        PairToken: {
            symbol?: string;
            alkaneId?: components["schemas"]["IdObject"];
            name?: string;
            decimals?: number;
            image?: string;
            token0Amount?: components["schemas"]["UintString"];
            token1Amount?: components["schemas"]["UintString"];
        };
        /** @description Token pair (observed, espo get-(all-)token-pairs). */
        TokenPair: {
            poolId?: components["schemas"]["IdObject"];
            poolVolume1dInUsd?: number;
            poolTvlInUsd?: number;
            poolName?: string;
            reserve0?: components["schemas"]["UintString"];
            reserve1?: components["schemas"]["UintString"];
            token0?: components["schemas"]["PairToken"];
            token1?: components["schemas"]["PairToken"];
        };
        /** @description Swap route (observed, espo and ADA get-alkane-swap-pair-details). */
        SwapPath: {
            path?: components["schemas"]["IdObject"][];
            pools?: components["schemas"]["TokenPair"][];
        };
        /** @description UTXO record (observed, espo `FormattedUtxo`). */
        FormattedUtxo: {
            txId?: components["schemas"]["Txid"];
            outputIndex?: number;
            satoshis?: number;
            scriptPk?: components["schemas"]["HexString"];
            address?: string;
            inscriptions?: string[];
            runes?: Record<string, never>;
            /** @description `{"<block:tx>": {value, name, symbol}}`. */
            alkanes?: {
                [key: string]: {
                    value?: components["schemas"]["UintString"];
                    name?: string;
                    symbol?: string;
                };
            };
            /** @description 0 = pending. */
            confirmations?: number;
            indexed?: boolean;
        };
        /** @description UTXOs grouped by use (observed, espo get-address-utxos / get-account-utxos); totals are sat numbers. */
        UtxoSet: {
            utxos?: components["schemas"]["FormattedUtxo"][];
            alkaneUtxos?: components["schemas"]["FormattedUtxo"][];
            spendableUtxos?: components["schemas"]["FormattedUtxo"][];
            runeUtxos?: components["schemas"]["FormattedUtxo"][];
            ordUtxos?: components["schemas"]["FormattedUtxo"][];
            pendingUtxos?: components["schemas"]["FormattedUtxo"][];
            spendableTotalBalance?: number;
            pendingTotalBalance?: number;
            totalBalance?: number;
        };
        /** @description `{tokenId, amount}` (observed, espo pool swap history). */
        TokenAmount: {
            tokenId?: components["schemas"]["IdObject"];
            amount?: components["schemas"]["UintString"];
        };
        /** @description Swap history record (observed, espo): camelCase, ids split into block/tx strings, amounts integer strings; the pool swap history carries `pay`/`receive` instead. ADA sends snake_case. */
        SwapRecord: {
            transactionId?: components["schemas"]["Txid"];
            address?: string;
            /** @description RFC 3339 time (observed: `1970-01-01T00:00:00Z` when unreadable). */
            timestamp?: string;
            poolBlockId?: components["schemas"]["UintString"];
            poolTxId?: components["schemas"]["UintString"];
            soldTokenBlockId?: components["schemas"]["UintString"];
            soldTokenTxId?: components["schemas"]["UintString"];
            boughtTokenBlockId?: components["schemas"]["UintString"];
            boughtTokenTxId?: components["schemas"]["UintString"];
            soldAmount?: components["schemas"]["UintString"];
            boughtAmount?: components["schemas"]["UintString"];
            sellerAddress?: string;
            pay?: components["schemas"]["TokenAmount"];
            receive?: components["schemas"]["TokenAmount"];
        };
        /** @description Mint (liquidity add) or burn (liquidity remove) record (observed, espo). */
        LiquidityRecord: {
            transactionId?: components["schemas"]["Txid"];
            address?: string;
            /** @description RFC 3339 time (observed: `1970-01-01T00:00:00Z` when unreadable). */
            timestamp?: string;
            poolBlockId?: components["schemas"]["UintString"];
            poolTxId?: components["schemas"]["UintString"];
            token0BlockId?: components["schemas"]["UintString"];
            token0TxId?: components["schemas"]["UintString"];
            token1BlockId?: components["schemas"]["UintString"];
            token1TxId?: components["schemas"]["UintString"];
            token0Amount?: components["schemas"]["UintString"];
            token1Amount?: components["schemas"]["UintString"];
            lpTokenAmount?: components["schemas"]["UintString"];
            minterAddress?: string;
            burnerAddress?: string;
        };
        /** @description Pool creation record (observed, espo): the mint fields plus `tokenSupply, creatorAddress`. */
        CreationRecord: {
            transactionId?: components["schemas"]["Txid"];
            address?: string;
            /** @description RFC 3339 time (observed: `1970-01-01T00:00:00Z` when unreadable). */
            timestamp?: string;
            poolBlockId?: components["schemas"]["UintString"];
            poolTxId?: components["schemas"]["UintString"];
            token0BlockId?: components["schemas"]["UintString"];
            token0TxId?: components["schemas"]["UintString"];
            token1BlockId?: components["schemas"]["UintString"];
            token1TxId?: components["schemas"]["UintString"];
            token0Amount?: components["schemas"]["UintString"];
            token1Amount?: components["schemas"]["UintString"];
            lpTokenAmount?: components["schemas"]["UintString"];
            minterAddress?: string;
            burnerAddress?: string;
            tokenSupply?: components["schemas"]["UintString"];
            creatorAddress?: string;
        };
        /** @description Wrap or unwrap record (observed, espo). */
        WrapRecord: {
            transactionId?: components["schemas"]["Txid"];
            address?: string;
            /** @description RFC 3339 time (observed: `1970-01-01T00:00:00Z` when unreadable). */
            timestamp?: string;
            amount?: components["schemas"]["UintString"];
        };
        /** @description AMM transaction of any kind (observed, espo): the record of its kind plus `type`. */
        AmmTxRecord: {
            transactionId?: components["schemas"]["Txid"];
            address?: string;
            /** @description RFC 3339 time (observed: `1970-01-01T00:00:00Z` when unreadable). */
            timestamp?: string;
            type?: components["schemas"]["AmmTransactionType"];
        };
        /** @description Answer of `GET /indexer/height`: `{height: <integer>}` (seed 000 §Alternate GET route set). */
        IndexerHeight: {
            height: number;
        };
        /** @description Answer of a command-line-client GET route whose body the seed does not give. */
        CliAnswer: unknown;
        /** @description Bitcoin address string (taproot `bc1p...` addresses are explicitly accepted). */
        BitcoinAddress: string;
        Health: {
            /** @constant */
            status: "ok";
            timestamp: components["schemas"]["UnixSeconds"];
        };
        /** @description Even-length hex, no prefix. */
        HexString: string;
        /** @description Id object: decimal integers sent as strings. Used for alkane (token), pool, factory and token ids (seed 000, Common shapes). Open: it also appears inside answers, and an answer the seed describes is never refused for carrying more. */
        IdObject: {
            block: components["schemas"]["UintString"];
            tx: components["schemas"]["UintString"];
        };
        /** @description Body of HTTP 401 on a key-only endpoint called without a valid key. */
        InvalidApiKey: {
            /** @constant */
            code: "INVALID_API_KEY";
        };
        /** @description The page size an answer used, echoed beside its data. Observed (espo: the Espo JSON-RPC modules and the oylapi data-API server, observed.md §11): `limit: null` when the request asked for none; null is accepted, never refused. */
        LimitEcho: number | null;
        /**
         * @description Failure envelope `{statusCode: <number>, error: <string>}`; a statusCode other than 200 is a failure.
         * @example {
         *       "statusCode": 400,
         *       "error": "Invalid request parameters"
         *     }
         */
        RestFailureEnvelope: {
            statusCode: number;
            error: string;
        };
        /** @description Success envelope `{statusCode: 200, data: <payload>}`; each operation narrows `data`. */
        RestSuccessEnvelope: {
            /** @constant */
            statusCode: 200;
            data: unknown;
        };
        /** @description Bitcoin transaction id, display-order lowercase hex. */
        Txid: string;
        /**
         * @description Non-negative integer carried as a JSON string (amounts, supplies, raw token units). May exceed 2^64.
         * @example 0
         * @example 23113653069174808444
         */
        UintString: string;
        UnixMillis: number;
        UnixSeconds: number;
    };
    responses: {
        /** @description No valid credential: HTTP 401 `{code: INVALID_API_KEY}`. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "INVALID_API_KEY"
                 *     }
                 */
                "application/json": components["schemas"]["InvalidApiKey"];
            };
        };
        /** @description Failure envelope `{statusCode: <number>, error: <string>}` (seed 000 §Errors, 1). Observed (espo): the HTTP status may stay 200 with the failure in the body. */
        Failure: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 400,
                 *       "error": "Invalid request parameters"
                 *     }
                 */
                "application/json": components["schemas"]["RestFailureEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Requests allowed in the current window (seed 000 §Authentication: `X-RateLimit-Limit` (integer)). */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window (`X-RateLimit-Remaining` (integer)). */
        "X-RateLimit-Remaining": number;
        /** @description When the window resets (`X-RateLimit-Reset` (integer timestamp)). */
        "X-RateLimit-Reset": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "get-alkanes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAlkanesRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-alkanes. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAlkanesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-alkanes-by-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAlkanesByAddressRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-alkanes-by-address. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAlkanesByAddressResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-alkane-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAlkaneDetailsRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-alkane-details. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAlkaneDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "global-alkanes-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlobalAlkanesSearchRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for global-alkanes-search. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalAlkanesSearchResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-alkanes-utxo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAlkanesUtxoRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-alkanes-utxo. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAlkanesUtxoResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-amm-utxos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAmmUtxosRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-amm-utxos. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAmmUtxosResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-address-outpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressOutpointsRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-address-outpoints. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAddressOutpointsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-pools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetPoolsRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-pools. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPoolsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-all-pools-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAllPoolsDetailsRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-all-pools-details. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAllPoolsDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-pool-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetPoolDetailsRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-pool-details. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPoolDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-all-token-pairs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAllTokenPairsRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-all-token-pairs. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAllTokenPairsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-token-pairs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetTokenPairsRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-token-pairs. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTokenPairsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "address-positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressPositionsRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for address-positions. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressPositionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-alkane-swap-pair-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAlkaneSwapPairDetailsRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-alkane-swap-pair-details. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAlkaneSwapPairDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-pool-swap-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetPoolSwapHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-pool-swap-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        statusCode: 200;
                        data: unknown | {
                            items: {
                                [key: string]: unknown;
                            } | unknown[];
                            total?: number;
                            count?: number;
                            offset?: number;
                        };
                    } & {
                        data?: {
                            swaps: components["schemas"]["SwapRecord"][];
                            total?: number;
                            count?: number;
                            offset?: number;
                            /** @description Observed (espo): `{pool: {poolId, poolName}, swaps, count, offset, total}`. */
                            items?: Record<string, never>;
                        } | {
                            items: {
                                [key: string]: unknown;
                            } | unknown[];
                            total?: number;
                            count?: number;
                            offset?: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-token-swap-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetTokenSwapHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-token-swap-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTokenSwapHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-pool-mint-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetPoolMintHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-pool-mint-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPoolMintHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-pool-burn-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetPoolBurnHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-pool-burn-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPoolBurnHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-pool-creation-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetPoolCreationHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-pool-creation-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPoolCreationHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-all-wrap-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAllWrapHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-all-wrap-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAllWrapHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-all-unwrap-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAllUnwrapHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-all-unwrap-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAllUnwrapHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-address-wrap-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressWrapHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-address-wrap-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAddressWrapHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-total-unwrap-amount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetTotalUnwrapAmountRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-total-unwrap-amount. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTotalUnwrapAmountResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-address-unwrap-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressUnwrapHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-address-unwrap-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAddressUnwrapHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-address-swap-history-for-pool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressSwapHistoryForPoolRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-address-swap-history-for-pool. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAddressSwapHistoryForPoolResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-address-swap-history-for-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressSwapHistoryForTokenRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-address-swap-history-for-token. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAddressSwapHistoryForTokenResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-address-pool-creation-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressPoolCreationHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-address-pool-creation-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAddressPoolCreationHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-address-pool-mint-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressPoolMintHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-address-pool-mint-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAddressPoolMintHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-address-pool-burn-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressPoolBurnHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-address-pool-burn-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAddressPoolBurnHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-all-amm-tx-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAllAmmTxHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-all-amm-tx-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAllAmmTxHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-all-address-amm-tx-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAllAddressAmmTxHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-all-address-amm-tx-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        statusCode: 200;
                        data: unknown | {
                            items: {
                                [key: string]: unknown;
                            } | unknown[];
                            total?: number;
                            count?: number;
                            offset?: number;
                        };
                    } & {
                        data?: {
                            transactions: components["schemas"]["AmmTxRecord"][];
                            total?: number;
                            items?: components["schemas"]["AmmTxRecord"][];
                            count?: number;
                            offset?: number;
                        } | {
                            items: {
                                [key: string]: unknown;
                            } | unknown[];
                            total?: number;
                            count?: number;
                            offset?: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-bitcoin-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-bitcoin-price. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetBitcoinPriceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-bitcoin-market-weekly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-bitcoin-market-weekly. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetBitcoinMarketWeeklyResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-bitcoin-markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-bitcoin-markets. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetBitcoinMarketsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-bitcoin-market-chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetBitcoinMarketChartRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-bitcoin-market-chart. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetBitcoinMarketChartResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-address-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressBalanceRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-address-balance. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAddressBalanceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-taproot-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetTaprootBalanceRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-taproot-balance. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTaprootBalanceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-address-utxos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressUtxosRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-address-utxos. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAddressUtxosResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-account-utxos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAccountUtxosRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-account-utxos. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAccountUtxosResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-account-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAccountBalanceRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-account-balance. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAccountBalanceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-taproot-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetTaprootHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-taproot-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTaprootHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "get-intent-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetIntentHistoryRequest"];
            };
        };
        responses: {
            /** @description `{statusCode: 200, data}` for get-intent-history. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetIntentHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "timestamp": 1763800000
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "ok";
                        timestamp: components["schemas"]["UnixSeconds"];
                    } | {
                        statusCode: number;
                        error: string;
                    };
                    /** @example OK */
                    "text/plain": "OK";
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    alkanes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer (shape not given by the seed). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown | {
                        statusCode: number;
                        error: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    pools: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer (shape not given by the seed). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown | {
                        statusCode: number;
                        error: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "address-balances": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Bitcoin address. */
                address: components["schemas"]["BitcoinAddress"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer (shape not given by the seed). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown | {
                        statusCode: number;
                        error: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "indexer-height": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The indexed height. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "height": 887712
                     *     }
                     */
                    "application/json": {
                        height: number;
                    } | {
                        statusCode: number;
                        error: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
}
