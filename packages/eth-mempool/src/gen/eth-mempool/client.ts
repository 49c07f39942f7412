// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type BatchItem, type Gateway, type Reply, rpcBatch, rpcCall, type RpcCall, type RpcCallOptions } from '@gw/runtime';
import { type MethodEntry, methods, surface } from './methods.js';
import type { components } from './types.js';

type S = components['schemas'];

/** Params and result types of every method, exactly as the spec declares them. */
export interface Methods {
  "mempool_info": { params: S["mempool_info.params"]; result: S["mempool_info.result"] };
  "mempool_txids": { params: S["mempool_txids.params"]; result: S["mempool_txids.result"] };
  "mempool_entry": { params: S["mempool_entry.params"]; result: S["mempool_entry.result"] };
  "mempool_recent": { params: S["mempool_recent.params"]; result: S["mempool_recent.result"] };
}

export type Params<M extends keyof Methods> = Methods[M]['params'];
export type Result<M extends keyof Methods> = Methods[M]['result'];

/** A call prepared for a batch; `T` is its result type. */
export interface Prepared<T> extends RpcCall { readonly __result?: T }

/** Builds a call for `batch` without sending it. */
export function prepare<M extends keyof Methods>(method: M, ...params: undefined extends Params<M> ? [Params<M>?] : [Params<M>]): Prepared<Result<M>> {
  const entry = (methods as Record<string, MethodEntry>)[method as string]!;
  return { method: entry.meta, validators: entry.validators, params: params[0] };
}

export interface EthMempoolClient {
  /** `mempool_info` (by-name). Counters of the Ethereum mempool view. */
  mempoolInfo(params?: Params<"mempool_info">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_info">>>;
  /** `mempool_txids` (by-name). Hashes of resident transactions. */
  mempoolTxids(params?: Params<"mempool_txids">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_txids">>>;
  /** `mempool_entry` (by-name). One resident transaction. */
  mempoolEntry(params: Params<"mempool_entry">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_entry">>>;
  /** `mempool_recent` (by-name). The most recent transactions, newest first. */
  mempoolRecent(params?: Params<"mempool_recent">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_recent">>>;
  /** Sends several prepared calls as one JSON-RPC batch; answers come back in call order. */
  batch<T extends readonly Prepared<unknown>[]>(calls: T, opts?: RpcCallOptions): Promise<Reply<{ [K in keyof T]: BatchItem<T[K] extends Prepared<infer R> ? R : never> }>>;
}

export function createEthMempoolClient(gw: Gateway): EthMempoolClient {
  return {
    mempoolInfo: (params, opts) => rpcCall(gw, surface, { method: methods["mempool_info"].meta, validators: methods["mempool_info"].validators, params }, opts),
    mempoolTxids: (params, opts) => rpcCall(gw, surface, { method: methods["mempool_txids"].meta, validators: methods["mempool_txids"].validators, params }, opts),
    mempoolEntry: (params, opts) => rpcCall(gw, surface, { method: methods["mempool_entry"].meta, validators: methods["mempool_entry"].validators, params }, opts),
    mempoolRecent: (params, opts) => rpcCall(gw, surface, { method: methods["mempool_recent"].meta, validators: methods["mempool_recent"].validators, params }, opts),
    batch: (calls, opts) => rpcBatch(gw, surface, [...calls], opts) as never,
  };
}
