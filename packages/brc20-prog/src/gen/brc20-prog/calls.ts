// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as M from './meta.js';

/** Each method's validator module, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "ethBlockNumber"?: typeof import('./validators/ethBlockNumber.cjs');
  "ethGetBlockByNumber"?: typeof import('./validators/ethGetBlockByNumber.cjs');
  "ethGetBlockByHash"?: typeof import('./validators/ethGetBlockByHash.cjs');
  "ethGetTransactionReceipt"?: typeof import('./validators/ethGetTransactionReceipt.cjs');
  "ethCall"?: typeof import('./validators/ethCall.cjs');
  "ethEstimateGas"?: typeof import('./validators/ethEstimateGas.cjs');
  "debugTraceTransaction"?: typeof import('./validators/debugTraceTransaction.cjs');
  "txpoolContent"?: typeof import('./validators/txpoolContent.cjs');
  "brc20Balance"?: typeof import('./validators/brc20Balance.cjs');
  "brc20GetTxReceiptByInscriptionId"?: typeof import('./validators/brc20GetTxReceiptByInscriptionId.cjs');
  "brc20GetInscriptionIdByTxHash"?: typeof import('./validators/brc20GetInscriptionIdByTxHash.cjs');
} = {};

/** `eth_blockNumber` (by-position). Latest indexed height. */
export async function ethBlockNumber(gw: Gateway, params?: Params<"eth_blockNumber">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_blockNumber">>> {
  const V = (loaded["ethBlockNumber"] ??= await import('./validators/ethBlockNumber.cjs'));
  return rpcCall(gw, M.surface, { method: M.ethBlockNumber, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `eth_getBlockByNumber` (by-position). Block by number. */
export async function ethGetBlockByNumber(gw: Gateway, params: Params<"eth_getBlockByNumber">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_getBlockByNumber">>> {
  const V = (loaded["ethGetBlockByNumber"] ??= await import('./validators/ethGetBlockByNumber.cjs'));
  return rpcCall(gw, M.surface, { method: M.ethGetBlockByNumber, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `eth_getBlockByHash` (by-position). Block by hash. */
export async function ethGetBlockByHash(gw: Gateway, params: Params<"eth_getBlockByHash">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_getBlockByHash">>> {
  const V = (loaded["ethGetBlockByHash"] ??= await import('./validators/ethGetBlockByHash.cjs'));
  return rpcCall(gw, M.surface, { method: M.ethGetBlockByHash, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `eth_getTransactionReceipt` (by-position). Receipt of a transaction (logs and status). */
export async function ethGetTransactionReceipt(gw: Gateway, params: Params<"eth_getTransactionReceipt">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_getTransactionReceipt">>> {
  const V = (loaded["ethGetTransactionReceipt"] ??= await import('./validators/ethGetTransactionReceipt.cjs'));
  return rpcCall(gw, M.surface, { method: M.ethGetTransactionReceipt, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `eth_call` (by-position). Read-only contract call. */
export async function ethCall(gw: Gateway, params: Params<"eth_call">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_call">>> {
  const V = (loaded["ethCall"] ??= await import('./validators/ethCall.cjs'));
  return rpcCall(gw, M.surface, { method: M.ethCall, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `eth_estimateGas` (by-position). Gas estimate of a call. */
export async function ethEstimateGas(gw: Gateway, params: Params<"eth_estimateGas">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_estimateGas">>> {
  const V = (loaded["ethEstimateGas"] ??= await import('./validators/ethEstimateGas.cjs'));
  return rpcCall(gw, M.surface, { method: M.ethEstimateGas, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `debug_traceTransaction` (by-position). Call trace of a transaction; requires trace recording enabled on the server. */
export async function debugTraceTransaction(gw: Gateway, params: Params<"debug_traceTransaction">, opts?: RpcCallOptions): Promise<Reply<Result<"debug_traceTransaction">>> {
  const V = (loaded["debugTraceTransaction"] ??= await import('./validators/debugTraceTransaction.cjs'));
  return rpcCall(gw, M.surface, { method: M.debugTraceTransaction, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `txpool_content` (by-position). Pending transactions sent out of order. */
export async function txpoolContent(gw: Gateway, params?: Params<"txpool_content">, opts?: RpcCallOptions): Promise<Reply<Result<"txpool_content">>> {
  const V = (loaded["txpoolContent"] ??= await import('./validators/txpoolContent.cjs'));
  return rpcCall(gw, M.surface, { method: M.txpoolContent, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `brc20_balance` (by-name). Current in-module balance of a pkscript for a ticker. */
export async function brc20Balance(gw: Gateway, params: Params<"brc20_balance">, opts?: RpcCallOptions): Promise<Reply<Result<"brc20_balance">>> {
  const V = (loaded["brc20Balance"] ??= await import('./validators/brc20Balance.cjs'));
  return rpcCall(gw, M.surface, { method: M.brc20Balance, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `brc20_getTxReceiptByInscriptionId` (by-position). Receipt of the module transaction created by an inscription. */
export async function brc20GetTxReceiptByInscriptionId(gw: Gateway, params: Params<"brc20_getTxReceiptByInscriptionId">, opts?: RpcCallOptions): Promise<Reply<Result<"brc20_getTxReceiptByInscriptionId">>> {
  const V = (loaded["brc20GetTxReceiptByInscriptionId"] ??= await import('./validators/brc20GetTxReceiptByInscriptionId.cjs'));
  return rpcCall(gw, M.surface, { method: M.brc20GetTxReceiptByInscriptionId, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `brc20_getInscriptionIdByTxHash` (by-position). Inscription id that created a module transaction. */
export async function brc20GetInscriptionIdByTxHash(gw: Gateway, params: Params<"brc20_getInscriptionIdByTxHash">, opts?: RpcCallOptions): Promise<Reply<Result<"brc20_getInscriptionIdByTxHash">>> {
  const V = (loaded["brc20GetInscriptionIdByTxHash"] ??= await import('./validators/brc20GetInscriptionIdByTxHash.cjs'));
  return rpcCall(gw, M.surface, { method: M.brc20GetInscriptionIdByTxHash, validators: { params: V.params, result: V.result }, params }, opts);
}
