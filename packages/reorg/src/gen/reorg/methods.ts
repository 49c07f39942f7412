// Generated from specs/openrpc/reorg.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';
import * as V_getblockcount from './validators/getblockcount.js';
import * as V_getblockhash from './validators/getblockhash.js';
import * as V_getbestblockhash from './validators/getbestblockhash.js';

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "getblockcount": {
    meta: M.getblockcount,
    validators: { params: V_getblockcount.params, result: V_getblockcount.result },
    client: "getblockcount",
  },
  "getblockhash": {
    meta: M.getblockhash,
    validators: { params: V_getblockhash.params, result: V_getblockhash.result },
    client: "getblockhash",
  },
  "getbestblockhash": {
    meta: M.getbestblockhash,
    validators: { params: V_getbestblockhash.params, result: V_getbestblockhash.result },
    client: "getbestblockhash",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
