// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export interface paths {
    "/orderbook/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active markets with open-order counts.
         * @description Returns `{markets: [<market entry>]}` for active markets with open-order counts.
         */
        get: operations["markets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orderbook/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Book snapshot of a market topic.
         * @description Returns `{market: <topic>, orders: [<normalized order envelope>]}`; only non-terminal orders (open, matched, pending). The topic may be any scope: a whole book, a module, a collection, a loan-token or a pair.
         */
        get: operations["snapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orderbook/order/{source}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order.
         * @description Returns one normalized order envelope; HTTP 404 when unknown.
         */
        get: operations["order"];
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
        /**
         * @description Market topic text form. "A topic scope may also be a whole book (`<source>:<network>:book:*`), a module, a collection, a loan-token or a pair." (seed 000 §Orderbook shapes). Observed (pub-docs): pair topics are directional (`loanId_collateralId`), unsorted.
         * @example lending:mainnet:pair:2:0_32:0
         * @example orbitals:mainnet:module:fire-pos
         * @example orbitals:mainnet:book:*
         * @example orbitals:mainnet:collection:2:100
         * @example lending:mainnet:loan-token:2:0
         */
        MarketTopic: string | unknown | unknown | unknown | unknown | unknown;
        /** @description Market entry `{source, network, market_key, open_orders}` (seed 000 §Orderbook shapes). */
        MarketEntry: {
            /**
             * @description Markets seen have source values `lending` and `orbitals`.
             * @example lending
             * @example orbitals
             */
            source: string;
            /** @example mainnet */
            network: string;
            /** @description The market's topic key. */
            market_key: string;
            open_orders: number;
        };
        /** @description `{markets: [<market entry>]}`. */
        MarketsResponse: {
            markets: components["schemas"]["MarketEntry"][];
        };
        /**
         * @description Order status. "`open`, `matched` and `pending` are non-terminal and are the only ones returned in a snapshot." Observed (pub-docs) terminal statuses: `filled`, `taken`, `cancelled`, `expired`, `removed`; transitions undocumented.
         * @example open
         * @example matched
         * @example pending
         * @example filled
         * @example taken
         * @example cancelled
         * @example expired
         * @example removed
         */
        OrderStatus: string;
        /**
         * @description The non-terminal statuses, the only ones a snapshot returns (seed 000 §States and transitions).
         * @enum {string}
         */
        NonTerminalOrderStatus: "open" | "matched" | "pending";
        /** @description Asset of an order (observed, pub-docs). */
        OrderAsset: {
            /** @description Roles seen: `loan`, `collateral`. */
            role?: string;
            tokenId?: components["schemas"]["AlkaneIdText"];
            amountRaw?: components["schemas"]["UintString"];
        };
        /** @description The normalized order envelope (seed 000 §Orderbook shapes). Its fields are not shown: the record stays open; the fields below are observed (pub-docs) and optional. */
        OrderEnvelope: {
            /** @description Seen: `orbitals`, `lending`. */
            source?: string;
            /** @description e.g. `clx123abc`. */
            id?: string;
            /** @description Seen: `mainnet`. */
            network?: string;
            /** @description Seen: `listing`, `offer`. */
            kind?: string;
            /** @description Seen: `sell`/`buy` (orbitals), `creditor`/`debitor` (lending). */
            side?: string;
            /** @description Topic string. */
            marketKey?: string;
            /** @description Topic strings, including `<source>:<network>:book:*`. */
            topics?: string[];
            makerAddress?: string;
            status?: components["schemas"]["OrderStatus"];
            /** @description Decimal string (may exceed 2^53). */
            price?: components["schemas"]["DecimalString"];
            /** @description Seen: `DIESEL` (orbitals), `apr-bp` (lending). */
            priceUnit?: string;
            assets?: components["schemas"]["OrderAsset"][];
            /** @description Base64 PSBT (offers). */
            psbt?: string;
            /** @description Epoch MICROseconds, e.g. 1784592000000000. */
            createdAt?: number;
            /** @description Epoch microseconds. */
            updatedAt?: number;
            /** @description Source-specific, e.g. `{aprBp: "1200", durationBlocks: "144"}`, raw status, module data. */
            ext?: Record<string, never>;
        };
        /** @description A normalized order envelope in a snapshot: only non-terminal orders, so `status` (observed field name) is one of `open`, `matched`, `pending`. */
        SnapshotOrder: {
            status?: components["schemas"]["NonTerminalOrderStatus"];
        } & components["schemas"]["OrderEnvelope"];
        /** @description `{market: <topic>, orders: [<normalized order envelope>]}` (seed 000 §Orderbook read API). */
        Snapshot: {
            market: components["schemas"]["MarketTopic"];
            orders: components["schemas"]["SnapshotOrder"][];
        };
        /** @description Body of HTTP 404 for an unknown order. The seed names only the status ("HTTP 404 order not found"), not the body: left open. */
        OrderNotFound: unknown;
        /**
         * @description Alkane id text form `<block>:<tx>`.
         * @example 4:65522
         * @example 32:0
         */
        AlkaneIdText: string;
        /**
         * @description Non-negative decimal number carried as a JSON string (amounts, prices, rates). Never parse as a float.
         * @example 0
         * @example 21000000
         * @example 0.8604
         */
        DecimalString: string;
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
    };
    responses: {
        /** @description Invalid or inactive API key: HTTP 401 `{code: INVALID_API_KEY}` (seed 000 §Errors, 3 and 4). */
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
    markets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active markets. */
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
                     *       "markets": [
                     *         {
                     *           "source": "lending",
                     *           "network": "mainnet",
                     *           "market_key": "lending:mainnet:pair:2:0_32:0",
                     *           "open_orders": 3
                     *         },
                     *         {
                     *           "source": "orbitals",
                     *           "network": "mainnet",
                     *           "market_key": "orbitals:mainnet:module:fire-pos",
                     *           "open_orders": 12
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MarketsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    snapshot: {
        parameters: {
            query: {
                /**
                 * @description Market topic, any scope (e.g. `orbitals:mainnet:book:*`, `lending:mainnet:pair:2:0_32:0`).
                 * @example orbitals:mainnet:book:*
                 */
                market: components["schemas"]["MarketTopic"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The non-terminal orders of the topic. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Snapshot"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    order: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Order source (markets seen: `lending`, `orbitals`).
                 * @example orbitals
                 */
                source: string;
                /**
                 * @description Order id within the source.
                 * @example clx123abc
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Order not found (seed 000 §Errors, 3: "HTTP 404 order not found"). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNotFound"];
                };
            };
        };
    };
}
