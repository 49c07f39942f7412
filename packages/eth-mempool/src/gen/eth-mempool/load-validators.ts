// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { loadValidators, type RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

/** Each method's validator module, kept after its first use (a repeated `import()` is not free). */
const loaded: {
  "mempoolInfo"?: typeof import('./validators/mempoolInfo.js');
  "mempoolTxids"?: typeof import('./validators/mempoolTxids.js');
  "mempoolEntry"?: typeof import('./validators/mempoolEntry.js');
  "mempoolRecent"?: typeof import('./validators/mempoolRecent.js');
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

/** `mempool_recent` */
export async function mempoolRecentValidators(): Promise<RpcValidators> {
  const V = (loaded["mempoolRecent"] ??= await loadValidators(M.surface, M.mempoolRecent, () => import('./validators/mempoolRecent.js'), ["params", "result"]));
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
    case "mempool_recent":
      return mempoolRecentValidators();
    default:
      return Promise.reject(new Error(`no method ${method}`));
  }
}
