// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
export { createMempoolClient, type MempoolClient, type Methods as MempoolMethods, type Params as MempoolParams, type Result as MempoolResult, prepare as prepareMempool } from './client.js';
export { methods as mempoolMethods, surface as mempoolSurface, type MethodName as MempoolMethodName } from './methods.js';
export type { components as MempoolComponents } from './types.js';
