// Generated from specs/openrpc/btcusd.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createBtcusdClient, type BtcusdClient, type Methods as BtcusdMethods, type Params as BtcusdParams, type Result as BtcusdResult, prepare as prepareBtcusd } from './client.js';
export * from './calls.js';
export { surface as btcusdSurface } from './meta.js';
export type { MethodName as BtcusdMethodName } from './methods.js';
export type { components as BtcusdComponents } from './types.js';
