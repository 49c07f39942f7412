// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type CallOptions, type Gateway, type Reply, restCall } from '@gw/runtime';
import type { Inputs, Outputs } from './client.js';
import * as M from './meta.js';

/** `markets` — GET /orderbook/markets. Active markets with open-order counts. */
export async function markets(gw: Gateway, input?: Inputs["markets"], opts?: CallOptions): Promise<Reply<Outputs["markets"]>> {
  const V = await import('./validators/markets.cjs');
  return restCall(gw, M.surface, M.markets, { responses: { "200": V.response__200, "401": V.response__401 } }, input, opts);
}

/** `snapshot` — GET /orderbook/snapshot. Book snapshot of a market topic. */
export async function snapshot(gw: Gateway, input: Inputs["snapshot"], opts?: CallOptions): Promise<Reply<Outputs["snapshot"]>> {
  const [V, VQ] = await Promise.all([import('./validators/snapshot.cjs'), import('./validators-coerce/snapshot.cjs')]);
  return restCall(gw, M.surface, M.snapshot, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401 } }, input, opts);
}

/** `order` — GET /orderbook/order/{source}/{id}. One order. */
export async function order(gw: Gateway, input: Inputs["order"], opts?: CallOptions): Promise<Reply<Outputs["order"]>> {
  const [V, VQ] = await Promise.all([import('./validators/order.cjs'), import('./validators-coerce/order.cjs')]);
  return restCall(gw, M.surface, M.order, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "404": V.response__404 } }, input, opts);
}
