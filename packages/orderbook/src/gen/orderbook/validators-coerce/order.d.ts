// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
import type { Validator } from '@gw/runtime';

export declare const input: Validator;
