import type { Gateway, Reply, RestOperation, RestValidators, RpcMethod, RpcValidators, SurfaceMeta, Validator } from '@gw/runtime';

export interface RestSurface {
  kind: 'rest';
  surface: SurfaceMeta;
  operations: Record<string, { meta: RestOperation & { networks: readonly string[] | null }; validators: RestValidators; client: string }>;
  /** The generated client factory: its methods are named by `operations[op].client`. */
  createClient: (gw: Gateway) => Record<string, (input: unknown, opts?: unknown) => Promise<Reply<unknown>>>;
}

export interface RpcSurface {
  kind: 'rpc';
  surface: SurfaceMeta;
  methods: Record<string, { meta: RpcMethod & { networks: readonly string[] | null }; validators: RpcValidators; client: string }>;
  createClient: (gw: Gateway) => Record<string, (params: unknown, opts?: unknown) => Promise<Reply<unknown>>>;
}

export interface StreamSurface {
  kind: 'stream';
  surface: SurfaceMeta;
  frames: Record<string, { direction: 'send' | 'receive'; channel: string; address: string; validate: Validator }>;
}

export type AnySurface = RestSurface | RpcSurface | StreamSurface;

export function operationNames(s: AnySurface): string[] {
  return Object.keys(s.kind === 'rest' ? s.operations : s.kind === 'rpc' ? s.methods : s.frames);
}
