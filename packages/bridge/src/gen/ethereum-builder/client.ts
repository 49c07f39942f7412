// Generated from specs/openrpc/ethereum-builder.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type BatchItem, type Gateway, type Reply, rpcBatch, type RpcCall, type RpcCallOptions } from '@gw/runtime';
import * as calls from './calls.js';
import { type MethodEntry, methods } from './methods.js';
import * as M from './meta.js';
import type { components } from './types.js';

type S = components['schemas'];

/** Params and result types of every method, exactly as the spec declares them. */
export interface Methods {
}

export type Params<M extends keyof Methods> = Methods[M]['params'];
export type Result<M extends keyof Methods> = Methods[M]['result'];

/** A call prepared for a batch; `T` is its result type. */
export interface Prepared<T> extends RpcCall { readonly __result?: T }

/** Builds a call for `batch` without sending it (it takes the validators of every method: see `methods.ts`). */
export function prepare<M extends keyof Methods>(method: M, ...params: undefined extends Params<M> ? [Params<M>?] : [Params<M>]): Prepared<Result<M>> {
  const entry = (methods as Record<string, MethodEntry>)[method as string]!;
  return { method: entry.meta, validators: entry.validators, params: params[0] };
}

export interface EthereumBuilderClient {
  /** Sends several prepared calls as one JSON-RPC batch; answers come back in call order. */
  batch<T extends readonly Prepared<unknown>[]>(calls: T, opts?: RpcCallOptions): Promise<Reply<{ [K in keyof T]: BatchItem<T[K] extends Prepared<infer R> ? R : never> }>>;
}

/** Every method as a method bound to `gw`; each loads its validators on its first call. */
export function createEthereumBuilderClient(gw: Gateway): EthereumBuilderClient {
  return {
    batch: (prepared, opts) => rpcBatch(gw, M.surface, [...prepared], opts) as never,
  };
}
