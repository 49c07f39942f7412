// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
import type { Validator } from '@gw/runtime';

export declare const params__mempool_info: Validator;
export declare const result__mempool_info: Validator;
export declare const params__mempool_txids: Validator;
export declare const result__mempool_txids: Validator;
export declare const params__mempool_entry: Validator;
export declare const result__mempool_entry: Validator;
export declare const params__mempool_recent: Validator;
export declare const result__mempool_recent: Validator;
