// Generated from specs/openrpc/reorg.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Bitcoin block hash, display-order lowercase hex (64 characters). */
        BlockHash: string;
        /**
         * @description Synthetic block hash for h > N: 48 `f` characters followed by h as 16-digit zero-padded lowercase hex.
         * @example ffffffffffffffffffffffffffffffffffffffffffffffff00000000000d6d81
         */
        SyntheticBlockHash: string;
        /** @description Every response looks like `{result, error: null, id, jsonrpc: '2.0'}`; `error` is present as `null` on success (seed 002 §Reorg helper). Failure bodies (including pass-through upstream failures) carry an error object instead; their shape beyond that: not shown. */
        ReorgResponse: {
            result: unknown;
            error: null | components["schemas"]["JsonRpcError"];
            id: number | string | null;
            /** @constant */
            jsonrpc: "2.0";
        };
        /** @description HTTP 403 body when an admin-flagged key is required. */
        AdminRequired: Record<string, never>;
        /** @description Body of HTTP 503: the key store cannot be consulted; the service fails closed. A refusal, never retried. */
        AuthUnavailable: {
            /** @constant */
            code: "AUTH_UNAVAILABLE";
        };
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
        "getblockcount.params": unknown[];
        "getblockcount.result": number;
        "getblockhash.params": [
            number
        ];
        "getblockhash.result": (components["schemas"]["SyntheticBlockHash"] | components["schemas"]["BlockHash"]) | string;
        "getbestblockhash.params": unknown[];
        "getbestblockhash.result": components["schemas"]["BlockHash"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
