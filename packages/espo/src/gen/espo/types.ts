// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The page the answer covers, echoed beside the data (seed 002 §Espo: 0-indexed). Observed (espo): a paging echo is `null` when the caller did not ask for it; null is accepted, never refused. */
        PageEcho: number | null;
        /** @description Application error answered IN-BAND as the `result` (observed, espo): `{ok: false, error: "<code>", hint?}`. */
        EspoInBandError: {
            /** @constant */
            ok: false;
            /**
             * @description essentials: missing_or_invalid_alkane, missing_or_invalid_address, invalid_address_format, missing_or_invalid_outpoint, missing_or_invalid_height, internal_error. ammdata: missing_or_invalid_pool, missing_or_invalid_token(_in|_out), missing_or_invalid_amount_in, missing_or_invalid_amount_out, invalid_mode, no_path_found, no_liquidity, no_profitable_cycle, price_unavailable, missing_or_invalid_chart, decode_failed, live_fetch_failed.
             * @example missing_or_invalid_alkane
             * @example missing_or_invalid_pool
             * @example no_path_found
             * @example price_unavailable
             */
            error: string;
            hint?: string;
        };
        /** @description alkane id `block:tx` → amount (decimal string) */
        AlkaneAmountMap: {
            [key: string]: components["schemas"]["DecimalString"];
        };
        /** @description Balances entry `{outpoint: string, entries: [{alkane: string, amount: string}]}`. */
        BalancesEntry: {
            outpoint: components["schemas"]["Outpoint"];
            entries: {
                alkane: components["schemas"]["AlkaneIdText"];
                amount: components["schemas"]["DecimalString"];
            }[];
            /** @description observed on get_outpoint_balances items */
            address?: string;
        };
        /** @description Holder `{address: string, amount: string}`. */
        Holder: {
            address: string;
            amount: components["schemas"]["DecimalString"];
            /**
             * @description observed `{type: "address", address, amount}` or `{type: "alkane", alkane, amount}`
             * @enum {string}
             */
            type?: "address" | "alkane";
            alkane?: components["schemas"]["AlkaneIdText"];
        };
        /** @description Key item `{hex: string, utf8: string}`, keyed by hex key. */
        KeyItem: {
            hex: string;
            utf8: string;
            key_hex?: string | null;
            key_str?: string | null;
            /** @description `0x…` */
            value_hex?: string | null;
            value_str?: string | null;
            /** @description decimal string */
            value_u128?: string | null;
            last_txid?: string | null;
        };
        /** @description Candle `{open_time: string, close_time: string, open, high, low, close, volume: string, trades: number}`. */
        Candle: {
            open_time: string;
            close_time: string;
            open: components["schemas"]["DecimalString"];
            high: components["schemas"]["DecimalString"];
            low: components["schemas"]["DecimalString"];
            close: components["schemas"]["DecimalString"];
            volume: components["schemas"]["DecimalString"];
            trades: number;
            /** @description unix seconds */
            ts?: number;
        };
        /** @description Trade `{txid: string, vout: number, timestamp: string, block_height: number, side: string, amount_in: string, amount_out: string, price: string}`. */
        Trade: {
            txid: components["schemas"]["Txid"];
            vout: number;
            timestamp: string;
            block_height: number;
            /**
             * @example buy
             * @example sell
             */
            side: string;
            amount_in: components["schemas"]["DecimalString"];
            amount_out: components["schemas"]["DecimalString"];
            price: components["schemas"]["DecimalString"];
            address?: string;
            /** @description x-only public key hex */
            xpubkey?: string;
            base_inflow?: components["schemas"]["IntString"];
            quote_inflow?: components["schemas"]["IntString"];
        };
        /** @description Pool `{token0, token1, reserve0, reserve1, total_supply}` strings, keyed by pool id. */
        Pool: {
            token0: components["schemas"]["AlkaneIdText"];
            token1: components["schemas"]["AlkaneIdText"];
            reserve0: components["schemas"]["DecimalString"];
            reserve1: components["schemas"]["DecimalString"];
            total_supply: components["schemas"]["DecimalString"];
            base?: components["schemas"]["AlkaneIdText"];
            quote?: components["schemas"]["AlkaneIdText"];
            base_reserve?: components["schemas"]["DecimalString"];
            quote_reserve?: components["schemas"]["DecimalString"];
            /** @example live */
            source?: string;
        };
        /** @description Swap hop `{pool, token_in, token_out, amount_in, amount_out}` strings. */
        SwapHop: {
            pool: components["schemas"]["AlkaneIdText"];
            token_in: components["schemas"]["AlkaneIdText"];
            token_out: components["schemas"]["AlkaneIdText"];
            amount_in: components["schemas"]["DecimalString"];
            amount_out: components["schemas"]["DecimalString"];
        };
        /**
         * @description Scaled decimal string (USD/BTC market reference). Observed scale 1e16 (pub-docs).
         * @example 635720265865300000000
         */
        BtcUsdScaledPrice: components["schemas"]["DecimalString"];
        /** @description Object form seen in the espo code: `{ok: true, height, price: "<integer string>", source: "ammdata_index"}`. */
        BtcUsdPriceObject: {
            /** @constant */
            ok: true;
            height?: number;
            requested_height?: number;
            price: components["schemas"]["UintString"];
            /**
             * @example ammdata_index
             * @example ammdata_index_last_active
             */
            source?: string;
        };
        /** @description HTTP 403 body when an admin-flagged key is required. */
        AdminRequired: Record<string, never>;
        /**
         * @description Alkane id text form `<block>:<tx>`.
         * @example 4:65522
         * @example 32:0
         */
        AlkaneIdText: string;
        /** @description Body of HTTP 503: the key store cannot be consulted; the service fails closed. A refusal, never retried. */
        AuthUnavailable: {
            /** @constant */
            code: "AUTH_UNAVAILABLE";
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
        /** @description Signed integer carried as a JSON string. */
        IntString: string;
        /** @description Body of HTTP 401 on a key-only endpoint called without a valid key. */
        InvalidApiKey: {
            /** @constant */
            code: "INVALID_API_KEY";
        };
        /** @description The page size an answer used, echoed beside its data. Observed (espo: the Espo JSON-RPC modules and the oylapi data-API server, observed.md §11): `limit: null` when the request asked for none; null is accepted, never refused. */
        LimitEcho: number | null;
        /** @description Outpoint `txid:vout`, txid in display-order hex. */
        Outpoint: string;
        /** @description Bitcoin transaction id, display-order lowercase hex. */
        Txid: string;
        /**
         * @description Non-negative integer carried as a JSON string (amounts, supplies, raw token units). May exceed 2^64.
         * @example 0
         * @example 23113653069174808444
         */
        UintString: string;
        "ping.params": Record<string, never>;
        /** @constant */
        "ping.result": "pong";
        "get_espo_height.params": Record<string, never>;
        "get_espo_height.result": {
            ok?: boolean;
            height: number;
        } | components["schemas"]["EspoInBandError"];
        "get_address_balances.params": {
            address: components["schemas"]["BitcoinAddress"];
            /** @default false */
            include_outpoints?: boolean;
        };
        "get_address_balances.result": {
            ok: boolean;
            address: string;
            balances: components["schemas"]["AlkaneAmountMap"];
            outpoints: components["schemas"]["BalancesEntry"][];
        } | components["schemas"]["EspoInBandError"];
        "get_address_outpoints.params": {
            address: components["schemas"]["BitcoinAddress"];
        };
        "get_address_outpoints.result": {
            ok: boolean;
            address: string;
            outpoints: components["schemas"]["BalancesEntry"][];
        } | components["schemas"]["EspoInBandError"];
        "get_outpoint_balances.params": {
            outpoint: components["schemas"]["Outpoint"];
        };
        "get_outpoint_balances.result": {
            ok: boolean;
            outpoint: components["schemas"]["Outpoint"];
            items: components["schemas"]["BalancesEntry"][];
        } | components["schemas"]["EspoInBandError"];
        "get_holders.params": {
            alkane: components["schemas"]["AlkaneIdText"];
            /** @default 0 */
            page?: number;
            /** @default 100 */
            limit?: number;
        };
        "get_holders.result": {
            ok: boolean;
            alkane: components["schemas"]["AlkaneIdText"];
            page: components["schemas"]["PageEcho"];
            limit: components["schemas"]["LimitEcho"];
            total: number;
            has_more: boolean;
            items: ({
                address: string;
                amount: components["schemas"]["DecimalString"];
                /**
                 * @description observed `{type: "address", address, amount}` or `{type: "alkane", alkane, amount}`
                 * @enum {string}
                 */
                type?: "address" | "alkane";
                alkane?: components["schemas"]["AlkaneIdText"];
            } | {
                /** @enum {unknown} */
                type: "address" | "alkane";
                amount: string;
                address?: string;
                alkane?: string;
            })[];
        } | components["schemas"]["EspoInBandError"];
        "get_holders_count.params": {
            alkane: components["schemas"]["AlkaneIdText"];
        };
        "get_holders_count.result": {
            ok: boolean;
            count: number;
        } | components["schemas"]["EspoInBandError"];
        "get_keys.params": {
            alkane: components["schemas"]["AlkaneIdText"];
            /** @default 0 */
            page?: number;
            /** @default 100 */
            limit?: number;
            /** @default true */
            try_decode_utf8?: boolean;
        };
        "get_keys.result": {
            ok: boolean;
            alkane: components["schemas"]["AlkaneIdText"];
            page: components["schemas"]["PageEcho"];
            limit: components["schemas"]["LimitEcho"];
            total: number;
            has_more: boolean;
            /** @description Keyed by hex key (observed, espo: the UTF-8 key when decodable, else hex). */
            items: {
                [key: string]: {
                    hex: string;
                    utf8: string;
                    key_hex?: string | null;
                    key_str?: string | null;
                    /** @description `0x…` */
                    value_hex?: string | null;
                    value_str?: string | null;
                    /** @description decimal string */
                    value_u128?: string | null;
                    last_txid?: string | null;
                } | {
                    key_hex: string;
                    key_str?: string | null;
                    value_hex?: string;
                    value_str?: string | null;
                    value_u128?: string | null;
                    last_txid?: string | null;
                };
            };
        } | components["schemas"]["EspoInBandError"];
        "ammdata.ping.params": Record<string, never>;
        /** @constant */
        "ammdata.ping.result": "pong";
        "ammdata.get_candles.params": {
            /** @description Observed (espo): the pool may also end in `-usd`, `-sats`, `-mcusd`, `-mcsats` or `-derived_<block:tx>` (e.g. `2:0-usd`); the seed says only "`pool` string". */
            pool: string;
            /** @enum {string} */
            timeframe?: "10m" | "1h" | "1d" | "1w" | "1M";
            /** @enum {string} */
            side?: "base" | "quote";
            /** @default 100 */
            limit?: number;
            /** @default 0 */
            page?: number;
            size?: number;
        };
        "ammdata.get_candles.result": {
            ok: boolean;
            pool: string;
            timeframe: string;
            side: string;
            page: components["schemas"]["PageEcho"];
            limit: components["schemas"]["LimitEcho"];
            total: number;
            has_more: boolean;
            candles: ({
                open_time: string;
                close_time: string;
                open: components["schemas"]["DecimalString"];
                high: components["schemas"]["DecimalString"];
                low: components["schemas"]["DecimalString"];
                close: components["schemas"]["DecimalString"];
                volume: components["schemas"]["DecimalString"];
                trades: number;
                /** @description unix seconds */
                ts?: number;
            } | {
                ts: number;
                open: string;
                high: string;
                low: string;
                close: string;
                volume: string;
            })[];
        } | components["schemas"]["EspoInBandError"];
        "ammdata.get_trades.params": {
            /** @description Observed (espo): the pool may also end in `-usd`, `-sats`, `-mcusd`, `-mcsats` or `-derived_<block:tx>` (e.g. `2:0-usd`); the seed says only "`pool` string". */
            pool: string;
            /** @default 100 */
            limit?: number;
            /** @default 0 */
            page?: number;
            /** @enum {string} */
            side?: "base" | "quote";
            /** @enum {string} */
            filter_side?: "buy" | "sell" | "all";
            /**
             * @example ts
             * @example amount
             * @example side
             * @example absb
             * @example absq
             */
            sort?: string;
            /** @enum {string} */
            dir?: "asc" | "desc";
        };
        "ammdata.get_trades.result": {
            ok: boolean;
            pool: string;
            side: string;
            filter_side: string;
            sort: string;
            dir: string;
            page: components["schemas"]["PageEcho"];
            limit: components["schemas"]["LimitEcho"];
            total: number;
            has_more: boolean;
            trades: components["schemas"]["Trade"][];
        } | components["schemas"]["EspoInBandError"];
        "ammdata.get_pools.params": {
            /** @default 100 */
            limit?: number;
            /** @default 0 */
            page?: number;
        };
        "ammdata.get_pools.result": {
            ok: boolean;
            page: components["schemas"]["PageEcho"];
            limit: components["schemas"]["LimitEcho"];
            total: number;
            has_more: boolean;
            /** @description keyed by pool id `block:tx` */
            pools: {
                [key: string]: {
                    token0: components["schemas"]["AlkaneIdText"];
                    token1: components["schemas"]["AlkaneIdText"];
                    reserve0: components["schemas"]["DecimalString"];
                    reserve1: components["schemas"]["DecimalString"];
                    total_supply: components["schemas"]["DecimalString"];
                    base?: components["schemas"]["AlkaneIdText"];
                    quote?: components["schemas"]["AlkaneIdText"];
                    base_reserve?: components["schemas"]["DecimalString"];
                    quote_reserve?: components["schemas"]["DecimalString"];
                    /** @example live */
                    source?: string;
                } | {
                    base: string;
                    quote: string;
                    base_reserve: string;
                    quote_reserve: string;
                    source?: string;
                };
            };
        } | components["schemas"]["EspoInBandError"];
        "ammdata.find_best_swap_path.params": {
            token_in: components["schemas"]["AlkaneIdText"];
            token_out: components["schemas"]["AlkaneIdText"];
            /** @enum {string} */
            mode?: "exact_in" | "exact_out" | "implicit";
            amount_in?: components["schemas"]["DecimalString"];
            amount_out?: components["schemas"]["DecimalString"];
            amount_out_min?: components["schemas"]["DecimalString"];
            amount_in_max?: components["schemas"]["DecimalString"];
            available_in?: components["schemas"]["DecimalString"];
            /** @default 30 */
            fee_bps?: number;
            /** @default 3 */
            max_hops?: number;
        };
        "ammdata.find_best_swap_path.result": {
            ok: boolean;
            mode: string;
            token_in: components["schemas"]["AlkaneIdText"];
            token_out: components["schemas"]["AlkaneIdText"];
            fee_bps: number;
            max_hops: number;
            amount_in: components["schemas"]["DecimalString"];
            amount_out: components["schemas"]["DecimalString"];
            hops: components["schemas"]["SwapHop"][];
        } | components["schemas"]["EspoInBandError"];
        "ammdata.get_best_mev_swap.params": {
            token: components["schemas"]["AlkaneIdText"];
            /** @default 30 */
            fee_bps?: number;
            /** @default 3 */
            max_hops?: number;
        };
        "ammdata.get_best_mev_swap.result": {
            ok: boolean;
            token: components["schemas"]["AlkaneIdText"];
            fee_bps: number;
            max_hops: number;
            amount_in: components["schemas"]["DecimalString"];
            amount_out: components["schemas"]["DecimalString"];
            /** @description Observed (espo): a SIGNED integer string. */
            profit: components["schemas"]["DecimalString"] | components["schemas"]["IntString"];
            hops: components["schemas"]["SwapHop"][];
        } | components["schemas"]["EspoInBandError"];
        "ammdata.get_btc_usd_price.params": [
            {
                /** @description optional height; a height with no entry answers the last active price (`requested_height`, source `ammdata_index_last_active`) */
                height?: number;
            }
        ];
        "ammdata.get_btc_usd_price.result": components["schemas"]["BtcUsdScaledPrice"] | components["schemas"]["BtcUsdPriceObject"] | components["schemas"]["EspoInBandError"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
