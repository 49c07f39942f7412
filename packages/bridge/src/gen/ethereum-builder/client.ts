// Generated from specs/openrpc/ethereum-builder.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type BatchItem, type Gateway, type Reply, rpcBatch, type RpcCallOptions } from '@gw/runtime';
import * as calls from './calls.js';
import { validatorsOf } from './load-validators.js';
import * as M from './meta.js';
import type { components } from './types.js';

type S = components['schemas'];

/** Params and result types of every method, exactly as the spec declares them. */
export interface Methods {
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
};

/** Builds a call for `batch` without sending it. */
export function prepare<M extends keyof Methods>(method: M, ...params: undefined extends Params<M> ? [Params<M>?] : [Params<M>]): Prepared<Result<M>> {
  return { method: metaOf[method], params: params[0] };
}

export interface EthereumBuilderClient {
  /** Sends several prepared calls as one JSON-RPC batch; answers come back in call order. */
  batch<T extends readonly Prepared<unknown>[]>(calls: T, opts?: RpcCallOptions): Promise<Reply<{ [K in keyof T]: BatchItem<T[K] extends Prepared<infer R> ? R : never> }>>;
}

/** Every method as a method bound to `gw`; each loads its validators on its first call. */
export function createEthereumBuilderClient(gw: Gateway): EthereumBuilderClient {
  return {
    batch: async (prepared, opts) =>
      rpcBatch(gw, M.surface, await Promise.all(prepared.map(async (p) => ({ ...p, validators: await validatorsOf(p.method.name) }))), opts) as never,
  };
}
