// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as L from './load-validators.js';
import * as M from './meta.js';

/** `eth_blockNumber` (by-position). Latest indexed height. */
export async function ethBlockNumber(gw: Gateway, params?: Params<"eth_blockNumber">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_blockNumber">>> {
  return await rpcCall(gw, M.surface, { method: M.ethBlockNumber, validators: await L.ethBlockNumberValidators(), params }, opts);
}

/** `eth_getBlockByNumber` (by-position). Block by number. */
export async function ethGetBlockByNumber(gw: Gateway, params: Params<"eth_getBlockByNumber">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_getBlockByNumber">>> {
  return await rpcCall(gw, M.surface, { method: M.ethGetBlockByNumber, validators: await L.ethGetBlockByNumberValidators(), params }, opts);
}

/** `eth_getBlockByHash` (by-position). Block by hash. */
export async function ethGetBlockByHash(gw: Gateway, params: Params<"eth_getBlockByHash">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_getBlockByHash">>> {
  return await rpcCall(gw, M.surface, { method: M.ethGetBlockByHash, validators: await L.ethGetBlockByHashValidators(), params }, opts);
}

/** `eth_getTransactionReceipt` (by-position). Receipt of a transaction (logs and status). */
export async function ethGetTransactionReceipt(gw: Gateway, params: Params<"eth_getTransactionReceipt">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_getTransactionReceipt">>> {
  return await rpcCall(gw, M.surface, { method: M.ethGetTransactionReceipt, validators: await L.ethGetTransactionReceiptValidators(), params }, opts);
}

/** `eth_call` (by-position). Read-only contract call. */
export async function ethCall(gw: Gateway, params: Params<"eth_call">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_call">>> {
  return await rpcCall(gw, M.surface, { method: M.ethCall, validators: await L.ethCallValidators(), params }, opts);
}

/** `eth_estimateGas` (by-position). Gas estimate of a call. */
export async function ethEstimateGas(gw: Gateway, params: Params<"eth_estimateGas">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_estimateGas">>> {
  return await rpcCall(gw, M.surface, { method: M.ethEstimateGas, validators: await L.ethEstimateGasValidators(), params }, opts);
}

/** `debug_traceTransaction` (by-position). Call trace of a transaction; requires trace recording enabled on the server. */
export async function debugTraceTransaction(gw: Gateway, params: Params<"debug_traceTransaction">, opts?: RpcCallOptions): Promise<Reply<Result<"debug_traceTransaction">>> {
  return await rpcCall(gw, M.surface, { method: M.debugTraceTransaction, validators: await L.debugTraceTransactionValidators(), params }, opts);
}

/** `txpool_content` (by-position). Pending transactions sent out of order. */
export async function txpoolContent(gw: Gateway, params?: Params<"txpool_content">, opts?: RpcCallOptions): Promise<Reply<Result<"txpool_content">>> {
  return await rpcCall(gw, M.surface, { method: M.txpoolContent, validators: await L.txpoolContentValidators(), params }, opts);
}

/** `brc20_balance` (by-name). Current in-module balance of a pkscript for a ticker. */
export async function brc20Balance(gw: Gateway, params: Params<"brc20_balance">, opts?: RpcCallOptions): Promise<Reply<Result<"brc20_balance">>> {
  return await rpcCall(gw, M.surface, { method: M.brc20Balance, validators: await L.brc20BalanceValidators(), params }, opts);
}

/** `brc20_getTxReceiptByInscriptionId` (by-position). Receipt of the module transaction created by an inscription. */
export async function brc20GetTxReceiptByInscriptionId(gw: Gateway, params: Params<"brc20_getTxReceiptByInscriptionId">, opts?: RpcCallOptions): Promise<Reply<Result<"brc20_getTxReceiptByInscriptionId">>> {
  return await rpcCall(gw, M.surface, { method: M.brc20GetTxReceiptByInscriptionId, validators: await L.brc20GetTxReceiptByInscriptionIdValidators(), params }, opts);
}

/** `brc20_getInscriptionIdByTxHash` (by-position). Inscription id that created a module transaction. */
export async function brc20GetInscriptionIdByTxHash(gw: Gateway, params: Params<"brc20_getInscriptionIdByTxHash">, opts?: RpcCallOptions): Promise<Reply<Result<"brc20_getInscriptionIdByTxHash">>> {
  return await rpcCall(gw, M.surface, { method: M.brc20GetInscriptionIdByTxHash, validators: await L.brc20GetInscriptionIdByTxHashValidators(), params }, opts);
}
