// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as M from './meta.js';

/** Each method's validator module, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "mempoolInfo"?: typeof import('./validators/mempoolInfo.cjs');
  "mempoolTxids"?: typeof import('./validators/mempoolTxids.cjs');
  "mempoolEntry"?: typeof import('./validators/mempoolEntry.cjs');
  "mempoolRecent"?: typeof import('./validators/mempoolRecent.cjs');
} = {};

/** `mempool_info` (by-name). Counters of the Ethereum mempool view. */
export async function mempoolInfo(gw: Gateway, params?: Params<"mempool_info">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_info">>> {
  const V = (loaded["mempoolInfo"] ??= await import('./validators/mempoolInfo.cjs'));
  return rpcCall(gw, M.surface, { method: M.mempoolInfo, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `mempool_txids` (by-name). Hashes of resident transactions. */
export async function mempoolTxids(gw: Gateway, params?: Params<"mempool_txids">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_txids">>> {
  const V = (loaded["mempoolTxids"] ??= await import('./validators/mempoolTxids.cjs'));
  return rpcCall(gw, M.surface, { method: M.mempoolTxids, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `mempool_entry` (by-name). One resident transaction. */
export async function mempoolEntry(gw: Gateway, params: Params<"mempool_entry">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_entry">>> {
  const V = (loaded["mempoolEntry"] ??= await import('./validators/mempoolEntry.cjs'));
  return rpcCall(gw, M.surface, { method: M.mempoolEntry, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `mempool_recent` (by-name). The most recent transactions, newest first. */
export async function mempoolRecent(gw: Gateway, params?: Params<"mempool_recent">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_recent">>> {
  const V = (loaded["mempoolRecent"] ??= await import('./validators/mempoolRecent.cjs'));
  return rpcCall(gw, M.surface, { method: M.mempoolRecent, validators: { params: V.params, result: V.result }, params }, opts);
}
