// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';
import * as V_forexRates from './validators/forexRates.js';
import * as V_forexConvert from './validators/forexConvert.js';
import * as V_forexStatus from './validators/forexStatus.js';
import * as V_forexCurrencies from './validators/forexCurrencies.js';

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "forex_rates": {
    meta: M.forexRates,
    validators: { params: V_forexRates.params, result: V_forexRates.result },
    client: "forexRates",
  },
  "forex_convert": {
    meta: M.forexConvert,
    validators: { params: V_forexConvert.params, result: V_forexConvert.result },
    client: "forexConvert",
  },
  "forex_status": {
    meta: M.forexStatus,
    validators: { params: V_forexStatus.params, result: V_forexStatus.result },
    client: "forexStatus",
  },
  "forex_currencies": {
    meta: M.forexCurrencies,
    validators: { params: V_forexCurrencies.params, result: V_forexCurrencies.result },
    client: "forexCurrencies",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
