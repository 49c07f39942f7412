// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
import type { Validator } from '@gw/runtime';

export declare const response__markets__200: Validator;
export declare const response__markets__401: Validator;
export declare const response__snapshot__200: Validator;
export declare const response__snapshot__401: Validator;
export declare const response__order__200: Validator;
export declare const response__order__401: Validator;
export declare const response__order__404: Validator;
