// Generated from specs/openrpc/reorg.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createReorgClient, type ReorgClient, type Methods as ReorgMethods, type Params as ReorgParams, type Result as ReorgResult, prepare as prepareReorg } from './client.js';
export * from './calls.js';
export { surface as reorgSurface } from './meta.js';
export type { MethodName as ReorgMethodName } from './methods.js';
export type { components as ReorgComponents } from './types.js';
