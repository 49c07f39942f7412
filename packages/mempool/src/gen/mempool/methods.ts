// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';
import * as V_mempoolInfo from './validators/mempoolInfo.js';
import * as V_mempoolTxids from './validators/mempoolTxids.js';
import * as V_mempoolEntry from './validators/mempoolEntry.js';
import * as V_mempoolEntries from './validators/mempoolEntries.js';
import * as V_mempoolRaw from './validators/mempoolRaw.js';
import * as V_mempoolRecent from './validators/mempoolRecent.js';
import * as V_mempoolSnapshot from './validators/mempoolSnapshot.js';
import * as V_mempoolFeerateHistogram from './validators/mempoolFeerateHistogram.js';

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
  "mempool_entries": {
    meta: M.mempoolEntries,
    validators: { params: V_mempoolEntries.params, result: V_mempoolEntries.result },
    client: "mempoolEntries",
  },
  "mempool_raw": {
    meta: M.mempoolRaw,
    validators: { params: V_mempoolRaw.params, result: V_mempoolRaw.result },
    client: "mempoolRaw",
  },
  "mempool_recent": {
    meta: M.mempoolRecent,
    validators: { params: V_mempoolRecent.params, result: V_mempoolRecent.result },
    client: "mempoolRecent",
  },
  "mempool_snapshot": {
    meta: M.mempoolSnapshot,
    validators: { params: V_mempoolSnapshot.params, result: V_mempoolSnapshot.result },
    client: "mempoolSnapshot",
  },
  "mempool_feerate_histogram": {
    meta: M.mempoolFeerateHistogram,
    validators: { params: V_mempoolFeerateHistogram.params, result: V_mempoolFeerateHistogram.result },
    client: "mempoolFeerateHistogram",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
