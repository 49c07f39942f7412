// Generated from specs/openrpc/frusd.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as L from './load-validators.js';
import * as M from './meta.js';

/** `metashrew_view` (by-position). Calls a frUSD deposit view. */
export async function frusdMetashrewView(gw: Gateway, params: Params<"metashrew_view">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_view">>> {
  return await rpcCall(gw, M.surface, { method: M.metashrewView, validators: await L.metashrewViewValidators(), params }, opts);
}
