// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as M from './meta.js';

/** Each method's validator module, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "mempoolInfo"?: typeof import('./validators/mempoolInfo.cjs');
  "mempoolTxids"?: typeof import('./validators/mempoolTxids.cjs');
  "mempoolEntry"?: typeof import('./validators/mempoolEntry.cjs');
  "mempoolEntries"?: typeof import('./validators/mempoolEntries.cjs');
  "mempoolRaw"?: typeof import('./validators/mempoolRaw.cjs');
  "mempoolRecent"?: typeof import('./validators/mempoolRecent.cjs');
  "mempoolSnapshot"?: typeof import('./validators/mempoolSnapshot.cjs');
  "mempoolFeerateHistogram"?: typeof import('./validators/mempoolFeerateHistogram.cjs');
} = {};

/** `mempool_info` (by-name). Mempool counters and the stream attach point. */
export async function mempoolInfo(gw: Gateway, params?: Params<"mempool_info">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_info">>> {
  const V = (loaded["mempoolInfo"] ??= await import('./validators/mempoolInfo.cjs'));
  return rpcCall(gw, M.surface, { method: M.mempoolInfo, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `mempool_txids` (by-name). Resident txids; order is unspecified and unstable. */
export async function mempoolTxids(gw: Gateway, params?: Params<"mempool_txids">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_txids">>> {
  const V = (loaded["mempoolTxids"] ??= await import('./validators/mempoolTxids.cjs'));
  return rpcCall(gw, M.surface, { method: M.mempoolTxids, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `mempool_entry` (by-name). One mempool entry; -32000 when not in the mempool. */
export async function mempoolEntry(gw: Gateway, params: Params<"mempool_entry">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_entry">>> {
  const V = (loaded["mempoolEntry"] ??= await import('./validators/mempoolEntry.cjs'));
  return rpcCall(gw, M.surface, { method: M.mempoolEntry, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `mempool_entries` (by-name). Several entries; absent txids go to `missing`, no error. */
export async function mempoolEntries(gw: Gateway, params: Params<"mempool_entries">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_entries">>> {
  const V = (loaded["mempoolEntries"] ??= await import('./validators/mempoolEntries.cjs'));
  return rpcCall(gw, M.surface, { method: M.mempoolEntries, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `mempool_raw` (by-name). Raw transaction hex of a resident transaction. */
export async function mempoolRaw(gw: Gateway, params: Params<"mempool_raw">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_raw">>> {
  const V = (loaded["mempoolRaw"] ??= await import('./validators/mempoolRaw.cjs'));
  return rpcCall(gw, M.surface, { method: M.mempoolRaw, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `mempool_recent` (by-name). Newest entries first, plus the seq to follow the stream from. */
export async function mempoolRecent(gw: Gateway, params?: Params<"mempool_recent">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_recent">>> {
  const V = (loaded["mempoolRecent"] ??= await import('./validators/mempoolRecent.cjs'));
  return rpcCall(gw, M.surface, { method: M.mempoolRecent, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `mempool_snapshot` (by-name). Full mempool, paged by sequence-number cursor. */
export async function mempoolSnapshot(gw: Gateway, params?: Params<"mempool_snapshot">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_snapshot">>> {
  const V = (loaded["mempoolSnapshot"] ??= await import('./validators/mempoolSnapshot.cjs'));
  return rpcCall(gw, M.surface, { method: M.mempoolSnapshot, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `mempool_feerate_histogram` (by-name). Fee-rate histogram of fee-known entries. */
export async function mempoolFeerateHistogram(gw: Gateway, params?: Params<"mempool_feerate_histogram">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_feerate_histogram">>> {
  const V = (loaded["mempoolFeerateHistogram"] ??= await import('./validators/mempoolFeerateHistogram.cjs'));
  return rpcCall(gw, M.surface, { method: M.mempoolFeerateHistogram, validators: { params: V.params, result: V.result }, params }, opts);
}
