// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
import type { Validator } from '@gw/runtime';

export declare const response__401: Validator;
export declare const response__default: Validator;
