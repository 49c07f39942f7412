// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Bitcoin block hash, display-order lowercase hex (64 characters). */
        BlockHash: string;
        /** @description One UTXO as observed (pub-docs; full types in oyl-sdk): `{txid, vout, value, status:{confirmed, block_height, block_hash, block_time}}`. */
        EsploraUtxo: {
            txid?: components["schemas"]["Txid"];
            vout?: number;
            /** @description satoshis (esplora sends a JSON integer) */
            value?: number;
            status?: {
                confirmed?: boolean;
                block_height?: number;
                block_hash?: components["schemas"]["BlockHash"];
                block_time?: components["schemas"]["UnixSeconds"];
            };
        };
        /** @description Observed (pub-docs) `{calls: number, returns: <script value>, runtime: number (ms), error?: {code, message}}`; a script error is inside the result, not a JSON-RPC error. */
        LuaEvalResult: {
            /** @description number of RPC calls made by the script */
            calls?: number;
            /** @description the value the script returned */
            returns?: unknown;
            /** @description milliseconds */
            runtime?: number;
            error?: {
                code?: unknown;
                message?: string;
            };
        };
        /** @description HTTP 403 body when an admin-flagged key is required. */
        AdminRequired: Record<string, never>;
        /** @description Body of HTTP 503: the key store cannot be consulted; the service fails closed. A refusal, never retried. */
        AuthUnavailable: {
            /** @constant */
            code: "AUTH_UNAVAILABLE";
        };
        /** @description Bitcoin address string (taproot `bc1p...` addresses are explicitly accepted). */
        BitcoinAddress: string;
        /** @description `0x`-prefixed hex of any length (may be just `0x`). */
        Hex0x: string;
        /** @description Body of HTTP 401 on a key-only endpoint called without a valid key. */
        InvalidApiKey: {
            /** @constant */
            code: "INVALID_API_KEY";
        };
        JsonRpcError: {
            code: number;
            message: string;
            data?: unknown;
        };
        JsonRpcFailure: {
            /** @constant */
            jsonrpc: "2.0";
            error: components["schemas"]["JsonRpcError"];
            id: number | string | null;
        };
        /** @description Bitcoin transaction id, display-order lowercase hex. */
        Txid: string;
        /**
         * @description Non-negative integer carried as a JSON string (amounts, supplies, raw token units). May exceed 2^64.
         * @example 0
         * @example 23113653069174808444
         */
        UintString: string;
        UnixSeconds: number;
        "metashrew_view.params": [
            string,
            components["schemas"]["Hex0x"],
            "latest" | components["schemas"]["UintString"]
        ];
        "metashrew_view.result": components["schemas"]["Hex0x"];
        "metashrew_height.params": unknown[];
        "metashrew_height.result": components["schemas"]["UintString"];
        "btc_getblockcount.params": unknown[];
        "btc_getblockcount.result": number;
        "btc_getbestblockhash.params": unknown[];
        "btc_getbestblockhash.result": components["schemas"]["BlockHash"];
        "btc_getblockhash.params": [
            number
        ];
        "btc_getblockhash.result": components["schemas"]["BlockHash"];
        "esplora_address::utxo.params": [
            components["schemas"]["BitcoinAddress"]
        ];
        "esplora_address::utxo.result": components["schemas"]["EsploraUtxo"][];
        "esplora_fee-estimates.params": unknown[];
        /**
         * @description Observed (pub-docs): confirmation target (blocks, as a string key) → fee rate in sat/vB as a JSON number, e.g. `{"1": 25.5, "6": 15.2}`.
         * @example {
         *       "1": 25.5,
         *       "6": 15.2
         *     }
         */
        "esplora_fee-estimates.result": {
            [key: string]: number;
        };
        "ord_inscription.params": [
            string
        ];
        "ord_inscription.result": Record<string, never>;
        "ord_rune.params": [
            string
        ];
        "ord_rune.result": unknown;
        "alkanes_protorunesbyaddress.params": unknown[];
        "alkanes_protorunesbyaddress.result": {
            outpoints?: {
                outpoint?: {
                    txid?: string;
                    vout?: number;
                };
                runes?: {
                    id?: {
                        block?: unknown;
                        tx?: unknown;
                    };
                    amount?: unknown;
                }[];
            }[];
        };
        "lua_evalscript.params": [
            string,
            unknown
        ];
        "lua_evalscript.result": components["schemas"]["LuaEvalResult"];
        "script_evalscript.params": [
            string,
            unknown
        ];
        "script_evalscript.result": components["schemas"]["LuaEvalResult"];
        "service_getpublic.params": unknown[];
        "service_getpublic.result": unknown;
        "service_reset.params": unknown[];
        "service_reset.result": unknown;
        "service_thieve.params": unknown[];
        "service_thieve.result": unknown;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
