// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Call object. The seed shows `{to, data}`; the other fields are those of Ethereum's execution-apis `GenericTransaction`, where the calldata is `input` (`data` is the older name, still accepted by Ethereum nodes and by the module, observed.md §11) and a missing or null `to` is a contract creation. Open: a node takes fields this list does not name. */
        EthCallRequest: {
            to?: components["schemas"]["EthAddress"] | null;
            data?: components["schemas"]["Hex0x"];
            input?: components["schemas"]["Hex0x"];
            from?: components["schemas"]["EthAddress"];
            gas?: components["schemas"]["EthQuantity"];
            gasPrice?: components["schemas"]["EthQuantity"];
            maxFeePerGas?: components["schemas"]["EthQuantity"];
            maxPriorityFeePerGas?: components["schemas"]["EthQuantity"];
            value?: components["schemas"]["EthQuantity"];
            nonce?: components["schemas"]["EthQuantity"];
            type?: string;
            chainId?: components["schemas"]["EthQuantity"];
            accessList?: {
                address: components["schemas"]["EthAddress"];
                storageKeys: components["schemas"]["EthHash"][];
            }[];
        };
        /**
         * @description Block tag (execution-apis `BlockTag`).
         * @enum {string}
         */
        BlockTag: "earliest" | "finalized" | "safe" | "latest" | "pending";
        /** @description A block number (0x quantity) or a tag (execution-apis `BlockNumberOrTag`). */
        BlockNumberOrTag: components["schemas"]["EthQuantity"] | components["schemas"]["BlockTag"];
        /** @description A block number, a tag or a block hash (execution-apis `BlockNumberOrTagOrHash`), or an EIP-1898 object `{blockHash, requireCanonical?}` / `{blockNumber}`. */
        BlockNumberOrTagOrHash: components["schemas"]["EthQuantity"] | components["schemas"]["BlockTag"] | components["schemas"]["EthHash"] | {
            blockHash: components["schemas"]["EthHash"];
            requireCanonical?: boolean;
        } | {
            blockNumber: components["schemas"]["EthQuantity"];
        };
        /** @description Tracing options (execution-apis `TraceConfig`): a named tracer (`callTracer`, `prestateTracer`, `4byteTracer`, ...) and its `tracerConfig`, or, without `tracer`, the options of the opcode logger. Open: tracers take their own options. */
        TraceConfig: {
            /**
             * @example callTracer
             * @example prestateTracer
             * @example 4byteTracer
             * @example noopTracer
             */
            tracer?: string;
            /** @description options of the named tracer, e.g. `{onlyTopCall: true}` */
            tracerConfig?: {
                [key: string]: unknown;
            };
            /** @description a Go duration, e.g. `5s` */
            timeout?: string;
            disableStorage?: boolean;
            disableStack?: boolean;
            enableMemory?: boolean;
            enableReturnData?: boolean;
            limit?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Ethereum block object; well-known fields, all optional; open. */
        EthBlock: {
            number?: components["schemas"]["EthQuantity"];
            hash?: components["schemas"]["EthHash"];
            parentHash?: components["schemas"]["EthHash"];
            timestamp?: components["schemas"]["EthQuantity"];
            gasLimit?: components["schemas"]["EthQuantity"];
            gasUsed?: components["schemas"]["EthQuantity"];
            miner?: components["schemas"]["EthAddress"];
            stateRoot?: components["schemas"]["EthHash"];
            transactionsRoot?: components["schemas"]["EthHash"];
            receiptsRoot?: components["schemas"]["EthHash"];
            logsBloom?: components["schemas"]["Hex0x"];
            /** @description transaction hashes, or transaction objects when fullTransactions is true */
            transactions?: (components["schemas"]["EthHash"] | Record<string, never>)[];
        };
        /** @description Ethereum log object; well-known fields, all optional; open. */
        EthLog: {
            address?: components["schemas"]["EthAddress"];
            topics?: components["schemas"]["EthHash"][];
            data?: components["schemas"]["Hex0x"];
            blockNumber?: components["schemas"]["EthQuantity"];
            blockHash?: components["schemas"]["EthHash"];
            transactionHash?: components["schemas"]["EthHash"];
            transactionIndex?: components["schemas"]["EthQuantity"];
            logIndex?: components["schemas"]["EthQuantity"];
            removed?: boolean;
        };
        /** @description Ethereum transaction receipt (logs and status); well-known fields, all optional; open. */
        EthReceipt: {
            transactionHash?: components["schemas"]["EthHash"];
            transactionIndex?: components["schemas"]["EthQuantity"];
            blockHash?: components["schemas"]["EthHash"];
            blockNumber?: components["schemas"]["EthQuantity"];
            from?: components["schemas"]["EthAddress"];
            to?: components["schemas"]["EthAddress"] | null;
            contractAddress?: components["schemas"]["EthAddress"] | null;
            cumulativeGasUsed?: components["schemas"]["EthQuantity"];
            gasUsed?: components["schemas"]["EthQuantity"];
            logs?: components["schemas"]["EthLog"][];
            logsBloom?: components["schemas"]["Hex0x"];
            /** @description `0x1` success, `0x0` failure */
            status?: components["schemas"]["EthQuantity"];
        };
        /** @description callTracer frame (geth); well-known fields, all optional; open. */
        CallTrace: {
            /**
             * @example CALL
             * @example STATICCALL
             * @example DELEGATECALL
             * @example CREATE
             */
            type?: string;
            from?: components["schemas"]["EthAddress"];
            to?: components["schemas"]["EthAddress"];
            value?: components["schemas"]["EthQuantity"];
            gas?: components["schemas"]["EthQuantity"];
            gasUsed?: components["schemas"]["EthQuantity"];
            input?: components["schemas"]["Hex0x"];
            output?: components["schemas"]["Hex0x"];
            error?: string;
            calls?: components["schemas"]["CallTrace"][];
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
        /** @description Ethereum JSON-RPC quantity: 0x hex without leading zeros. */
        EthQuantity: string;
        /** @description `0x`-prefixed hex of any length (may be just `0x`). */
        Hex0x: string;
        /** @description Even-length hex, no prefix. */
        HexString: string;
        /** @description Body of HTTP 401 on a key-only endpoint called without a valid key. */
        InvalidApiKey: {
            /** @constant */
            code: "INVALID_API_KEY";
        };
        "eth_blockNumber.params": unknown[];
        "eth_blockNumber.result": components["schemas"]["EthQuantity"];
        "eth_getBlockByNumber.params": [
            components["schemas"]["BlockNumberOrTag"],
            boolean
        ];
        "eth_getBlockByNumber.result": components["schemas"]["EthBlock"] | null;
        "eth_getBlockByHash.params": [
            components["schemas"]["EthHash"],
            boolean
        ];
        "eth_getBlockByHash.result": components["schemas"]["EthBlock"] | null;
        "eth_getTransactionReceipt.params": [
            components["schemas"]["EthHash"]
        ];
        "eth_getTransactionReceipt.result": components["schemas"]["EthReceipt"] | null;
        "eth_call.params": [
            components["schemas"]["EthCallRequest"]
        ] | [
            components["schemas"]["EthCallRequest"],
            components["schemas"]["BlockNumberOrTagOrHash"]
        ];
        "eth_call.result": components["schemas"]["Hex0x"];
        "eth_estimateGas.params": [
            components["schemas"]["EthCallRequest"]
        ] | [
            components["schemas"]["EthCallRequest"],
            components["schemas"]["BlockNumberOrTag"]
        ];
        "eth_estimateGas.result": components["schemas"]["EthQuantity"];
        "debug_traceTransaction.params": [
            components["schemas"]["EthHash"]
        ] | [
            components["schemas"]["EthHash"],
            components["schemas"]["TraceConfig"]
        ];
        "debug_traceTransaction.result": components["schemas"]["CallTrace"] | null | unknown;
        "txpool_content.params": unknown[];
        /** @description geth-style `{pending: {<from>: {<nonce>: tx}}, queued: {...}}` */
        "txpool_content.result": {
            pending?: Record<string, never>;
            queued?: Record<string, never>;
        };
        "brc20_balance.params": {
            pkscript: components["schemas"]["HexString"];
            /** @example ordi */
            ticker: string;
        };
        /** @description observed (BPM) `brc20_balance(pkscript, ticker) → string`, the balance as a 0x hex quantity (observed.md §11) */
        "brc20_balance.result": string;
        "brc20_getTxReceiptByInscriptionId.params": [
            string
        ];
        "brc20_getTxReceiptByInscriptionId.result": components["schemas"]["EthReceipt"] | null;
        "brc20_getInscriptionIdByTxHash.params": [
            components["schemas"]["EthHash"]
        ];
        "brc20_getInscriptionIdByTxHash.result": string | null;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
