// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as L from './load-validators.js';
import * as M from './meta.js';

/** `mempool_info` (by-name). Mempool counters and the stream attach point. */
export async function mempoolInfo(gw: Gateway, params?: Params<"mempool_info">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_info">>> {
  return await rpcCall(gw, M.surface, { method: M.mempoolInfo, validators: await L.mempoolInfoValidators(), params }, opts);
}

/** `mempool_txids` (by-name). Resident txids; order is unspecified and unstable. */
export async function mempoolTxids(gw: Gateway, params?: Params<"mempool_txids">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_txids">>> {
  return await rpcCall(gw, M.surface, { method: M.mempoolTxids, validators: await L.mempoolTxidsValidators(), params }, opts);
}

/** `mempool_entry` (by-name). One mempool entry; -32000 when not in the mempool. */
export async function mempoolEntry(gw: Gateway, params: Params<"mempool_entry">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_entry">>> {
  return await rpcCall(gw, M.surface, { method: M.mempoolEntry, validators: await L.mempoolEntryValidators(), params }, opts);
}

/** `mempool_entries` (by-name). Several entries; absent txids go to `missing`, no error. */
export async function mempoolEntries(gw: Gateway, params: Params<"mempool_entries">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_entries">>> {
  return await rpcCall(gw, M.surface, { method: M.mempoolEntries, validators: await L.mempoolEntriesValidators(), params }, opts);
}

/** `mempool_raw` (by-name). Raw transaction hex of a resident transaction. */
export async function mempoolRaw(gw: Gateway, params: Params<"mempool_raw">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_raw">>> {
  return await rpcCall(gw, M.surface, { method: M.mempoolRaw, validators: await L.mempoolRawValidators(), params }, opts);
}

/** `mempool_recent` (by-name). Newest entries first, plus the seq to follow the stream from. */
export async function mempoolRecent(gw: Gateway, params?: Params<"mempool_recent">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_recent">>> {
  return await rpcCall(gw, M.surface, { method: M.mempoolRecent, validators: await L.mempoolRecentValidators(), params }, opts);
}

/** `mempool_snapshot` (by-name). Full mempool, paged by sequence-number cursor. */
export async function mempoolSnapshot(gw: Gateway, params?: Params<"mempool_snapshot">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_snapshot">>> {
  return await rpcCall(gw, M.surface, { method: M.mempoolSnapshot, validators: await L.mempoolSnapshotValidators(), params }, opts);
}

/** `mempool_feerate_histogram` (by-name). Fee-rate histogram of fee-known entries. */
export async function mempoolFeerateHistogram(gw: Gateway, params?: Params<"mempool_feerate_histogram">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_feerate_histogram">>> {
  return await rpcCall(gw, M.surface, { method: M.mempoolFeerateHistogram, validators: await L.mempoolFeerateHistogramValidators(), params }, opts);
}
