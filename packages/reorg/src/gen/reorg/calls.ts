// Generated from specs/openrpc/reorg.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as M from './meta.js';

/** Each method's validator module, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "getblockcount"?: typeof import('./validators/getblockcount.cjs');
  "getblockhash"?: typeof import('./validators/getblockhash.cjs');
  "getbestblockhash"?: typeof import('./validators/getbestblockhash.cjs');
} = {};

/** `getblockcount` (by-position). Returns N regardless of the real tip. */
export async function getblockcount(gw: Gateway, params?: Params<"getblockcount">, opts?: RpcCallOptions): Promise<Reply<Result<"getblockcount">>> {
  const V = (loaded["getblockcount"] ??= await import('./validators/getblockcount.cjs'));
  return rpcCall(gw, M.surface, { method: M.getblockcount, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `getblockhash` (by-position). Real chain hash for h <= N; synthetic hash for h > N. */
export async function getblockhash(gw: Gateway, params: Params<"getblockhash">, opts?: RpcCallOptions): Promise<Reply<Result<"getblockhash">>> {
  const V = (loaded["getblockhash"] ??= await import('./validators/getblockhash.cjs'));
  return rpcCall(gw, M.surface, { method: M.getblockhash, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `getbestblockhash` (by-position). The real chain hash at N. */
export async function getbestblockhash(gw: Gateway, params?: Params<"getbestblockhash">, opts?: RpcCallOptions): Promise<Reply<Result<"getbestblockhash">>> {
  const V = (loaded["getbestblockhash"] ??= await import('./validators/getbestblockhash.cjs'));
  return rpcCall(gw, M.surface, { method: M.getbestblockhash, validators: { params: V.params, result: V.result }, params }, opts);
}
