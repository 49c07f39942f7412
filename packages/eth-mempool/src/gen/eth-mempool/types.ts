// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Ethereum mempool transaction record (seed 002 §Ethereum mempool TxRecord). Also the `record` of the stream's `add` frame. Amounts in wei are decimal strings. */
        TxRecord: {
            /** @description transaction hash (0x hex, 32 bytes) */
            hash: components["schemas"]["EthHash"];
            /** @description recovered signer (0x hex, 20 bytes) */
            from: components["schemas"]["EthAddress"];
            /** @description 0x hex 20 bytes, or null for contract creation */
            to: components["schemas"]["EthAddress"] | null;
            nonce: number;
            /** @description wei, decimal string */
            value: components["schemas"]["UintString"];
            gas_limit: number;
            /** @description wei, decimal string */
            max_fee_per_gas: components["schemas"]["UintString"];
            /** @description wei, decimal string */
            max_priority_fee_per_gas: components["schemas"]["UintString"];
            /**
             * @description 0 legacy, 2 EIP-1559, 3 blob, others possible
             * @example 0
             * @example 2
             * @example 3
             */
            tx_type: number;
            /** @description calldata length in bytes (full calldata is not held) */
            input_len: number;
            /**
             * @description first 4 calldata bytes (0x hex), empty string if none
             * @example 0xbedb65ee
             * @example
             */
            selector: string;
            /** @description unix ms first seen */
            first_seen_ms: components["schemas"]["UnixMillis"];
            /** @description monotonic per-instance sequence */
            seq: number;
        };
        EthMempoolInfo: {
            /** @description resident transactions */
            count: number;
            added_total: number;
            removed_total: number;
            /** @description stream subscribers */
            subscribers: number;
            seq: number;
        };
        /** @description HTTP 403 body when an admin-flagged key is required. */
        AdminRequired: Record<string, never>;
        /** @description Body of HTTP 503: the key store cannot be consulted; the service fails closed. A refusal, never retried. */
        AuthUnavailable: {
            /** @constant */
            code: "AUTH_UNAVAILABLE";
        };
        /** @description 20-byte Ethereum address, 0x hex. */
        EthAddress: string;
        /** @description 32-byte hash, 0x hex. */
        EthHash: string;
        /** @description Body of HTTP 401 on a key-only endpoint called without a valid key. */
        InvalidApiKey: {
            /** @constant */
            code: "INVALID_API_KEY";
        };
        /**
         * @description Non-negative integer carried as a JSON string (amounts, supplies, raw token units). May exceed 2^64.
         * @example 0
         * @example 23113653069174808444
         */
        UintString: string;
        UnixMillis: number;
        "mempool_info.params": Record<string, never>;
        "mempool_info.result": components["schemas"]["EthMempoolInfo"];
        "mempool_txids.params": {
            limit?: number;
        };
        "mempool_txids.result": {
            txids: components["schemas"]["EthHash"][];
            count: number;
            seq: number;
        };
        "mempool_entry.params": {
            txid: components["schemas"]["EthHash"];
        };
        "mempool_entry.result": components["schemas"]["TxRecord"];
        "mempool_recent.params": {
            limit?: number;
        };
        "mempool_recent.result": {
            entries: components["schemas"]["TxRecord"][];
            seq: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
