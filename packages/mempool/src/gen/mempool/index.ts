// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createMempoolClient, type MempoolClient, type Methods as MempoolMethods, type Params as MempoolParams, type Result as MempoolResult, prepare as prepareMempool } from './client.js';
export * from './calls.js';
export { surface as mempoolSurface } from './meta.js';
export type { MethodName as MempoolMethodName } from './methods.js';
export * from './pages.js';
export type { components as MempoolComponents } from './types.js';
