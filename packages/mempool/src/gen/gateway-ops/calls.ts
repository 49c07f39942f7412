// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type CallOptions, type Gateway, loadValidators, type Reply, restCall } from '@gw/runtime';
import type { Inputs, Outputs } from './client.js';
import * as M from './meta.js';

/** Each operation's validator modules, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "mempoolObserve"?: typeof import('./validators/mempoolObserve.js');
  "reorgUsage"?: typeof import('./validators/reorgUsage.js');
} = {};
const loadedCoerce: {
  "reorgUsage"?: typeof import('./validators-coerce/reorgUsage.js');
} = {};

/** `mempool-observe` — POST /mempool/observe. Add a transaction to the mempool view as an edge observation (admin). */
export async function mempoolObserve(gw: Gateway, input: Inputs["mempool-observe"] | Uint8Array, opts?: CallOptions): Promise<Reply<Outputs["mempool-observe"]>> {
  const V = (loaded["mempoolObserve"] ??= await loadValidators(M.surface, M.mempoolObserve, () => import('./validators/mempoolObserve.js'), ["input", "response__200", "response__400", "response__401", "response__403", "response__503"]));
  return await restCall(gw, M.surface, M.mempoolObserve, { input: V.input, responses: { "200": V.response__200, "400": V.response__400, "401": V.response__401, "403": V.response__403, "503": V.response__503 } }, input, opts);
}

/** `reorg-usage` — GET /reorg/{n}. Usage document of the reorg helper. */
export async function reorgUsage(gw: Gateway, input: Inputs["reorg-usage"], opts?: CallOptions): Promise<Reply<Outputs["reorg-usage"]>> {
  const V = (loaded["reorgUsage"] ??= await loadValidators(M.surface, M.reorgUsage, () => import('./validators/reorgUsage.js'), ["response__200", "response__401"]));
  const VQ = (loadedCoerce["reorgUsage"] ??= await loadValidators(M.surface, M.reorgUsage, () => import('./validators-coerce/reorgUsage.js'), ["input"]));
  return await restCall(gw, M.surface, M.reorgUsage, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401 } }, input, opts);
}
