// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createOrderbookClient, type OrderbookClient, type Inputs as OrderbookInputs, type Outputs as OrderbookOutputs } from './client.js';
export * from './calls.js';
export { surface as orderbookSurface } from './meta.js';
export type { OperationName as OrderbookOperationName } from './operations.js';
export type { components as OrderbookComponents } from './types.js';
