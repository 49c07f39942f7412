// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RestValidators } from '@gw/runtime';
import * as M from './meta.js';
import * as V_mempoolObserve from './validators/mempoolObserve.js';
import * as V_reorgUsage from './validators/reorgUsage.js';
import * as VQ_reorgUsage from './validators-coerce/reorgUsage.js';

export interface OperationEntry {
  meta: M.OperationMeta;
  validators: RestValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const operations = {
  "mempool-observe": {
    meta: M.mempoolObserve,
    validators: { input: V_mempoolObserve.input, responses: { "200": V_mempoolObserve.response__200, "401": V_mempoolObserve.response__401, "403": V_mempoolObserve.response__403, "503": V_mempoolObserve.response__503 } },
    client: "mempoolObserve",
  },
  "reorg-usage": {
    meta: M.reorgUsage,
    validators: { input: VQ_reorgUsage.input, responses: { "200": V_reorgUsage.response__200, "401": V_reorgUsage.response__401 } },
    client: "reorgUsage",
  },
} satisfies Record<string, OperationEntry>;

export type OperationName = keyof typeof operations;
