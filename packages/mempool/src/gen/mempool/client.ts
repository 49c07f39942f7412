// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type BatchItem, type Gateway, type PageItem, type Reply, rpcBatch, type RpcCallOptions } from '@gw/runtime';
import * as calls from './calls.js';
import { validatorsOf } from './load-validators.js';
import * as pages from './pages.js';
import * as M from './meta.js';
import type { components } from './types.js';

type S = components['schemas'];

/** Params and result types of every method, exactly as the spec declares them. */
export interface Methods {
  "mempool_info": { params: S["mempool_info.params"]; result: S["mempool_info.result"] };
  "mempool_txids": { params: S["mempool_txids.params"]; result: S["mempool_txids.result"] };
  "mempool_entry": { params: S["mempool_entry.params"]; result: S["mempool_entry.result"] };
  "mempool_entries": { params: S["mempool_entries.params"]; result: S["mempool_entries.result"] };
  "mempool_raw": { params: S["mempool_raw.params"]; result: S["mempool_raw.result"] };
  "mempool_recent": { params: S["mempool_recent.params"]; result: S["mempool_recent.result"] };
  "mempool_snapshot": { params: S["mempool_snapshot.params"]; result: S["mempool_snapshot.result"] };
  "mempool_feerate_histogram": { params: S["mempool_feerate_histogram.params"]; result: S["mempool_feerate_histogram.result"] };
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
  "mempool_entries": M.mempoolEntries,
  "mempool_raw": M.mempoolRaw,
  "mempool_recent": M.mempoolRecent,
  "mempool_snapshot": M.mempoolSnapshot,
  "mempool_feerate_histogram": M.mempoolFeerateHistogram,
};

/** Builds a call for `batch` without sending it. */
export function prepare<M extends keyof Methods>(method: M, ...params: undefined extends Params<M> ? [Params<M>?] : [Params<M>]): Prepared<Result<M>> {
  return { method: metaOf[method], params: params[0] };
}

export interface MempoolClient {
  /** `mempool_info` (by-name). Mempool counters and the stream attach point. */
  mempoolInfo(params?: Params<"mempool_info">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_info">>>;
  /** `mempool_txids` (by-name). Resident txids; order is unspecified and unstable. */
  mempoolTxids(params?: Params<"mempool_txids">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_txids">>>;
  /** `mempool_entry` (by-name). One mempool entry; -32000 when not in the mempool. */
  mempoolEntry(params: Params<"mempool_entry">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_entry">>>;
  /** `mempool_entries` (by-name). Several entries; absent txids go to `missing`, no error. */
  mempoolEntries(params: Params<"mempool_entries">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_entries">>>;
  /** `mempool_raw` (by-name). Raw transaction hex of a resident transaction. */
  mempoolRaw(params: Params<"mempool_raw">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_raw">>>;
  /** `mempool_recent` (by-name). Newest entries first, plus the seq to follow the stream from. */
  mempoolRecent(params?: Params<"mempool_recent">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_recent">>>;
  /** `mempool_snapshot` (by-name). Full mempool, paged by sequence-number cursor. */
  mempoolSnapshot(params?: Params<"mempool_snapshot">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_snapshot">>>;
  /** `mempool_feerate_histogram` (by-name). Fee-rate histogram of fee-known entries. */
  mempoolFeerateHistogram(params?: Params<"mempool_feerate_histogram">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_feerate_histogram">>>;
  /** `mempool_snapshot`, every page (cursor paging): each item once, in order; stops on the last page. The options go to every page's call. */
  mempoolSnapshotAll(input?: Params<"mempool_snapshot">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"mempool_snapshot">, "entries">, void, undefined>;
  /** Sends several prepared calls as one JSON-RPC batch; answers come back in call order. */
  batch<T extends readonly Prepared<unknown>[]>(calls: T, opts?: RpcCallOptions): Promise<Reply<{ [K in keyof T]: BatchItem<T[K] extends Prepared<infer R> ? R : never> }>>;
}

/** Every method as a method bound to `gw`; each loads its validators on its first call. */
export function createMempoolClient(gw: Gateway): MempoolClient {
  return {
    mempoolInfo: (params, opts) => calls.mempoolInfo(gw, params, opts),
    mempoolTxids: (params, opts) => calls.mempoolTxids(gw, params, opts),
    mempoolEntry: (params, opts) => calls.mempoolEntry(gw, params, opts),
    mempoolEntries: (params, opts) => calls.mempoolEntries(gw, params, opts),
    mempoolRaw: (params, opts) => calls.mempoolRaw(gw, params, opts),
    mempoolRecent: (params, opts) => calls.mempoolRecent(gw, params, opts),
    mempoolSnapshot: (params, opts) => calls.mempoolSnapshot(gw, params, opts),
    mempoolFeerateHistogram: (params, opts) => calls.mempoolFeerateHistogram(gw, params, opts),
    mempoolSnapshotAll: (input, opts) => pages.mempoolSnapshotAll(gw, input, opts),
    batch: async (prepared, opts) =>
      rpcBatch(gw, M.surface, await Promise.all(prepared.map(async (p) => ({ ...p, validators: await validatorsOf(p.method.name) }))), opts) as never,
  };
}
