// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as L from './load-validators.js';
import * as M from './meta.js';

/** `mempool_info` (by-name). Counters of the Ethereum mempool view. */
export async function mempoolInfo(gw: Gateway, params?: Params<"mempool_info">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_info">>> {
  return await rpcCall(gw, M.surface, { method: M.mempoolInfo, validators: await L.mempoolInfoValidators(), params }, opts);
}

/** `mempool_txids` (by-name). Hashes of resident transactions. */
export async function mempoolTxids(gw: Gateway, params?: Params<"mempool_txids">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_txids">>> {
  return await rpcCall(gw, M.surface, { method: M.mempoolTxids, validators: await L.mempoolTxidsValidators(), params }, opts);
}

/** `mempool_entry` (by-name). One resident transaction. */
export async function mempoolEntry(gw: Gateway, params: Params<"mempool_entry">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_entry">>> {
  return await rpcCall(gw, M.surface, { method: M.mempoolEntry, validators: await L.mempoolEntryValidators(), params }, opts);
}

/** `mempool_recent` (by-name). The most recent transactions, newest first. */
export async function mempoolRecent(gw: Gateway, params?: Params<"mempool_recent">, opts?: RpcCallOptions): Promise<Reply<Result<"mempool_recent">>> {
  return await rpcCall(gw, M.surface, { method: M.mempoolRecent, validators: await L.mempoolRecentValidators(), params }, opts);
}
