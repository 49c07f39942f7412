// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';
import * as V_mempoolInfo from './validators/mempoolInfo.js';
import * as V_mempoolTxids from './validators/mempoolTxids.js';
import * as V_mempoolEntry from './validators/mempoolEntry.js';
import * as V_mempoolRecent from './validators/mempoolRecent.js';

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "mempool_info": {
    meta: M.mempoolInfo,
    validators: { params: V_mempoolInfo.params, result: V_mempoolInfo.result },
    client: "mempoolInfo",
  },
  "mempool_txids": {
    meta: M.mempoolTxids,
    validators: { params: V_mempoolTxids.params, result: V_mempoolTxids.result },
    client: "mempoolTxids",
  },
  "mempool_entry": {
    meta: M.mempoolEntry,
    validators: { params: V_mempoolEntry.params, result: V_mempoolEntry.result },
    client: "mempoolEntry",
  },
  "mempool_recent": {
    meta: M.mempoolRecent,
    validators: { params: V_mempoolRecent.params, result: V_mempoolRecent.result },
    client: "mempoolRecent",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
