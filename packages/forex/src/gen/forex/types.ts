// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description One of the 20 currencies the seed lists as covered.
         * @enum {string}
         */
        CurrencyCode: "USD" | "EUR" | "GBP" | "JPY" | "CNY" | "INR" | "CAD" | "AUD" | "CHF" | "BRL" | "MXN" | "ARS" | "NGN" | "ZAR" | "TRY" | "RUB" | "KRW" | "IDR" | "PHP" | "VND";
        /** @description Any three-letter currency code a caller may request; one outside the covered set is answered in `missing` (forex_rates) or with an error (forex_convert), never guessed. */
        RequestedCurrencyCode: string;
        /** @description forex_rates result (seed 002 §Forex result). */
        ForexRates: {
            base: components["schemas"]["RequestedCurrencyCode"];
            /** @description code → decimal string: amount of that currency per 1 unit of base; base's own rate is `1` */
            rates: {
                [key: string]: components["schemas"]["DecimalString"];
            };
            /** @description requested codes outside the set or that cannot be priced now; absent from `rates` */
            missing: components["schemas"]["RequestedCurrencyCode"][];
            /** @description optional; code → short reason, e.g. `no_quotes` */
            missing_reasons?: {
                [key: string]: string;
            };
            /** @description code → integer seconds (base has no entry) */
            age_seconds_by_currency: {
                [key: string]: number;
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC
             * @example 2026-09-10T16:57:19Z
             */
            as_of: string;
            /**
             * @description unix seconds
             * @example 1789059439
             */
            as_of_unix: number;
            /** @description true when even the freshest rate is older than the deployment's staleness threshold */
            stale: boolean;
            /** @description optional per-currency provenance block (with `provenance: true`) */
            provenance?: Record<string, never>;
        };
        /** @description `result` decimal string plus the same freshness fields as forex_rates (which of them exactly: not spelled out, so only `result` is required). */
        ForexConversion: {
            result: components["schemas"]["DecimalString"];
            /** Format: date-time */
            as_of?: string;
            as_of_unix?: number;
            stale?: boolean;
            age_seconds_by_currency?: {
                [key: string]: number;
            };
        };
        /** @description `age_seconds`, `stale`, `as_of`, and the available currencies; never errors on data state. */
        ForexStatus: {
            age_seconds: number;
            stale: boolean;
            /** Format: date-time */
            as_of: string;
        };
        /** @description `available`, `currencies`, `default_base`, `missing`. */
        ForexCurrencies: {
            /** @description currencies that can be priced now */
            available: unknown;
            /** @description the covered currency set */
            currencies: unknown;
            /** @example USD */
            default_base: components["schemas"]["RequestedCurrencyCode"];
            missing: components["schemas"]["RequestedCurrencyCode"][];
        };
        /** @description HTTP 403 body when an admin-flagged key is required. */
        AdminRequired: Record<string, never>;
        /** @description Body of HTTP 503: the key store cannot be consulted; the service fails closed. A refusal, never retried. */
        AuthUnavailable: {
            /** @constant */
            code: "AUTH_UNAVAILABLE";
        };
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
        "forex_rates.params": {
            /** @default USD */
            base?: string;
            quotes?: components["schemas"]["RequestedCurrencyCode"][];
            /** @default false */
            provenance?: boolean;
        };
        "forex_rates.result": components["schemas"]["ForexRates"];
        "forex_convert.params": {
            from: components["schemas"]["RequestedCurrencyCode"];
            to: components["schemas"]["RequestedCurrencyCode"];
            amount: components["schemas"]["DecimalString"] | number;
        };
        "forex_convert.result": components["schemas"]["ForexConversion"];
        "forex_status.params": Record<string, never>;
        "forex_status.result": components["schemas"]["ForexStatus"];
        "forex_currencies.params": Record<string, never>;
        "forex_currencies.result": components["schemas"]["ForexCurrencies"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
