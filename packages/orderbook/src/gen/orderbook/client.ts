// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { CallOptions, Gateway, OpiResult, Reply, RestData } from '@gw/runtime';
import * as calls from './calls.js';
import type { operations as Ops } from './types.js';

/** Input of an operation: its JSON body, or its path and query parameters merged in one object. */
export interface Inputs {
  "markets": Record<string, never>;
  "snapshot": NonNullable<Ops["snapshot"]['parameters']['query']>;
  "order": NonNullable<Ops["order"]['parameters']['path']>;
}

/** Typed payload of an operation, after the envelope is unwrapped. */
export interface Outputs {
  "markets": Ops["markets"]['responses'][200]['content']["application/json"];
  "snapshot": Ops["snapshot"]['responses'][200]['content']["application/json"];
  "order": Ops["order"]['responses'][200]['content']["application/json"];
}

export interface OrderbookClient {
  /** `markets` — GET /orderbook/markets. Active markets with open-order counts. */
  markets(input?: Inputs["markets"], opts?: CallOptions): Promise<Reply<Outputs["markets"]>>;
  /** `snapshot` — GET /orderbook/snapshot. Book snapshot of a market topic. */
  snapshot(input: Inputs["snapshot"], opts?: CallOptions): Promise<Reply<Outputs["snapshot"]>>;
  /** `order` — GET /orderbook/order/{source}/{id}. One order. */
  order(input: Inputs["order"], opts?: CallOptions): Promise<Reply<Outputs["order"]>>;
}

/** Every operation as a method bound to `gw`; each loads its validators on its first call. */
export function createOrderbookClient(gw: Gateway): OrderbookClient {
  return {
    markets: (input, opts) => calls.markets(gw, input, opts),
    snapshot: (input, opts) => calls.snapshot(gw, input, opts),
    order: (input, opts) => calls.order(gw, input, opts),
  };
}
