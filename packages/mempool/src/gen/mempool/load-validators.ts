// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { loadValidators, type RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

/** Each method's validator module, kept after its first use (a repeated `import()` is not free). */
const loaded: {
  "mempoolInfo"?: typeof import('./validators/mempoolInfo.js');
  "mempoolTxids"?: typeof import('./validators/mempoolTxids.js');
  "mempoolEntry"?: typeof import('./validators/mempoolEntry.js');
  "mempoolEntries"?: typeof import('./validators/mempoolEntries.js');
  "mempoolRaw"?: typeof import('./validators/mempoolRaw.js');
  "mempoolRecent"?: typeof import('./validators/mempoolRecent.js');
  "mempoolSnapshot"?: typeof import('./validators/mempoolSnapshot.js');
  "mempoolFeerateHistogram"?: typeof import('./validators/mempoolFeerateHistogram.js');
} = {};

/** `mempool_info` */
export async function mempoolInfoValidators(): Promise<RpcValidators> {
  const V = (loaded["mempoolInfo"] ??= await loadValidators(M.surface, M.mempoolInfo, () => import('./validators/mempoolInfo.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `mempool_txids` */
export async function mempoolTxidsValidators(): Promise<RpcValidators> {
  const V = (loaded["mempoolTxids"] ??= await loadValidators(M.surface, M.mempoolTxids, () => import('./validators/mempoolTxids.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `mempool_entry` */
export async function mempoolEntryValidators(): Promise<RpcValidators> {
  const V = (loaded["mempoolEntry"] ??= await loadValidators(M.surface, M.mempoolEntry, () => import('./validators/mempoolEntry.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `mempool_entries` */
export async function mempoolEntriesValidators(): Promise<RpcValidators> {
  const V = (loaded["mempoolEntries"] ??= await loadValidators(M.surface, M.mempoolEntries, () => import('./validators/mempoolEntries.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `mempool_raw` */
export async function mempoolRawValidators(): Promise<RpcValidators> {
  const V = (loaded["mempoolRaw"] ??= await loadValidators(M.surface, M.mempoolRaw, () => import('./validators/mempoolRaw.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `mempool_recent` */
export async function mempoolRecentValidators(): Promise<RpcValidators> {
  const V = (loaded["mempoolRecent"] ??= await loadValidators(M.surface, M.mempoolRecent, () => import('./validators/mempoolRecent.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `mempool_snapshot` */
export async function mempoolSnapshotValidators(): Promise<RpcValidators> {
  const V = (loaded["mempoolSnapshot"] ??= await loadValidators(M.surface, M.mempoolSnapshot, () => import('./validators/mempoolSnapshot.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `mempool_feerate_histogram` */
export async function mempoolFeerateHistogramValidators(): Promise<RpcValidators> {
  const V = (loaded["mempoolFeerateHistogram"] ??= await loadValidators(M.surface, M.mempoolFeerateHistogram, () => import('./validators/mempoolFeerateHistogram.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** The validators of one method by its wire name (a prepared batch call takes them here). */
export function validatorsOf(method: string): Promise<RpcValidators> {
  switch (method) {
    case "mempool_info":
      return mempoolInfoValidators();
    case "mempool_txids":
      return mempoolTxidsValidators();
    case "mempool_entry":
      return mempoolEntryValidators();
    case "mempool_entries":
      return mempoolEntriesValidators();
    case "mempool_raw":
      return mempoolRawValidators();
    case "mempool_recent":
      return mempoolRecentValidators();
    case "mempool_snapshot":
      return mempoolSnapshotValidators();
    case "mempool_feerate_histogram":
      return mempoolFeerateHistogramValidators();
    default:
      return Promise.reject(new Error(`no method ${method}`));
  }
}
