// Generated from specs/openrpc/btcusd.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { loadValidators, type RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

/** Each method's validator module, kept after its first use (a repeated `import()` is not free). */
const loaded: {
  "metashrewView"?: typeof import('./validators/metashrewView.js');
  "metashrewHeight"?: typeof import('./validators/metashrewHeight.js');
} = {};

/** `metashrew_view` */
export async function metashrewViewValidators(): Promise<RpcValidators> {
  const V = (loaded["metashrewView"] ??= await loadValidators(M.surface, M.metashrewView, () => import('./validators/metashrewView.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `metashrew_height` */
export async function metashrewHeightValidators(): Promise<RpcValidators> {
  const V = (loaded["metashrewHeight"] ??= await loadValidators(M.surface, M.metashrewHeight, () => import('./validators/metashrewHeight.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** The validators of one method by its wire name (a prepared batch call takes them here). */
export function validatorsOf(method: string): Promise<RpcValidators> {
  switch (method) {
    case "metashrew_view":
      return metashrewViewValidators();
    case "metashrew_height":
      return metashrewHeightValidators();
    default:
      return Promise.reject(new Error(`no method ${method}`));
  }
}
