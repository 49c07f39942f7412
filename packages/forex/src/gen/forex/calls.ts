// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as M from './meta.js';

/** Each method's validator module, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "forexRates"?: typeof import('./validators/forexRates.cjs');
  "forexConvert"?: typeof import('./validators/forexConvert.cjs');
  "forexStatus"?: typeof import('./validators/forexStatus.cjs');
  "forexCurrencies"?: typeof import('./validators/forexCurrencies.cjs');
} = {};

/** `forex_rates` (by-name). Rates of the quote currencies per 1 unit of base. */
export async function forexRates(gw: Gateway, params?: Params<"forex_rates">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_rates">>> {
  const V = (loaded["forexRates"] ??= await import('./validators/forexRates.cjs'));
  return rpcCall(gw, M.surface, { method: M.forexRates, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `forex_convert` (by-name). Converts an amount between two currencies. */
export async function forexConvert(gw: Gateway, params: Params<"forex_convert">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_convert">>> {
  const V = (loaded["forexConvert"] ??= await import('./validators/forexConvert.cjs'));
  return rpcCall(gw, M.surface, { method: M.forexConvert, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `forex_status` (by-name). Freshness of the rate data; never errors on data state. */
export async function forexStatus(gw: Gateway, params?: Params<"forex_status">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_status">>> {
  const V = (loaded["forexStatus"] ??= await import('./validators/forexStatus.cjs'));
  return rpcCall(gw, M.surface, { method: M.forexStatus, validators: { params: V.params, result: V.result }, params }, opts);
}

/** `forex_currencies` (by-name). Covered and currently available currencies. */
export async function forexCurrencies(gw: Gateway, params?: Params<"forex_currencies">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_currencies">>> {
  const V = (loaded["forexCurrencies"] ??= await import('./validators/forexCurrencies.cjs'));
  return rpcCall(gw, M.surface, { method: M.forexCurrencies, validators: { params: V.params, result: V.result }, params }, opts);
}
