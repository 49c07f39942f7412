// Generated from specs/openrpc/ethereum-builder.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { loadValidators, type RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

/** Each method's validator module, kept after its first use (a repeated `import()` is not free). */
const loaded: {
} = {};

/** The validators of one method by its wire name (a prepared batch call takes them here). */
export function validatorsOf(method: string): Promise<RpcValidators> {
  switch (method) {
    default:
      return Promise.reject(new Error(`no method ${method}`));
  }
}
