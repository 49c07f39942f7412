// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';
import type { Params, Result } from './client.js';
import * as L from './load-validators.js';
import * as M from './meta.js';

/** `forex_rates` (by-name). Rates of the quote currencies per 1 unit of base. */
export async function forexRates(gw: Gateway, params?: Params<"forex_rates">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_rates">>> {
  return await rpcCall(gw, M.surface, { method: M.forexRates, validators: await L.forexRatesValidators(), params }, opts);
}

/** `forex_convert` (by-name). Converts an amount between two currencies. */
export async function forexConvert(gw: Gateway, params: Params<"forex_convert">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_convert">>> {
  return await rpcCall(gw, M.surface, { method: M.forexConvert, validators: await L.forexConvertValidators(), params }, opts);
}

/** `forex_status` (by-name). Freshness of the rate data; never errors on data state. */
export async function forexStatus(gw: Gateway, params?: Params<"forex_status">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_status">>> {
  return await rpcCall(gw, M.surface, { method: M.forexStatus, validators: await L.forexStatusValidators(), params }, opts);
}

/** `forex_currencies` (by-name). Covered and currently available currencies. */
export async function forexCurrencies(gw: Gateway, params?: Params<"forex_currencies">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_currencies">>> {
  return await rpcCall(gw, M.surface, { method: M.forexCurrencies, validators: await L.forexCurrenciesValidators(), params }, opts);
}
