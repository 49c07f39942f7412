// Generated from specs/openrpc/frusd.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as M from './meta.js';

/** Each method's validator module, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "metashrewView"?: typeof import('./validators/metashrewView.cjs');
} = {};

/** `metashrew_view` (by-position). Calls a frUSD deposit view. */
export async function frusdMetashrewView(gw: Gateway, params: Params<"metashrew_view">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_view">>> {
  const V = (loaded["metashrewView"] ??= await import('./validators/metashrewView.cjs'));
  return rpcCall(gw, M.surface, { method: M.metashrewView, validators: { params: V.params, result: V.result }, params }, opts);
}
