// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type CallOptions, type Gateway, type Reply, restCall } from '@gw/runtime';
import type { Inputs, Outputs } from './client.js';
import * as M from './meta.js';

/** `mempool-observe` — POST /mempool/observe. Add a transaction to the mempool view as an edge observation (admin). */
export async function mempoolObserve(gw: Gateway, input: Inputs["mempool-observe"] | Uint8Array, opts?: CallOptions): Promise<Reply<Outputs["mempool-observe"]>> {
  const V = await import('./validators/mempoolObserve.cjs');
  return restCall(gw, M.surface, M.mempoolObserve, { input: V.input, responses: { "200": V.response__200, "401": V.response__401, "403": V.response__403, "503": V.response__503 } }, input, opts);
}

/** `reorg-usage` — GET /reorg/{n}. Usage document of the reorg helper. */
export async function reorgUsage(gw: Gateway, input: Inputs["reorg-usage"], opts?: CallOptions): Promise<Reply<Outputs["reorg-usage"]>> {
  const [V, VQ] = await Promise.all([import('./validators/reorgUsage.cjs'), import('./validators-coerce/reorgUsage.cjs')]);
  return restCall(gw, M.surface, M.reorgUsage, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401 } }, input, opts);
}
