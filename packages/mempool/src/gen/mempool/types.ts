// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Monotonic sequence number, never reused; with `instance`, the `since_seq` attach point of the change stream. */
        Seq: number;
        /**
         * @description Identifier of the serving instance; a changed instance means a full resync.
         * @example a3f1c07e
         */
        Instance: string;
        /** @description share of entries whose fee is known, 0.0 to 1.0 */
        FeeCoverage: number;
        /** @description Bitcoin mempool entry `{txid, wtxid, vsize, weight, fee, feerate, first_seen, seq, origin, provisional, rbf}`. `fee` and `feerate` are absent when unknown. With `include_hex` true the entry also carries the raw hex under a field whose name is not shown, so the record stays open. */
        MempoolEntry: {
            /** @description display-order hex */
            txid: components["schemas"]["Txid"];
            /** @description witness txid */
            wtxid: components["schemas"]["Txid"];
            vsize: number;
            weight: number;
            /**
             * @description satoshis; absent when unknown
             * @example 1410
             */
            fee?: number;
            /**
             * @description sat/vB; absent when unknown
             * @example 10
             */
            feerate?: number;
            /** @description unix milliseconds of first sight by this service (not by the node) */
            first_seen: components["schemas"]["UnixMillis"];
            seq: components["schemas"]["Seq"];
            /**
             * @description values shown: `p2p`, `edge` (edge = added by the admin observe route)
             * @example p2p
             * @example edge
             */
            origin: string;
            provisional: boolean;
            rbf: boolean;
        };
        /** @description `{count, bytes, vbytes, total_fee, fee_known, fee_coverage (0.0 to 1.0), provisional (count), seq, instance, added_total, removed_total, subscribers}`. */
        MempoolInfo: {
            count: number;
            bytes: number;
            vbytes: number;
            /** @description satoshis over fee-known entries */
            total_fee: number;
            /** @description entries whose fee is known */
            fee_known: number;
            fee_coverage: components["schemas"]["FeeCoverage"];
            /** @description count of provisional entries */
            provisional: number;
            seq: components["schemas"]["Seq"];
            instance: components["schemas"]["Instance"];
            added_total: number;
            removed_total: number;
            subscribers: number;
        };
        /** @description HTTP 403 body when an admin-flagged key is required. */
        AdminRequired: Record<string, never>;
        /** @description Body of HTTP 503: the key store cannot be consulted; the service fails closed. A refusal, never retried. */
        AuthUnavailable: {
            /** @constant */
            code: "AUTH_UNAVAILABLE";
        };
        /** @description Even-length hex, no prefix. */
        HexString: string;
        /** @description Body of HTTP 401 on a key-only endpoint called without a valid key. */
        InvalidApiKey: {
            /** @constant */
            code: "INVALID_API_KEY";
        };
        /** @description Bitcoin transaction id, display-order lowercase hex. */
        Txid: string;
        UnixMillis: number;
        "mempool_info.params": Record<string, never>;
        "mempool_info.result": components["schemas"]["MempoolInfo"];
        "mempool_txids.params": {
            limit?: number;
        };
        "mempool_txids.result": {
            /** @description order is unspecified and unstable */
            txids: components["schemas"]["Txid"][];
            count: number;
            seq: components["schemas"]["Seq"];
        };
        "mempool_entry.params": {
            txid: components["schemas"]["Txid"];
            /** @default false */
            include_hex?: boolean;
        };
        "mempool_entry.result": components["schemas"]["MempoolEntry"];
        "mempool_entries.params": {
            txids: components["schemas"]["Txid"][];
            /** @default false */
            include_hex?: boolean;
        };
        "mempool_entries.result": {
            entries: components["schemas"]["MempoolEntry"][];
            /** @description requested txids not in the mempool (no error is raised for them) */
            missing: components["schemas"]["Txid"][];
        };
        "mempool_raw.params": {
            txid: components["schemas"]["Txid"];
        };
        "mempool_raw.result": {
            hex: components["schemas"]["HexString"];
        };
        "mempool_recent.params": {
            limit?: number;
        };
        "mempool_recent.result": {
            /** @description newest first */
            entries: components["schemas"]["MempoolEntry"][];
            seq: components["schemas"]["Seq"];
        };
        "mempool_snapshot.params": {
            limit?: number;
            /** @default 0 */
            cursor?: number;
            /** @default false */
            include_hex?: boolean;
        };
        "mempool_snapshot.result": {
            entries: components["schemas"]["MempoolEntry"][];
            /** @description pass back as `cursor` for the next page (inclusive or exclusive is not shown; see the `cursor` parameter's x-assumption) */
            cursor: number;
            has_more: boolean;
            seq: components["schemas"]["Seq"];
            count: number;
            instance: components["schemas"]["Instance"];
        };
        "mempool_feerate_histogram.params": {
            buckets?: number[];
        };
        "mempool_feerate_histogram.result": {
            /**
             * @description `[[floor sat/vB, vbytes]]`, in ascending floor order
             * @example [
             *       [
             *         0,
             *         0
             *       ],
             *       [
             *         1,
             *         412000
             *       ]
             *     ]
             */
            histogram: number[][];
            fee_coverage: components["schemas"]["FeeCoverage"];
            count: number;
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
