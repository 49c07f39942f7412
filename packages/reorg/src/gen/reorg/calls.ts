// Generated from specs/openrpc/reorg.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as L from './load-validators.js';
import * as M from './meta.js';

/** `getblockcount` (by-position). Returns N regardless of the real tip. */
export async function getblockcount(gw: Gateway, params?: Params<"getblockcount">, opts?: RpcCallOptions): Promise<Reply<Result<"getblockcount">>> {
  return await rpcCall(gw, M.surface, { method: M.getblockcount, validators: await L.getblockcountValidators(), params }, opts);
}

/** `getblockhash` (by-position). Real chain hash for h <= N; synthetic hash for h > N. */
export async function getblockhash(gw: Gateway, params: Params<"getblockhash">, opts?: RpcCallOptions): Promise<Reply<Result<"getblockhash">>> {
  return await rpcCall(gw, M.surface, { method: M.getblockhash, validators: await L.getblockhashValidators(), params }, opts);
}

/** `getbestblockhash` (by-position). The real chain hash at N. */
export async function getbestblockhash(gw: Gateway, params?: Params<"getbestblockhash">, opts?: RpcCallOptions): Promise<Reply<Result<"getbestblockhash">>> {
  return await rpcCall(gw, M.surface, { method: M.getbestblockhash, validators: await L.getbestblockhashValidators(), params }, opts);
}
