// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
import type { Validator } from '@gw/runtime';

export declare const params: Validator;
export declare const result: Validator;
