// Generated from specs/openrpc/reorg.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { createRequire } from 'node:module';
import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

// Each entry loads its validators on first use: a process that judges a few operations loads only theirs.
const load = createRequire(import.meta.url);
const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const V_getblockcount = lazy((): RpcValidators => {
  const V = load('./validators/getblockcount.js') as typeof import('./validators/getblockcount.js');
  return { params: V.params, result: V.result };
});
const V_getblockhash = lazy((): RpcValidators => {
  const V = load('./validators/getblockhash.js') as typeof import('./validators/getblockhash.js');
  return { params: V.params, result: V.result };
});
const V_getbestblockhash = lazy((): RpcValidators => {
  const V = load('./validators/getbestblockhash.js') as typeof import('./validators/getbestblockhash.js');
  return { params: V.params, result: V.result };
});

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "getblockcount": {
    meta: M.getblockcount,
    get validators() {
      return V_getblockcount();
    },
    client: "getblockcount",
  },
  "getblockhash": {
    meta: M.getblockhash,
    get validators() {
      return V_getblockhash();
    },
    client: "getblockhash",
  },
  "getbestblockhash": {
    meta: M.getbestblockhash,
    get validators() {
      return V_getbestblockhash();
    },
    client: "getbestblockhash",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
