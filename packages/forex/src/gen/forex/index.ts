// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createForexClient, type ForexClient, type Methods as ForexMethods, type Params as ForexParams, type Result as ForexResult, prepare as prepareForex } from './client.js';
export * from './calls.js';
export { surface as forexSurface } from './meta.js';
export type { MethodName as ForexMethodName } from './methods.js';
export type { components as ForexComponents } from './types.js';
