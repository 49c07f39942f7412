// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        MempoolStreamSubscribe: {
            /** @constant */
            op?: "subscribe";
            /** @description Observed: `tx` -> add/remove, `block` -> block, `info` reserved; defaults to all (`["*"]`, `["all"]` accepted). */
            channels?: string[];
            /** @description Attach point: the `seq` returned by mempool_snapshot (seed 002, Bitcoin mempool rule 2). The seed names the mechanism but not the message that carries it; observed as a subscribe field. A stale value was observed to get `reset` (no replay). */
            since_seq?: number;
            include_hex?: boolean;
        };
        MempoolStreamUnsubscribe: {
            /** @constant */
            op?: "unsubscribe";
            channels?: string[];
        };
        MempoolStreamPing: {
            /** @constant */
            op?: "ping";
        };
        MempoolStreamHello: {
            /** @constant */
            type?: "hello";
            /**
             * @description Server instance; compare with mempool_snapshot's `instance`: a changed instance means a full resync.
             * @example a3f1c07e
             */
            instance?: string;
            /** @example 91827 */
            seq?: number;
            /** @example 142331 */
            count?: number;
            replayed?: boolean;
        };
        /** @description Observed flat (no `record` wrapper), with the mempool entry's fields. */
        MempoolStreamAdd: {
            /** @constant */
            type?: "add";
            seq?: number;
            txid?: components["schemas"]["Txid"];
            wtxid?: components["schemas"]["Txid"];
            /** @example 141 */
            vsize?: number;
            /** @example 561 */
            weight?: number;
            /**
             * @description Observed as a JSON number of satoshis (e.g. 1410); absent when unknown. Type left open: the seed shows no type for the mempool entry's `fee`.
             * @example 1410
             */
            fee?: unknown;
            /**
             * @description Observed as a JSON number in sat/vB (e.g. 10.0); absent when unknown. Type left open.
             * @example 10
             */
            feerate?: unknown;
            /** @description Unix milliseconds of first sight by this service. */
            first_seen?: number;
            /**
             * @example p2p
             * @example edge
             */
            origin?: string;
            provisional?: boolean;
            rbf?: boolean;
        };
        MempoolStreamRemove: {
            /** @constant */
            type?: "remove";
            seq?: number;
            txid?: components["schemas"]["Txid"];
            vsize?: number;
            /**
             * @description Observed: `mined` (sent before the `block` frame), `replaced` (BIP125), `evicted` (memory cap), `provisional_expired`, `expired`.
             * @example mined
             * @example replaced
             * @example evicted
             * @example provisional_expired
             * @example expired
             */
            reason?: string;
        };
        MempoolStreamBlock: {
            /** @constant */
            type?: "block";
            seq?: number;
            /** @example 961541 */
            height?: number;
            hash?: string;
            /** @example 1843 */
            removed?: number;
        };
        MempoolStreamReset: {
            /** @constant */
            type?: "reset";
            seq?: number;
            /**
             * @description Observed: `lagged` for a slow client (which stays connected); also sent for a stale `since_seq`, an unknown op or malformed JSON.
             * @example lagged
             */
            reason?: string;
            /** @constant */
            action?: "resync";
        };
        MempoolStreamPong: {
            /** @constant */
            type?: "pong";
            seq?: number;
        };
        /** @description Bitcoin transaction id, display-order lowercase hex. */
        Txid: string;
        "frame.subscribe": components["schemas"]["MempoolStreamSubscribe"];
        "frame.unsubscribe": components["schemas"]["MempoolStreamUnsubscribe"];
        "frame.ping": components["schemas"]["MempoolStreamPing"];
        "frame.hello": components["schemas"]["MempoolStreamHello"];
        "frame.add": components["schemas"]["MempoolStreamAdd"];
        "frame.remove": components["schemas"]["MempoolStreamRemove"];
        "frame.block": components["schemas"]["MempoolStreamBlock"];
        "frame.reset": components["schemas"]["MempoolStreamReset"];
        "frame.pong": components["schemas"]["MempoolStreamPong"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
