// Generated from specs/openrpc/reorg.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
import type { Validator } from '@gw/runtime';

export declare const params__getblockcount: Validator;
export declare const result__getblockcount: Validator;
export declare const params__getblockhash: Validator;
export declare const result__getblockhash: Validator;
export declare const params__getbestblockhash: Validator;
export declare const result__getbestblockhash: Validator;
