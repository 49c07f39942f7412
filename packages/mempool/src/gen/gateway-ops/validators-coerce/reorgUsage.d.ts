// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
import type { Validator } from '@gw/runtime';

export declare const input: Validator;
