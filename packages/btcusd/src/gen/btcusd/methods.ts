// Generated from specs/openrpc/btcusd.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { createRequire } from 'node:module';
import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

// Each entry loads its validators on first use: a process that judges a few operations loads only theirs.
const load = createRequire(import.meta.url);
const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const V_metashrewView = lazy((): RpcValidators => {
  const V = load('./validators/metashrewView.js') as typeof import('./validators/metashrewView.js');
  return { params: V.params, result: V.result };
});
const V_metashrewHeight = lazy((): RpcValidators => {
  const V = load('./validators/metashrewHeight.js') as typeof import('./validators/metashrewHeight.js');
  return { params: V.params, result: V.result };
});

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "metashrew_view": {
    meta: M.metashrewView,
    get validators() {
      return V_metashrewView();
    },
    client: "metashrewView",
  },
  "metashrew_height": {
    meta: M.metashrewHeight,
    get validators() {
      return V_metashrewHeight();
    },
    client: "metashrewHeight",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
