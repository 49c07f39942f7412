// Generated from specs/openrpc/ethereum-builder.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
export { createEthereumBuilderClient, type EthereumBuilderClient, type Methods as EthereumBuilderMethods, type Params as EthereumBuilderParams, type Result as EthereumBuilderResult, prepare as prepareEthereumBuilder } from './client.js';
export { methods as ethereumBuilderMethods, surface as ethereumBuilderSurface, type MethodName as EthereumBuilderMethodName } from './methods.js';
export type { components as EthereumBuilderComponents } from './types.js';
