// Generated from specs/openrpc/btcusd.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as M from './meta.js';

/** Each method's validator module, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "metashrewView"?: typeof import('./validators/metashrewView.cjs');
  "metashrewHeight"?: typeof import('./validators/metashrewHeight.cjs');
} = {};

/** `metashrew_view` (by-position). Calls one of the pool index's protobuf views. */
export async function btcusdMetashrewView(gw: Gateway, params: Params<"metashrew_view">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_view">>> {
  const V = (loaded["metashrewView"] ??= await import('./validators/metashrewView.cjs'));
  return rpcCall(gw, M.surface, { method: M.metashrewView, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `metashrew_height` (by-position). Height of the dedicated pool indexer (the liveness signal). */
export async function metashrewHeight(gw: Gateway, params?: Params<"metashrew_height">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_height">>> {
  const V = (loaded["metashrewHeight"] ??= await import('./validators/metashrewHeight.cjs'));
  return rpcCall(gw, M.surface, { method: M.metashrewHeight, validators: { params: V.params, result: V.result }, params }, opts);
}
