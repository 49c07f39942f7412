// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';
import * as V_ethBlockNumber from './validators/ethBlockNumber.js';
import * as V_ethGetBlockByNumber from './validators/ethGetBlockByNumber.js';
import * as V_ethGetBlockByHash from './validators/ethGetBlockByHash.js';
import * as V_ethGetTransactionReceipt from './validators/ethGetTransactionReceipt.js';
import * as V_ethCall from './validators/ethCall.js';
import * as V_ethEstimateGas from './validators/ethEstimateGas.js';
import * as V_debugTraceTransaction from './validators/debugTraceTransaction.js';
import * as V_txpoolContent from './validators/txpoolContent.js';
import * as V_brc20Balance from './validators/brc20Balance.js';
import * as V_brc20GetTxReceiptByInscriptionId from './validators/brc20GetTxReceiptByInscriptionId.js';
import * as V_brc20GetInscriptionIdByTxHash from './validators/brc20GetInscriptionIdByTxHash.js';

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "eth_blockNumber": {
    meta: M.ethBlockNumber,
    validators: { params: V_ethBlockNumber.params, result: V_ethBlockNumber.result },
    client: "ethBlockNumber",
  },
  "eth_getBlockByNumber": {
    meta: M.ethGetBlockByNumber,
    validators: { params: V_ethGetBlockByNumber.params, result: V_ethGetBlockByNumber.result },
    client: "ethGetBlockByNumber",
  },
  "eth_getBlockByHash": {
    meta: M.ethGetBlockByHash,
    validators: { params: V_ethGetBlockByHash.params, result: V_ethGetBlockByHash.result },
    client: "ethGetBlockByHash",
  },
  "eth_getTransactionReceipt": {
    meta: M.ethGetTransactionReceipt,
    validators: { params: V_ethGetTransactionReceipt.params, result: V_ethGetTransactionReceipt.result },
    client: "ethGetTransactionReceipt",
  },
  "eth_call": {
    meta: M.ethCall,
    validators: { params: V_ethCall.params, result: V_ethCall.result },
    client: "ethCall",
  },
  "eth_estimateGas": {
    meta: M.ethEstimateGas,
    validators: { params: V_ethEstimateGas.params, result: V_ethEstimateGas.result },
    client: "ethEstimateGas",
  },
  "debug_traceTransaction": {
    meta: M.debugTraceTransaction,
    validators: { params: V_debugTraceTransaction.params, result: V_debugTraceTransaction.result },
    client: "debugTraceTransaction",
  },
  "txpool_content": {
    meta: M.txpoolContent,
    validators: { params: V_txpoolContent.params, result: V_txpoolContent.result },
    client: "txpoolContent",
  },
  "brc20_balance": {
    meta: M.brc20Balance,
    validators: { params: V_brc20Balance.params, result: V_brc20Balance.result },
    client: "brc20Balance",
  },
  "brc20_getTxReceiptByInscriptionId": {
    meta: M.brc20GetTxReceiptByInscriptionId,
    validators: { params: V_brc20GetTxReceiptByInscriptionId.params, result: V_brc20GetTxReceiptByInscriptionId.result },
    client: "brc20GetTxReceiptByInscriptionId",
  },
  "brc20_getInscriptionIdByTxHash": {
    meta: M.brc20GetInscriptionIdByTxHash,
    validators: { params: V_brc20GetInscriptionIdByTxHash.params, result: V_brc20GetInscriptionIdByTxHash.result },
    client: "brc20GetInscriptionIdByTxHash",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
