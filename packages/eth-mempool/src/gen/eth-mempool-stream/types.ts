// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description `tx` delivers add/remove frames, `block` delivers block frames. Control frames (hello, reset, pong) are never filtered.
         * @enum {string}
         */
        StreamChannel: "tx" | "block";
        /** @description Monotonic per-instance sequence number (seed 002 TxRecord `seq`); used to detect gaps. */
        StreamSeq: number;
        /** @description Discriminator carried by server frames on the Bitcoin mempool stream. */
        FrameType: string;
        SubscribeFrame: {
            /** @constant */
            op: "subscribe";
            channels: components["schemas"]["StreamChannel"][];
        };
        UnsubscribeFrame: {
            /** @constant */
            op: "unsubscribe";
            channels?: components["schemas"]["StreamChannel"][];
        };
        PingFrame: {
            /** @constant */
            op: "ping";
        };
        /** @description Always the first server frame. `seq` is the server's current sequence; the next `add` carries `seq + 1` (a `remove` or `block` may carry `seq` itself). */
        HelloFrame: {
            /** @constant */
            type?: "hello";
            /**
             * @description Server instance id; a changed instance means a full resync (seq restarts).
             * @example a3f1c07e
             */
            instance: string;
            seq: components["schemas"]["StreamSeq"];
        };
        AddFrame: {
            /** @constant */
            type?: "add";
            record: components["schemas"]["TxRecord"];
            /** @description Stream sequence of this frame; equal to `record.seq` (the add increments `seq`, seed 002 §States and transitions). */
            seq: components["schemas"]["StreamSeq"];
        };
        RemoveFrame: {
            /** @constant */
            type?: "remove";
            hash: components["schemas"]["EthHash"];
            /**
             * @description Why the transaction left the view. `mined` is shown; other values are possible.
             * @example mined
             */
            reason: string;
            /** @description Stream position of this frame; the seed does not say a remove increments `seq`, so it may repeat the previous frame's seq or be the next one (see x-gw-seq-rule). */
            seq: components["schemas"]["StreamSeq"];
        };
        BlockFrame: {
            /** @constant */
            type?: "block";
            /** @description Block number. */
            number: number;
            hash: components["schemas"]["EthHash"];
            /** @description Number of resident transactions the block removed. */
            removed: number;
            /** @description Stream position of this frame; the seed does not say a block increments `seq`, so it may repeat the previous frame's seq or be the next one (see x-gw-seq-rule). */
            seq: components["schemas"]["StreamSeq"];
        };
        ResetFrame: {
            /** @constant */
            type?: "reset";
            /**
             * @description Why the stream was reset.
             * @example lagged
             */
            reason: string;
            /**
             * @description Re-fetch with mempool_recent and resume from the returned seq.
             * @constant
             */
            action: "resync";
            seq?: components["schemas"]["StreamSeq"];
        };
        /** @description Answer to `ping`. It has no required field; to stay distinguishable from the other frames it must not carry any of their identifying fields (`instance`, `record`, `hash`, `number`, `action`). */
        PongFrame: {
            /** @constant */
            type?: "pong";
            seq?: components["schemas"]["StreamSeq"];
        };
        /** @description Any server -> client frame. The frames are mutually exclusive by their required fields (and by `type` when present). */
        ServerFrame: components["schemas"]["HelloFrame"] | components["schemas"]["AddFrame"] | components["schemas"]["RemoveFrame"] | components["schemas"]["BlockFrame"] | components["schemas"]["ResetFrame"] | components["schemas"]["PongFrame"];
        /** @description Any client -> server frame. */
        ClientFrame: components["schemas"]["SubscribeFrame"] | components["schemas"]["UnsubscribeFrame"] | components["schemas"]["PingFrame"];
        /** @description 20-byte Ethereum address, 0x hex. */
        EthAddress: string;
        /** @description 32-byte hash, 0x hex. */
        EthHash: string;
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
        /**
         * @description Non-negative integer carried as a JSON string (amounts, supplies, raw token units). May exceed 2^64.
         * @example 0
         * @example 23113653069174808444
         */
        UintString: string;
        UnixMillis: number;
        "frame.subscribe": components["schemas"]["SubscribeFrame"];
        "frame.unsubscribe": components["schemas"]["UnsubscribeFrame"];
        "frame.ping": components["schemas"]["PingFrame"];
        "frame.hello": components["schemas"]["HelloFrame"];
        "frame.add": components["schemas"]["AddFrame"];
        "frame.remove": components["schemas"]["RemoveFrame"];
        "frame.block": components["schemas"]["BlockFrame"];
        "frame.reset": components["schemas"]["ResetFrame"];
        "frame.pong": components["schemas"]["PongFrame"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
