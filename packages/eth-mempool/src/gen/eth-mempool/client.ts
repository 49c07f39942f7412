// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type BatchItem, type Gateway, type Reply, rpcBatch, type RpcCallOptions } from '@gw/runtime';
import * as calls from './calls.js';
import { validatorsOf } from './load-validators.js';
import * as M from './meta.js';
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

/** A call prepared for a batch (its validators load when the batch is sent); `T` is its result type. */
export interface Prepared<T> {
  readonly method: M.MethodMeta;
  readonly params: unknown;
  readonly __result?: T;
}

const metaOf: Record<keyof Methods, M.MethodMeta> = {
  "mempool_info": M.mempoolInfo,
  "mempool_txids": M.mempoolTxids,
  "mempool_entry": M.mempoolEntry,
  "mempool_recent": M.mempoolRecent,
};

/** Builds a call for `batch` without sending it. */
export function prepare<M extends keyof Methods>(method: M, ...params: undefined extends Params<M> ? [Params<M>?] : [Params<M>]): Prepared<Result<M>> {
  return { method: metaOf[method], params: params[0] };
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

/** Every method as a method bound to `gw`; each loads its validators on its first call. */
export function createEthMempoolClient(gw: Gateway): EthMempoolClient {
  return {
    mempoolInfo: (params, opts) => calls.mempoolInfo(gw, params, opts),
    mempoolTxids: (params, opts) => calls.mempoolTxids(gw, params, opts),
    mempoolEntry: (params, opts) => calls.mempoolEntry(gw, params, opts),
    mempoolRecent: (params, opts) => calls.mempoolRecent(gw, params, opts),
    batch: async (prepared, opts) =>
      rpcBatch(gw, M.surface, await Promise.all(prepared.map(async (p) => ({ ...p, validators: await validatorsOf(p.method.name) }))), opts) as never,
  };
}
