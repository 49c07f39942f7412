// Generated from specs/openrpc/frusd.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createFrusdClient, type FrusdClient, type Methods as FrusdMethods, type Params as FrusdParams, type Result as FrusdResult, prepare as prepareFrusd } from './client.js';
export * from './calls.js';
export { surface as frusdSurface } from './meta.js';
export type { MethodName as FrusdMethodName } from './methods.js';
export type { components as FrusdComponents } from './types.js';
