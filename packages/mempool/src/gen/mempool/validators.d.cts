// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
import type { Validator } from '@gw/runtime';

export declare const params__mempool_info: Validator;
export declare const result__mempool_info: Validator;
export declare const params__mempool_txids: Validator;
export declare const result__mempool_txids: Validator;
export declare const params__mempool_entry: Validator;
export declare const result__mempool_entry: Validator;
export declare const params__mempool_entries: Validator;
export declare const result__mempool_entries: Validator;
export declare const params__mempool_raw: Validator;
export declare const result__mempool_raw: Validator;
export declare const params__mempool_recent: Validator;
export declare const result__mempool_recent: Validator;
export declare const params__mempool_snapshot: Validator;
export declare const result__mempool_snapshot: Validator;
export declare const params__mempool_feerate_histogram: Validator;
export declare const result__mempool_feerate_histogram: Validator;
