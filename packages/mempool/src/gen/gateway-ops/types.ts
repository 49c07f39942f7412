// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export interface paths {
    "/mempool/observe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a transaction to the mempool view as an edge observation (admin).
         * @description Not JSON-RPC. "body is `{hex: <tx hex>}` or the raw transaction bytes; requires an admin-flagged key; adds the transaction with origin `edge` and provisional true; does not broadcast or forward to the node." (seed 002 §Bitcoin mempool)
         */
        post: operations["mempool-observe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reorg/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage document of the reorg helper.
         * @description "`GET` on the same path returns a short plain-text usage document." The helper itself is a fake bitcoind JSON-RPC at `POST /v4/<API_KEY>/reorg/<N>` that makes an indexer roll back to height N (mainnet only); "an unkeyed request returns HTTP 401 `{code: 'INVALID_API_KEY'}`."
         */
        get: operations["reorg-usage"];
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
        /** @description `{hex: <tx hex>}`: the raw transaction as hex. */
        ObserveRequest: {
            /** @description Raw transaction, hex. */
            hex: components["schemas"]["HexString"];
        };
        /** @description The raw transaction bytes. */
        RawTransaction: string;
        /** @description Why the body is not a transaction. */
        ObserveRefused: {
            error: string;
        };
        /** @description Answer of the observe route. */
        ObserveResult: unknown;
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
    };
    responses: {
        /** @description Unkeyed or invalid key: HTTP 401 `{code: INVALID_API_KEY}`. */
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
        /** @description The key store cannot be consulted; the service fails closed (a refusal, not an outage to retry through). */
        AuthUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "AUTH_UNAVAILABLE"
                 *     }
                 */
                "application/json": components["schemas"]["AuthUnavailable"];
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
    "mempool-observe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObserveRequest"];
                "application/octet-stream": components["schemas"]["RawTransaction"];
            };
        };
        responses: {
            /** @description Accepted: the transaction is resident with origin `edge`, provisional true. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObserveResult"];
                };
            };
            /** @description The body does not decode as a Bitcoin transaction; nothing is added. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObserveRefused"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key is not admin-flagged (seed 002 §Authentication, 5). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRequired"];
                };
            };
            503: components["responses"]["AuthUnavailable"];
        };
    };
    "reorg-usage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Rollback height N; no safety cap (N = 0 is accepted).
                 * @example 0
                 */
                n: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plain-text usage document. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
}
