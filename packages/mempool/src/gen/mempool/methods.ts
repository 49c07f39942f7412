// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { createRequire } from 'node:module';
import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

// Each entry loads its validators on first use: a process that judges a few operations loads only theirs.
const load = createRequire(import.meta.url);
const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const V_mempoolInfo = lazy((): RpcValidators => {
  const V = load('./validators/mempoolInfo.js') as typeof import('./validators/mempoolInfo.js');
  return { params: V.params, result: V.result };
});
const V_mempoolTxids = lazy((): RpcValidators => {
  const V = load('./validators/mempoolTxids.js') as typeof import('./validators/mempoolTxids.js');
  return { params: V.params, result: V.result };
});
const V_mempoolEntry = lazy((): RpcValidators => {
  const V = load('./validators/mempoolEntry.js') as typeof import('./validators/mempoolEntry.js');
  return { params: V.params, result: V.result };
});
const V_mempoolEntries = lazy((): RpcValidators => {
  const V = load('./validators/mempoolEntries.js') as typeof import('./validators/mempoolEntries.js');
  return { params: V.params, result: V.result };
});
const V_mempoolRaw = lazy((): RpcValidators => {
  const V = load('./validators/mempoolRaw.js') as typeof import('./validators/mempoolRaw.js');
  return { params: V.params, result: V.result };
});
const V_mempoolRecent = lazy((): RpcValidators => {
  const V = load('./validators/mempoolRecent.js') as typeof import('./validators/mempoolRecent.js');
  return { params: V.params, result: V.result };
});
const V_mempoolSnapshot = lazy((): RpcValidators => {
  const V = load('./validators/mempoolSnapshot.js') as typeof import('./validators/mempoolSnapshot.js');
  return { params: V.params, result: V.result };
});
const V_mempoolFeerateHistogram = lazy((): RpcValidators => {
  const V = load('./validators/mempoolFeerateHistogram.js') as typeof import('./validators/mempoolFeerateHistogram.js');
  return { params: V.params, result: V.result };
});

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "mempool_info": {
    meta: M.mempoolInfo,
    get validators() {
      return V_mempoolInfo();
    },
    client: "mempoolInfo",
  },
  "mempool_txids": {
    meta: M.mempoolTxids,
    get validators() {
      return V_mempoolTxids();
    },
    client: "mempoolTxids",
  },
  "mempool_entry": {
    meta: M.mempoolEntry,
    get validators() {
      return V_mempoolEntry();
    },
    client: "mempoolEntry",
  },
  "mempool_entries": {
    meta: M.mempoolEntries,
    get validators() {
      return V_mempoolEntries();
    },
    client: "mempoolEntries",
  },
  "mempool_raw": {
    meta: M.mempoolRaw,
    get validators() {
      return V_mempoolRaw();
    },
    client: "mempoolRaw",
  },
  "mempool_recent": {
    meta: M.mempoolRecent,
    get validators() {
      return V_mempoolRecent();
    },
    client: "mempoolRecent",
  },
  "mempool_snapshot": {
    meta: M.mempoolSnapshot,
    get validators() {
      return V_mempoolSnapshot();
    },
    client: "mempoolSnapshot",
  },
  "mempool_feerate_histogram": {
    meta: M.mempoolFeerateHistogram,
    get validators() {
      return V_mempoolFeerateHistogram();
    },
    client: "mempoolFeerateHistogram",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
