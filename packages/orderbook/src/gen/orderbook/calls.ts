// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type CallOptions, type Gateway, loadValidators, type Reply, restCall } from '@gw/runtime';
import type { Inputs, Outputs } from './client.js';
import * as M from './meta.js';

/** Each operation's validator modules, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "markets"?: typeof import('./validators/markets.js');
  "snapshot"?: typeof import('./validators/snapshot.js');
  "order"?: typeof import('./validators/order.js');
} = {};
const loadedCoerce: {
  "snapshot"?: typeof import('./validators-coerce/snapshot.js');
  "order"?: typeof import('./validators-coerce/order.js');
} = {};

/** `markets` — GET /orderbook/markets. Active markets with open-order counts. */
export async function markets(gw: Gateway, input?: Inputs["markets"], opts?: CallOptions): Promise<Reply<Outputs["markets"]>> {
  const V = (loaded["markets"] ??= await loadValidators(M.surface, M.markets, () => import('./validators/markets.js'), ["response__200", "response__401"]));
  return await restCall(gw, M.surface, M.markets, { responses: { "200": V.response__200, "401": V.response__401 } }, input, opts);
}

/** `snapshot` — GET /orderbook/snapshot. Book snapshot of a market topic. */
export async function snapshot(gw: Gateway, input: Inputs["snapshot"], opts?: CallOptions): Promise<Reply<Outputs["snapshot"]>> {
  const V = (loaded["snapshot"] ??= await loadValidators(M.surface, M.snapshot, () => import('./validators/snapshot.js'), ["response__200", "response__401"]));
  const VQ = (loadedCoerce["snapshot"] ??= await loadValidators(M.surface, M.snapshot, () => import('./validators-coerce/snapshot.js'), ["input"]));
  return await restCall(gw, M.surface, M.snapshot, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401 } }, input, opts);
}

/** `order` — GET /orderbook/order/{source}/{id}. One order. */
export async function order(gw: Gateway, input: Inputs["order"], opts?: CallOptions): Promise<Reply<Outputs["order"]>> {
  const V = (loaded["order"] ??= await loadValidators(M.surface, M.order, () => import('./validators/order.js'), ["response__200", "response__401", "response__404"]));
  const VQ = (loadedCoerce["order"] ??= await loadValidators(M.surface, M.order, () => import('./validators-coerce/order.js'), ["input"]));
  return await restCall(gw, M.surface, M.order, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "404": V.response__404 } }, input, opts);
}
