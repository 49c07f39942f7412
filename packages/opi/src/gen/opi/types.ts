// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export interface paths {
    "/v1/brc20/block_height": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current indexed block height.
         * @description Returns a bare integer, not the OPI envelope (seed 000 §OPI payloads: "The block_height route returns a bare integer."). Observed (OPI): sent as a number in text (`text/plain`, e.g. `887712`); a failed height lookup gives `-1`. Both media types are accepted.
         */
        get: operations["block_height"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/extras_block_height": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Height of the extras index. */
        get: operations["extras_block_height"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/db_version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Database version.
         * @description OPI exposes version information through db_version (seed 000 §Versioning). Observed (OPI): 7.
         */
        get: operations["db_version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/event_hash_version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Event hash version.
         * @description Observed (OPI): 3.
         */
        get: operations["event_hash_version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/get_current_balance_of_wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current BRC-20 balance of a wallet for a ticker. */
        get: operations["get_current_balance_of_wallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/balance_on_block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balance at the start of a block.
         * @description Balance of `pkscript` for `ticker` at the start of block `block_height`.
         */
        get: operations["balance_on_block"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/holders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Holders of a ticker.
         * @description Observed (OPI): largest overall_balance first, zero balances dropped.
         */
        get: operations["holders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/get_valid_tx_notes_of_wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unused transfer inscriptions of a wallet.
         * @description Unused transfer inscriptions. Give `address` or `pkscript` ("use one or the other"); OpenAPI cannot require one of two query parameters, so `x-gw-require-one-of` records it.
         */
        get: operations["get_valid_tx_notes_of_wallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/get_valid_tx_notes_of_ticker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unused transfer inscriptions of a ticker. */
        get: operations["get_valid_tx_notes_of_ticker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/activity_on_block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * BRC-20 activity events of a block.
         * @description Observed (OPI): events in internal-id order.
         */
        get: operations["activity_on_block"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events of one inscription. */
        get: operations["event"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/bitcoin_rpc_results_on_block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cached Bitcoin RPC results of a block.
         * @description Cached Bitcoin RPC results, used for BRC2.0 precompiles.
         */
        get: operations["bitcoin_rpc_results_on_block"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/get_hash_of_all_activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verification hashes of all activity up to a block. */
        get: operations["get_hash_of_all_activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/get_hash_of_all_current_balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verification hash of all current balances.
         * @description May take several minutes (seed 000 §Limits): use a generous client timeout.
         */
        get: operations["get_hash_of_all_current_balances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/brc20/balance (listed in the API overview; answer not shown).
         * @description The API overview lists `GET /v1/brc20/balance`; its parameters and its answer are not given, so no parameter is declared, nothing is refused, and no success answer is promised: the seed shows only that the overview lists the route. Observed (OPI): the OPI indexer itself has no such route.
         */
        get: operations["balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/brc20/history (listed in the API overview; answer not shown).
         * @description The API overview lists `GET /v1/brc20/history`; its parameters and its answer are not given, so no parameter is declared, nothing is refused, and no success answer is promised: the seed shows only that the overview lists the route. Observed (OPI): the OPI indexer itself has no such route.
         */
        get: operations["history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brc20/token_summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/brc20/token_summary (listed in the API overview; answer not shown).
         * @description The API overview lists `GET /v1/brc20/token_summary`; its parameters and its answer are not given, so no parameter is declared, nothing is refused, and no success answer is promised: the seed shows only that the overview lists the route. Observed (OPI): the OPI indexer itself has no such route.
         */
        get: operations["token_summary"];
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
        /** @description Inscription id. Observed (OPI): `<txid>i<n>`. */
        InscriptionId: string;
        /**
         * @description Result of get_current_balance_of_wallet (seed 000 §OPI payloads; balances are decimal strings).
         * @example {
         *       "overall_balance": "1000",
         *       "available_balance": "750",
         *       "block_height": 887712
         *     }
         */
        CurrentBalance: {
            overall_balance: components["schemas"]["DecimalString"];
            available_balance: components["schemas"]["DecimalString"];
            block_height: number;
        };
        /** @description One holder (seed 000 §OPI payloads). Observed (OPI): `wallet` may be null (the seed says string). */
        Holder: {
            /** @description Script pubkey (hex). */
            pkscript: string;
            wallet: string;
            overall_balance: components["schemas"]["DecimalString"];
            available_balance: components["schemas"]["DecimalString"];
        };
        /** @description Result of holders (seed 000 §OPI payloads). */
        Holders: {
            unused_txes: components["schemas"]["Holder"][];
            block_height: number;
        };
        /** @description Unused transfer inscription (seed 000 §OPI payloads). */
        WalletTxNote: {
            tick: string;
            inscription_id: components["schemas"]["InscriptionId"];
            amount: components["schemas"]["DecimalString"];
            genesis_height: number;
        };
        /** @description Result of get_valid_tx_notes_of_wallet (seed 000 §OPI payloads). */
        WalletTxNotes: {
            unused_txes: components["schemas"]["WalletTxNote"][];
            block_height: number;
        };
        /** @description Result of get_hash_of_all_activity (seed 000 §OPI payloads). Observed (OPI): `block_height` is echoed as the query string (the seed says integer; the seed wins). */
        ActivityHashes: {
            cumulative_event_hash: string;
            block_event_hash: string;
            cumulative_trace_hash: string;
            block_trace_hash: string;
            /** @description Observed (OPI): `opi-brc20-rs-node v2.0.0`. */
            indexer_version: string;
            block_height: number;
        };
        /** @description Result of get_hash_of_all_current_balances (seed 000 §OPI payloads). Observed (OPI): sha256 hex of the non-zero rows `pkscript;tick;overall;available` joined by `|`. */
        BalancesHash: {
            current_balances_hash: string;
            indexer_version: string;
            block_height: number;
        };
        /** @description Kind of an activity event. The seed lists ten kinds (seed 000 §Events), kept below as the known values; the list is not closed: the seed gives events "`event_type` (string) and `inscription_id` (string) plus further keys", and OPI was observed sending more kinds (`brc20prog-transact-inscribe`, `brc20prog-transact-transfer`, `predeploy-inscribe`, older revision `pre-deploy-inscribe`). Any other string is accepted. */
        ActivityEventType: ("deploy-inscribe" | "mint-inscribe" | "transfer-inscribe" | "transfer-transfer" | "brc20prog-deploy-inscribe" | "brc20prog-deploy-transfer" | "brc20prog-call-inscribe" | "brc20prog-call-transfer" | "brc20prog-withdraw-inscribe" | "brc20prog-withdraw-transfer") | string;
        /**
         * @description One activity event: `event_type` and `inscription_id` plus further keys (seed 000 §OPI payloads). Observed (OPI): the further keys depend on the kind; every number or boolean is sent as a string (e.g. `"byte_len":"42"`, `"is_self_mint":"false"`), and `*_pkScript` values are hex.
         * @example {
         *       "event_type": "deploy-inscribe",
         *       "inscription_id": "b61b0172d95e266c18aea0c624db987e971a5d6d4ebc2aaed85da4642d635735i0",
         *       "tick": "ordi",
         *       "max_supply": "21000000",
         *       "decimals": "18",
         *       "limit_per_mint": "1000"
         *     }
         */
        ActivityEvent: {
            event_type: components["schemas"]["ActivityEventType"];
            inscription_id: components["schemas"]["InscriptionId"];
            /** @description Hex script pubkey. */
            deployer_pkScript?: string;
            /** @description Hex script pubkey. */
            minted_pkScript?: string;
            /** @description Hex script pubkey. */
            source_pkScript?: string;
            /** @description Hex script pubkey. */
            spent_pkScript?: string;
            /** @description Hex script pubkey. */
            predeployer_pkScript?: string;
            deployer_wallet?: string;
            minted_wallet?: string;
            source_wallet?: string;
            spent_wallet?: string;
            predeployer_wallet?: string;
            tick?: string;
            original_tick?: string;
            max_supply?: string;
            decimals?: string;
            limit_per_mint?: string;
            is_self_mint?: string;
            amount?: string;
            parent_id?: string;
            using_tx_id?: string;
            contract_address?: string;
            contract_inscription_id?: string;
            byte_len?: string;
            hash?: string;
            block_height?: string;
            /** @description Observed (OPI, observed.md §2): may be null. */
            data?: string | null;
            /** @description Observed (OPI, observed.md §2): may be null. */
            base64_data?: string | null;
            /** @description Observed (OPI, observed.md §2): may be null. */
            btc_txId?: string | null;
        };
        ExtrasBlockHeightResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            /** @description Result of extras_block_height. */
            result?: unknown;
        };
        DbVersionResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            /** @description Result of db_version. */
            result?: unknown;
        };
        EventHashVersionResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            /** @description Result of event_hash_version. */
            result?: unknown;
        };
        GetCurrentBalanceOfWalletResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            result?: components["schemas"]["CurrentBalance"];
        };
        BalanceOnBlockResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            /** @description Result of balance_on_block. Observed (OPI): `{overall_balance, available_balance}` (no block_height), the last row before that block. */
            result?: {
                overall_balance?: components["schemas"]["DecimalString"];
                available_balance?: components["schemas"]["DecimalString"];
            };
        };
        HoldersResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            result?: components["schemas"]["Holders"];
        };
        GetValidTxNotesOfWalletResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            result?: components["schemas"]["WalletTxNotes"];
        };
        GetValidTxNotesOfTickerResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            /** @description Result of get_valid_tx_notes_of_ticker. */
            result?: {
                unused_txes?: {
                    current_holder_pkscript?: components["schemas"]["HexString"];
                    current_holder_wallet?: string;
                    inscription_id?: components["schemas"]["InscriptionId"];
                    amount?: components["schemas"]["DecimalString"];
                    genesis_height?: number;
                }[];
                block_height?: number;
            };
        };
        ActivityOnBlockResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            result?: components["schemas"]["ActivityEvent"][];
        };
        EventResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            /** @description Result of event. Observed (OPI): an array of activity events. */
            result?: unknown;
        };
        BitcoinRpcResultsOnBlockResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            /** @description Result of bitcoin_rpc_results_on_block. Observed (OPI): `[{method, request, response}]`. */
            result?: unknown;
        };
        GetHashOfAllActivityResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            result?: components["schemas"]["ActivityHashes"];
        };
        GetHashOfAllCurrentBalancesResponse: components["schemas"]["OpiEnvelope"] & {
            error?: null;
            result?: components["schemas"]["BalancesHash"];
        };
        /** @description Bitcoin address string (taproot `bc1p...` addresses are explicitly accepted). */
        BitcoinAddress: string;
        /**
         * @description Non-negative decimal number carried as a JSON string (amounts, prices, rates). Never parse as a float.
         * @example 0
         * @example 21000000
         * @example 0.8604
         */
        DecimalString: string;
        /** @description Even-length hex, no prefix. */
        HexString: string;
        /** @description Signed integer carried as a JSON string. */
        IntString: string;
        /** @description Body of HTTP 401 on a key-only endpoint called without a valid key. */
        InvalidApiKey: {
            /** @constant */
            code: "INVALID_API_KEY";
        };
        /** @description `{error: <string or null>, result: <payload or null>}`; each operation narrows `result`. */
        OpiEnvelope: {
            error: string | null;
            result: unknown;
        };
        OpiError: {
            /** @description Documented messages: `block not indexed yet`, `no balance found`, `inscription_id is required`, `internal error`. */
            error: string;
            result: null;
        };
    };
    responses: {
        /** @description Key-in-path mount with an invalid key: HTTP 401 `{code: INVALID_API_KEY}`. */
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
    };
    parameters: {
        /** @description BRC-20 ticker. Tickers are case-insensitive (observed (OPI): lower-cased). */
        Ticker: string;
        /** @description Wallet address. */
        AddressRequired: components["schemas"]["BitcoinAddress"];
        /** @description Wallet address (or give `pkscript`). */
        AddressOptional: components["schemas"]["BitcoinAddress"];
        /** @description Script pubkey, hex. */
        PkscriptRequired: components["schemas"]["HexString"];
        /** @description Script pubkey, hex (or give `address`). */
        PkscriptOptional: components["schemas"]["HexString"];
        /** @description Observed (OPI): accepted in place of `address`. The seed requires `address`. */
        PkscriptObserved: components["schemas"]["HexString"];
        /** @description Block height. */
        BlockHeight: number;
        /** @description Inscription id. */
        InscriptionIdParam: components["schemas"]["InscriptionId"];
    };
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
    block_height: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The height. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example 887712 */
                    "application/json": number;
                    /** @example 887712 */
                    "text/plain": components["schemas"]["IntString"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    extras_block_height: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. Observed (OPI): the indexer answers a bare number as text instead of the envelope; the seed says every route but block_height is enveloped, so `application/json` keeps the envelope and `text/plain` records the observed form. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtrasBlockHeightResponse"];
                    /** @example 7 */
                    "text/plain": components["schemas"]["IntString"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    db_version: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. Observed (OPI): the indexer answers a bare number as text instead of the envelope; the seed says every route but block_height is enveloped, so `application/json` keeps the envelope and `text/plain` records the observed form. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DbVersionResponse"];
                    /** @example 7 */
                    "text/plain": components["schemas"]["IntString"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    event_hash_version: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. Observed (OPI): the indexer answers a bare number as text instead of the envelope; the seed says every route but block_height is enveloped, so `application/json` keeps the envelope and `text/plain` records the observed form. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventHashVersionResponse"];
                    /** @example 7 */
                    "text/plain": components["schemas"]["IntString"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    get_current_balance_of_wallet: {
        parameters: {
            query: {
                /** @description Wallet address. */
                address: components["parameters"]["AddressRequired"];
                /** @description BRC-20 ticker. Tickers are case-insensitive (observed (OPI): lower-cased). */
                ticker: components["parameters"]["Ticker"];
                /** @description Observed (OPI): accepted in place of `address`. The seed requires `address`. */
                pkscript?: components["parameters"]["PkscriptObserved"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetCurrentBalanceOfWalletResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    balance_on_block: {
        parameters: {
            query: {
                /** @description Block height. */
                block_height: components["parameters"]["BlockHeight"];
                /** @description Script pubkey, hex. */
                pkscript: components["parameters"]["PkscriptRequired"];
                /** @description BRC-20 ticker. Tickers are case-insensitive (observed (OPI): lower-cased). */
                ticker: components["parameters"]["Ticker"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceOnBlockResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    holders: {
        parameters: {
            query: {
                /** @description BRC-20 ticker. Tickers are case-insensitive (observed (OPI): lower-cased). */
                ticker: components["parameters"]["Ticker"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoldersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    get_valid_tx_notes_of_wallet: {
        parameters: {
            query?: {
                /** @description Wallet address (or give `pkscript`). */
                address?: components["parameters"]["AddressOptional"];
                /** @description Script pubkey, hex (or give `address`). */
                pkscript?: components["parameters"]["PkscriptOptional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetValidTxNotesOfWalletResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    get_valid_tx_notes_of_ticker: {
        parameters: {
            query: {
                /** @description BRC-20 ticker. Tickers are case-insensitive (observed (OPI): lower-cased). */
                ticker: components["parameters"]["Ticker"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetValidTxNotesOfTickerResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    activity_on_block: {
        parameters: {
            query: {
                /** @description Block height. */
                block_height: components["parameters"]["BlockHeight"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiEnvelope"] & {
                        error?: null;
                        result?: {
                            event_type: components["schemas"]["ActivityEventType"];
                            inscription_id: components["schemas"]["InscriptionId"];
                            /** @description Hex script pubkey. */
                            deployer_pkScript?: string;
                            /** @description Hex script pubkey. */
                            minted_pkScript?: string;
                            /** @description Hex script pubkey. */
                            source_pkScript?: string;
                            spent_pkScript?: string | null;
                            /** @description Hex script pubkey. */
                            predeployer_pkScript?: string;
                            deployer_wallet?: string;
                            minted_wallet?: string;
                            source_wallet?: string;
                            spent_wallet?: string | null;
                            predeployer_wallet?: string;
                            tick?: string;
                            original_tick?: string;
                            max_supply?: string;
                            decimals?: string;
                            limit_per_mint?: string;
                            is_self_mint?: string;
                            amount?: string;
                            parent_id?: string;
                            using_tx_id?: string;
                            contract_address?: string | null;
                            contract_inscription_id?: string | null;
                            byte_len?: string;
                            hash?: string;
                            block_height?: string;
                            /** @description Observed (OPI, observed.md §2): may be null. */
                            data?: string | null;
                            /** @description Observed (OPI, observed.md §2): may be null. */
                            base64_data?: string | null;
                            /** @description Observed (OPI, observed.md §2): may be null. */
                            btc_txId?: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    event: {
        parameters: {
            query: {
                /** @description Inscription id. */
                inscription_id: components["parameters"]["InscriptionIdParam"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiEnvelope"] & {
                        error?: null;
                        /** @description Result of event. Observed (OPI): an array of activity events. */
                        result?: unknown;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    bitcoin_rpc_results_on_block: {
        parameters: {
            query: {
                /** @description Block height. */
                block_height: components["parameters"]["BlockHeight"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BitcoinRpcResultsOnBlockResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    get_hash_of_all_activity: {
        parameters: {
            query: {
                /** @description Block height. */
                block_height: components["parameters"]["BlockHeight"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiEnvelope"] & {
                        error?: null;
                        /** @description Result of get_hash_of_all_activity (seed 000 §OPI payloads). Observed (OPI): `block_height` is echoed as the query string (the seed says integer; the seed wins). */
                        result?: {
                            cumulative_event_hash: string;
                            block_event_hash: string;
                            cumulative_trace_hash: string;
                            block_trace_hash: string;
                            /** @description Observed (OPI): `opi-brc20-rs-node v2.0.0`. */
                            indexer_version: string;
                            block_height: number | string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    get_hash_of_all_current_balances: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetHashOfAllCurrentBalancesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description OPI failure `{error: <string>, result: null}` (seed 000 §Errors, 2). Observed (OPI): HTTP 400 for `block not indexed yet`, `no balance found`, `no unused tx found`, `inscription_id is required`; HTTP 500 for `internal error`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpiError"];
                };
            };
        };
    };
    balance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            /** @description Any answer: neither its status nor its body is shown by the seed (an OPI route would use the envelope `{error, result}`, seed 000 §OPI payloads; whether this one answers at all is not shown). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    history: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            /** @description Any answer: neither its status nor its body is shown by the seed (an OPI route would use the envelope `{error, result}`, seed 000 §OPI payloads; whether this one answers at all is not shown). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    token_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            /** @description Any answer: neither its status nor its body is shown by the seed (an OPI route would use the envelope `{error, result}`, seed 000 §OPI payloads; whether this one answers at all is not shown). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
}
