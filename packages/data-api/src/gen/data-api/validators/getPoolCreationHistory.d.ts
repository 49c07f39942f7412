// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
import type { Validator } from '@gw/runtime';

export declare const input: Validator;
export declare const response__200: Validator;
export declare const response__401: Validator;
export declare const response__default: Validator;
