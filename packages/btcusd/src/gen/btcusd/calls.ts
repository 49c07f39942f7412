// Generated from specs/openrpc/btcusd.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as L from './load-validators.js';
import * as M from './meta.js';

/** `metashrew_view` (by-position). Calls one of the pool index's protobuf views. */
export async function btcusdMetashrewView(gw: Gateway, params: Params<"metashrew_view">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_view">>> {
  return await rpcCall(gw, M.surface, { method: M.metashrewView, validators: await L.metashrewViewValidators(), params }, opts);
}

/** `metashrew_height` (by-position). Height of the dedicated pool indexer (the liveness signal). */
export async function metashrewHeight(gw: Gateway, params?: Params<"metashrew_height">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_height">>> {
  return await rpcCall(gw, M.surface, { method: M.metashrewHeight, validators: await L.metashrewHeightValidators(), params }, opts);
}
