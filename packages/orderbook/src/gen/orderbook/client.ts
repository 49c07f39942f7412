// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type CallOptions, type Gateway, type OpiResult, type Reply, type RestData, restCall } from '@gw/runtime';
import { operations, surface } from './operations.js';
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

export function createOrderbookClient(gw: Gateway): OrderbookClient {
  return {
    markets: (input, opts) => restCall(gw, surface, operations["markets"].meta, operations["markets"].validators, input, opts),
    snapshot: (input, opts) => restCall(gw, surface, operations["snapshot"].meta, operations["snapshot"].validators, input, opts),
    order: (input, opts) => restCall(gw, surface, operations["order"].meta, operations["order"].validators, input, opts),
  };
}
