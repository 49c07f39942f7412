// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createJsonrpcClient, type JsonrpcClient, type Methods as JsonrpcMethods, type Params as JsonrpcParams, type Result as JsonrpcResult, prepare as prepareJsonrpc } from './client.js';
export * from './calls.js';
export { surface as jsonrpcSurface } from './meta.js';
export type { MethodName as JsonrpcMethodName } from './methods.js';
export type { components as JsonrpcComponents } from './types.js';
