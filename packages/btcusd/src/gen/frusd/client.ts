// Generated from specs/openrpc/frusd.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type BatchItem, type Gateway, type Reply, rpcBatch, type RpcCallOptions } from '@gw/runtime';
import * as calls from './calls.js';
import { validatorsOf } from './load-validators.js';
import * as M from './meta.js';
import type { components } from './types.js';

type S = components['schemas'];

/** Params and result types of every method, exactly as the spec declares them. */
export interface Methods {
  "metashrew_view": { params: S["metashrew_view.params"]; result: S["metashrew_view.result"] };
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
  "metashrew_view": M.metashrewView,
};

/** Builds a call for `batch` without sending it. */
export function prepare<M extends keyof Methods>(method: M, ...params: undefined extends Params<M> ? [Params<M>?] : [Params<M>]): Prepared<Result<M>> {
  return { method: metaOf[method], params: params[0] };
}

export interface FrusdClient {
  /** `metashrew_view` (by-position). Calls a frUSD deposit view. */
  metashrewView(params: Params<"metashrew_view">, opts?: RpcCallOptions): Promise<Reply<Result<"metashrew_view">>>;
  /** Sends several prepared calls as one JSON-RPC batch; answers come back in call order. */
  batch<T extends readonly Prepared<unknown>[]>(calls: T, opts?: RpcCallOptions): Promise<Reply<{ [K in keyof T]: BatchItem<T[K] extends Prepared<infer R> ? R : never> }>>;
}

/** Every method as a method bound to `gw`; each loads its validators on its first call. */
export function createFrusdClient(gw: Gateway): FrusdClient {
  return {
    metashrewView: (params, opts) => calls.frusdMetashrewView(gw, params, opts),
    batch: async (prepared, opts) =>
      rpcBatch(gw, M.surface, await Promise.all(prepared.map(async (p) => ({ ...p, validators: await validatorsOf(p.method.name) }))), opts) as never,
  };
}
