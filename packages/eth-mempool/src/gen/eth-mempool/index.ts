// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createEthMempoolClient, type EthMempoolClient, type Methods as EthMempoolMethods, type Params as EthMempoolParams, type Result as EthMempoolResult, prepare as prepareEthMempool } from './client.js';
export * from './calls.js';
export { surface as ethMempoolSurface } from './meta.js';
export type { MethodName as EthMempoolMethodName } from './methods.js';
export type { components as EthMempoolComponents } from './types.js';
