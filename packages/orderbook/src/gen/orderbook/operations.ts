// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { createRequire } from 'node:module';
import type { RestValidators } from '@gw/runtime';
import * as M from './meta.js';

// Each entry loads its validators on first use: a process that judges a few operations loads only theirs.
const load = createRequire(import.meta.url);
const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const V_markets = lazy((): RestValidators => {
  const V = load('./validators/markets.js') as typeof import('./validators/markets.js');
  return { responses: { "200": V.response__200, "401": V.response__401 } };
});
const V_snapshot = lazy((): RestValidators => {
  const V = load('./validators/snapshot.js') as typeof import('./validators/snapshot.js');
  const VQ = load('./validators-coerce/snapshot.js') as typeof import('./validators-coerce/snapshot.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401 } };
});
const V_order = lazy((): RestValidators => {
  const V = load('./validators/order.js') as typeof import('./validators/order.js');
  const VQ = load('./validators-coerce/order.js') as typeof import('./validators-coerce/order.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "404": V.response__404 } };
});

export interface OperationEntry {
  meta: M.OperationMeta;
  validators: RestValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const operations = {
  "markets": {
    meta: M.markets,
    get validators() {
      return V_markets();
    },
    client: "markets",
  },
  "snapshot": {
    meta: M.snapshot,
    get validators() {
      return V_snapshot();
    },
    client: "snapshot",
  },
  "order": {
    meta: M.order,
    get validators() {
      return V_order();
    },
    client: "order",
  },
} satisfies Record<string, OperationEntry>;

export type OperationName = keyof typeof operations;
