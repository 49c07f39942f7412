// Generated from specs/openrpc/ethereum-builder.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createEthereumBuilderClient, type EthereumBuilderClient, type Methods as EthereumBuilderMethods, type Params as EthereumBuilderParams, type Result as EthereumBuilderResult, prepare as prepareEthereumBuilder } from './client.js';
export * from './calls.js';
export { surface as ethereumBuilderSurface } from './meta.js';
export type { MethodName as EthereumBuilderMethodName } from './methods.js';
export type { components as EthereumBuilderComponents } from './types.js';
