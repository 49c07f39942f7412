// Generated from specs/openrpc/btcusd.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';
import * as V_metashrewView from './validators/metashrewView.js';
import * as V_metashrewHeight from './validators/metashrewHeight.js';

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "metashrew_view": {
    meta: M.metashrewView,
    validators: { params: V_metashrewView.params, result: V_metashrewView.result },
    client: "metashrewView",
  },
  "metashrew_height": {
    meta: M.metashrewHeight,
    validators: { params: V_metashrewHeight.params, result: V_metashrewHeight.result },
    client: "metashrewHeight",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
