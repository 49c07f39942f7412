// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
import type { Validator } from '@gw/runtime';

export declare const input__mempool_observe: Validator;
export declare const response__mempool_observe__200: Validator;
export declare const response__mempool_observe__401: Validator;
export declare const response__mempool_observe__403: Validator;
export declare const response__mempool_observe__503: Validator;
export declare const response__reorg_usage__200: Validator;
export declare const response__reorg_usage__401: Validator;
