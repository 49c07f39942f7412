// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { createRequire } from 'node:module';
import type { RestValidators } from '@gw/runtime';
import * as M from './meta.js';

// Each entry loads its validators on first use: a process that judges a few operations loads only theirs.
const load = createRequire(import.meta.url);
const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const V_mempoolObserve = lazy((): RestValidators => {
  const V = load('./validators/mempoolObserve.js') as typeof import('./validators/mempoolObserve.js');
  return { input: V.input, responses: { "200": V.response__200, "400": V.response__400, "401": V.response__401, "403": V.response__403, "503": V.response__503 } };
});
const V_reorgUsage = lazy((): RestValidators => {
  const V = load('./validators/reorgUsage.js') as typeof import('./validators/reorgUsage.js');
  const VQ = load('./validators-coerce/reorgUsage.js') as typeof import('./validators-coerce/reorgUsage.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401 } };
});

export interface OperationEntry {
  meta: M.OperationMeta;
  validators: RestValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const operations = {
  "mempool-observe": {
    meta: M.mempoolObserve,
    get validators() {
      return V_mempoolObserve();
    },
    client: "mempoolObserve",
  },
  "reorg-usage": {
    meta: M.reorgUsage,
    get validators() {
      return V_reorgUsage();
    },
    client: "reorgUsage",
  },
} satisfies Record<string, OperationEntry>;

export type OperationName = keyof typeof operations;
