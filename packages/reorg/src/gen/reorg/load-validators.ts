// Generated from specs/openrpc/reorg.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { loadValidators, type RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

/** Each method's validator module, kept after its first use (a repeated `import()` is not free). */
const loaded: {
  "getblockcount"?: typeof import('./validators/getblockcount.js');
  "getblockhash"?: typeof import('./validators/getblockhash.js');
  "getbestblockhash"?: typeof import('./validators/getbestblockhash.js');
} = {};

/** `getblockcount` */
export async function getblockcountValidators(): Promise<RpcValidators> {
  const V = (loaded["getblockcount"] ??= await loadValidators(M.surface, M.getblockcount, () => import('./validators/getblockcount.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `getblockhash` */
export async function getblockhashValidators(): Promise<RpcValidators> {
  const V = (loaded["getblockhash"] ??= await loadValidators(M.surface, M.getblockhash, () => import('./validators/getblockhash.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `getbestblockhash` */
export async function getbestblockhashValidators(): Promise<RpcValidators> {
  const V = (loaded["getbestblockhash"] ??= await loadValidators(M.surface, M.getbestblockhash, () => import('./validators/getbestblockhash.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** The validators of one method by its wire name (a prepared batch call takes them here). */
export function validatorsOf(method: string): Promise<RpcValidators> {
  switch (method) {
    case "getblockcount":
      return getblockcountValidators();
    case "getblockhash":
      return getblockhashValidators();
    case "getbestblockhash":
      return getbestblockhashValidators();
    default:
      return Promise.reject(new Error(`no method ${method}`));
  }
}
