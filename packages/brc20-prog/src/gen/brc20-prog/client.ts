// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type BatchItem, type Gateway, type Reply, rpcBatch, type RpcCallOptions } from '@gw/runtime';
import * as calls from './calls.js';
import { validatorsOf } from './load-validators.js';
import * as M from './meta.js';
import type { components } from './types.js';

type S = components['schemas'];

/** Params and result types of every method, exactly as the spec declares them. */
export interface Methods {
  "eth_blockNumber": { params: S["eth_blockNumber.params"]; result: S["eth_blockNumber.result"] };
  "eth_getBlockByNumber": { params: S["eth_getBlockByNumber.params"]; result: S["eth_getBlockByNumber.result"] };
  "eth_getBlockByHash": { params: S["eth_getBlockByHash.params"]; result: S["eth_getBlockByHash.result"] };
  "eth_getTransactionReceipt": { params: S["eth_getTransactionReceipt.params"]; result: S["eth_getTransactionReceipt.result"] };
  "eth_call": { params: S["eth_call.params"]; result: S["eth_call.result"] };
  "eth_estimateGas": { params: S["eth_estimateGas.params"]; result: S["eth_estimateGas.result"] };
  "debug_traceTransaction": { params: S["debug_traceTransaction.params"]; result: S["debug_traceTransaction.result"] };
  "txpool_content": { params: S["txpool_content.params"]; result: S["txpool_content.result"] };
  "brc20_balance": { params: S["brc20_balance.params"]; result: S["brc20_balance.result"] };
  "brc20_getTxReceiptByInscriptionId": { params: S["brc20_getTxReceiptByInscriptionId.params"]; result: S["brc20_getTxReceiptByInscriptionId.result"] };
  "brc20_getInscriptionIdByTxHash": { params: S["brc20_getInscriptionIdByTxHash.params"]; result: S["brc20_getInscriptionIdByTxHash.result"] };
}

export type Params<M extends keyof Methods> = Methods[M]['params'];
export type Result<M extends keyof Methods> = Methods[M]['result'];

/** A call prepared for a batch (its validators load when the batch is sent); `T` is its result type. */
export interface Prepared<T> {
  readonly method: M.MethodMeta;
  readonly params: unknown;
  readonly __result?: T;
}

const metaOf: Record<keyof Methods, M.MethodMeta> = {
  "eth_blockNumber": M.ethBlockNumber,
  "eth_getBlockByNumber": M.ethGetBlockByNumber,
  "eth_getBlockByHash": M.ethGetBlockByHash,
  "eth_getTransactionReceipt": M.ethGetTransactionReceipt,
  "eth_call": M.ethCall,
  "eth_estimateGas": M.ethEstimateGas,
  "debug_traceTransaction": M.debugTraceTransaction,
  "txpool_content": M.txpoolContent,
  "brc20_balance": M.brc20Balance,
  "brc20_getTxReceiptByInscriptionId": M.brc20GetTxReceiptByInscriptionId,
  "brc20_getInscriptionIdByTxHash": M.brc20GetInscriptionIdByTxHash,
};

/** Builds a call for `batch` without sending it. */
export function prepare<M extends keyof Methods>(method: M, ...params: undefined extends Params<M> ? [Params<M>?] : [Params<M>]): Prepared<Result<M>> {
  return { method: metaOf[method], params: params[0] };
}

export interface Brc20ProgClient {
  /** `eth_blockNumber` (by-position). Latest indexed height. */
  ethBlockNumber(params?: Params<"eth_blockNumber">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_blockNumber">>>;
  /** `eth_getBlockByNumber` (by-position). Block by number. */
  ethGetBlockByNumber(params: Params<"eth_getBlockByNumber">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_getBlockByNumber">>>;
  /** `eth_getBlockByHash` (by-position). Block by hash. */
  ethGetBlockByHash(params: Params<"eth_getBlockByHash">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_getBlockByHash">>>;
  /** `eth_getTransactionReceipt` (by-position). Receipt of a transaction (logs and status). */
  ethGetTransactionReceipt(params: Params<"eth_getTransactionReceipt">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_getTransactionReceipt">>>;
  /** `eth_call` (by-position). Read-only contract call. */
  ethCall(params: Params<"eth_call">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_call">>>;
  /** `eth_estimateGas` (by-position). Gas estimate of a call. */
  ethEstimateGas(params: Params<"eth_estimateGas">, opts?: RpcCallOptions): Promise<Reply<Result<"eth_estimateGas">>>;
  /** `debug_traceTransaction` (by-position). Call trace of a transaction; requires trace recording enabled on the server. */
  debugTraceTransaction(params: Params<"debug_traceTransaction">, opts?: RpcCallOptions): Promise<Reply<Result<"debug_traceTransaction">>>;
  /** `txpool_content` (by-position). Pending transactions sent out of order. */
  txpoolContent(params?: Params<"txpool_content">, opts?: RpcCallOptions): Promise<Reply<Result<"txpool_content">>>;
  /** `brc20_balance` (by-name). Current in-module balance of a pkscript for a ticker. */
  brc20Balance(params: Params<"brc20_balance">, opts?: RpcCallOptions): Promise<Reply<Result<"brc20_balance">>>;
  /** `brc20_getTxReceiptByInscriptionId` (by-position). Receipt of the module transaction created by an inscription. */
  brc20GetTxReceiptByInscriptionId(params: Params<"brc20_getTxReceiptByInscriptionId">, opts?: RpcCallOptions): Promise<Reply<Result<"brc20_getTxReceiptByInscriptionId">>>;
  /** `brc20_getInscriptionIdByTxHash` (by-position). Inscription id that created a module transaction. */
  brc20GetInscriptionIdByTxHash(params: Params<"brc20_getInscriptionIdByTxHash">, opts?: RpcCallOptions): Promise<Reply<Result<"brc20_getInscriptionIdByTxHash">>>;
  /** Sends several prepared calls as one JSON-RPC batch; answers come back in call order. */
  batch<T extends readonly Prepared<unknown>[]>(calls: T, opts?: RpcCallOptions): Promise<Reply<{ [K in keyof T]: BatchItem<T[K] extends Prepared<infer R> ? R : never> }>>;
}

/** Every method as a method bound to `gw`; each loads its validators on its first call. */
export function createBrc20ProgClient(gw: Gateway): Brc20ProgClient {
  return {
    ethBlockNumber: (params, opts) => calls.ethBlockNumber(gw, params, opts),
    ethGetBlockByNumber: (params, opts) => calls.ethGetBlockByNumber(gw, params, opts),
    ethGetBlockByHash: (params, opts) => calls.ethGetBlockByHash(gw, params, opts),
    ethGetTransactionReceipt: (params, opts) => calls.ethGetTransactionReceipt(gw, params, opts),
    ethCall: (params, opts) => calls.ethCall(gw, params, opts),
    ethEstimateGas: (params, opts) => calls.ethEstimateGas(gw, params, opts),
    debugTraceTransaction: (params, opts) => calls.debugTraceTransaction(gw, params, opts),
    txpoolContent: (params, opts) => calls.txpoolContent(gw, params, opts),
    brc20Balance: (params, opts) => calls.brc20Balance(gw, params, opts),
    brc20GetTxReceiptByInscriptionId: (params, opts) => calls.brc20GetTxReceiptByInscriptionId(gw, params, opts),
    brc20GetInscriptionIdByTxHash: (params, opts) => calls.brc20GetInscriptionIdByTxHash(gw, params, opts),
    batch: async (prepared, opts) =>
      rpcBatch(gw, M.surface, await Promise.all(prepared.map(async (p) => ({ ...p, validators: await validatorsOf(p.method.name) }))), opts) as never,
  };
}
