// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
import type { Validator } from '@gw/runtime';

export declare const params__forex_rates: Validator;
export declare const result__forex_rates: Validator;
export declare const params__forex_convert: Validator;
export declare const result__forex_convert: Validator;
export declare const params__forex_status: Validator;
export declare const result__forex_status: Validator;
export declare const params__forex_currencies: Validator;
export declare const result__forex_currencies: Validator;
