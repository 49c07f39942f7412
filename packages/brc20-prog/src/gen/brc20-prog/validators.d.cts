// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
import type { Validator } from '@gw/runtime';

export declare const params__eth_blockNumber: Validator;
export declare const result__eth_blockNumber: Validator;
export declare const params__eth_getBlockByNumber: Validator;
export declare const result__eth_getBlockByNumber: Validator;
export declare const params__eth_getBlockByHash: Validator;
export declare const result__eth_getBlockByHash: Validator;
export declare const params__eth_getTransactionReceipt: Validator;
export declare const result__eth_getTransactionReceipt: Validator;
export declare const params__eth_call: Validator;
export declare const result__eth_call: Validator;
export declare const params__eth_estimateGas: Validator;
export declare const result__eth_estimateGas: Validator;
export declare const params__debug_traceTransaction: Validator;
export declare const result__debug_traceTransaction: Validator;
export declare const params__txpool_content: Validator;
export declare const result__txpool_content: Validator;
export declare const params__brc20_balance: Validator;
export declare const result__brc20_balance: Validator;
export declare const params__brc20_getTxReceiptByInscriptionId: Validator;
export declare const result__brc20_getTxReceiptByInscriptionId: Validator;
export declare const params__brc20_getInscriptionIdByTxHash: Validator;
export declare const result__brc20_getInscriptionIdByTxHash: Validator;
