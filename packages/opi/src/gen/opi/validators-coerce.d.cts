// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
import type { Validator } from '@gw/runtime';

export declare const input__get_current_balance_of_wallet: Validator;
export declare const input__balance_on_block: Validator;
export declare const input__holders: Validator;
export declare const input__get_valid_tx_notes_of_wallet: Validator;
export declare const input__get_valid_tx_notes_of_ticker: Validator;
export declare const input__activity_on_block: Validator;
export declare const input__event: Validator;
export declare const input__bitcoin_rpc_results_on_block: Validator;
export declare const input__get_hash_of_all_activity: Validator;
