// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RestValidators } from '@gw/runtime';
import * as M from './meta.js';
import * as V_markets from './validators/markets.js';
import * as V_snapshot from './validators/snapshot.js';
import * as VQ_snapshot from './validators-coerce/snapshot.js';
import * as V_order from './validators/order.js';
import * as VQ_order from './validators-coerce/order.js';

export interface OperationEntry {
  meta: M.OperationMeta;
  validators: RestValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const operations = {
  "markets": {
    meta: M.markets,
    validators: { responses: { "200": V_markets.response__200, "401": V_markets.response__401 } },
    client: "markets",
  },
  "snapshot": {
    meta: M.snapshot,
    validators: { input: VQ_snapshot.input, responses: { "200": V_snapshot.response__200, "401": V_snapshot.response__401 } },
    client: "snapshot",
  },
  "order": {
    meta: M.order,
    validators: { input: VQ_order.input, responses: { "200": V_order.response__200, "401": V_order.response__401, "404": V_order.response__404 } },
    client: "order",
  },
} satisfies Record<string, OperationEntry>;

export type OperationName = keyof typeof operations;
