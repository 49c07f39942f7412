// Generated from specs/openrpc/frusd.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
import type { Validator } from '@gw/runtime';

export declare const params__metashrew_view: Validator;
export declare const result__metashrew_view: Validator;
