// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { loadValidators, type RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

/** Each method's validator module, kept after its first use (a repeated `import()` is not free). */
const loaded: {
  "forexRates"?: typeof import('./validators/forexRates.js');
  "forexConvert"?: typeof import('./validators/forexConvert.js');
  "forexStatus"?: typeof import('./validators/forexStatus.js');
  "forexCurrencies"?: typeof import('./validators/forexCurrencies.js');
} = {};

/** `forex_rates` */
export async function forexRatesValidators(): Promise<RpcValidators> {
  const V = (loaded["forexRates"] ??= await loadValidators(M.surface, M.forexRates, () => import('./validators/forexRates.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `forex_convert` */
export async function forexConvertValidators(): Promise<RpcValidators> {
  const V = (loaded["forexConvert"] ??= await loadValidators(M.surface, M.forexConvert, () => import('./validators/forexConvert.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `forex_status` */
export async function forexStatusValidators(): Promise<RpcValidators> {
  const V = (loaded["forexStatus"] ??= await loadValidators(M.surface, M.forexStatus, () => import('./validators/forexStatus.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `forex_currencies` */
export async function forexCurrenciesValidators(): Promise<RpcValidators> {
  const V = (loaded["forexCurrencies"] ??= await loadValidators(M.surface, M.forexCurrencies, () => import('./validators/forexCurrencies.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** The validators of one method by its wire name (a prepared batch call takes them here). */
export function validatorsOf(method: string): Promise<RpcValidators> {
  switch (method) {
    case "forex_rates":
      return forexRatesValidators();
    case "forex_convert":
      return forexConvertValidators();
    case "forex_status":
      return forexStatusValidators();
    case "forex_currencies":
      return forexCurrenciesValidators();
    default:
      return Promise.reject(new Error(`no method ${method}`));
  }
}
