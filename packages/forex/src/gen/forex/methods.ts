// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { createRequire } from 'node:module';
import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

// Each entry loads its validators on first use: a process that judges a few operations loads only theirs.
const load = createRequire(import.meta.url);
const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const V_forexRates = lazy((): RpcValidators => {
  const V = load('./validators/forexRates.js') as typeof import('./validators/forexRates.js');
  return { params: V.params, result: V.result };
});
const V_forexConvert = lazy((): RpcValidators => {
  const V = load('./validators/forexConvert.js') as typeof import('./validators/forexConvert.js');
  return { params: V.params, result: V.result };
});
const V_forexStatus = lazy((): RpcValidators => {
  const V = load('./validators/forexStatus.js') as typeof import('./validators/forexStatus.js');
  return { params: V.params, result: V.result };
});
const V_forexCurrencies = lazy((): RpcValidators => {
  const V = load('./validators/forexCurrencies.js') as typeof import('./validators/forexCurrencies.js');
  return { params: V.params, result: V.result };
});

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "forex_rates": {
    meta: M.forexRates,
    get validators() {
      return V_forexRates();
    },
    client: "forexRates",
  },
  "forex_convert": {
    meta: M.forexConvert,
    get validators() {
      return V_forexConvert();
    },
    client: "forexConvert",
  },
  "forex_status": {
    meta: M.forexStatus,
    get validators() {
      return V_forexStatus();
    },
    client: "forexStatus",
  },
  "forex_currencies": {
    meta: M.forexCurrencies,
    get validators() {
      return V_forexCurrencies();
    },
    client: "forexCurrencies",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
