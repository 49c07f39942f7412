// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type BatchItem, type Gateway, type Reply, rpcBatch, type RpcCallOptions } from '@gw/runtime';
import * as calls from './calls.js';
import { validatorsOf } from './load-validators.js';
import * as M from './meta.js';
import type { components } from './types.js';

type S = components['schemas'];

/** Params and result types of every method, exactly as the spec declares them. */
export interface Methods {
  "forex_rates": { params: S["forex_rates.params"]; result: S["forex_rates.result"] };
  "forex_convert": { params: S["forex_convert.params"]; result: S["forex_convert.result"] };
  "forex_status": { params: S["forex_status.params"]; result: S["forex_status.result"] };
  "forex_currencies": { params: S["forex_currencies.params"]; result: S["forex_currencies.result"] };
}

export type Params<M extends keyof Methods> = Methods[M]['params'];
export type Result<M extends keyof Methods> = Methods[M]['result'];

/** A call prepared for a batch (its validators load when the batch is sent); `T` is its result type. */
export interface Prepared<T> {
  readonly method: M.MethodMeta;
  readonly params: unknown;
  readonly __result?: T;
}

const metaOf: Record<keyof Methods, M.MethodMeta> = {
  "forex_rates": M.forexRates,
  "forex_convert": M.forexConvert,
  "forex_status": M.forexStatus,
  "forex_currencies": M.forexCurrencies,
};

/** Builds a call for `batch` without sending it. */
export function prepare<M extends keyof Methods>(method: M, ...params: undefined extends Params<M> ? [Params<M>?] : [Params<M>]): Prepared<Result<M>> {
  return { method: metaOf[method], params: params[0] };
}

export interface ForexClient {
  /** `forex_rates` (by-name). Rates of the quote currencies per 1 unit of base. */
  forexRates(params?: Params<"forex_rates">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_rates">>>;
  /** `forex_convert` (by-name). Converts an amount between two currencies. */
  forexConvert(params: Params<"forex_convert">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_convert">>>;
  /** `forex_status` (by-name). Freshness of the rate data; never errors on data state. */
  forexStatus(params?: Params<"forex_status">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_status">>>;
  /** `forex_currencies` (by-name). Covered and currently available currencies. */
  forexCurrencies(params?: Params<"forex_currencies">, opts?: RpcCallOptions): Promise<Reply<Result<"forex_currencies">>>;
  /** Sends several prepared calls as one JSON-RPC batch; answers come back in call order. */
  batch<T extends readonly Prepared<unknown>[]>(calls: T, opts?: RpcCallOptions): Promise<Reply<{ [K in keyof T]: BatchItem<T[K] extends Prepared<infer R> ? R : never> }>>;
}

/** Every method as a method bound to `gw`; each loads its validators on its first call. */
export function createForexClient(gw: Gateway): ForexClient {
  return {
    forexRates: (params, opts) => calls.forexRates(gw, params, opts),
    forexConvert: (params, opts) => calls.forexConvert(gw, params, opts),
    forexStatus: (params, opts) => calls.forexStatus(gw, params, opts),
    forexCurrencies: (params, opts) => calls.forexCurrencies(gw, params, opts),
    batch: async (prepared, opts) =>
      rpcBatch(gw, M.surface, await Promise.all(prepared.map(async (p) => ({ ...p, validators: await validatorsOf(p.method.name) }))), opts) as never,
  };
}
