// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
export { createOrderbookClient, type OrderbookClient, type Inputs as OrderbookInputs, type Outputs as OrderbookOutputs } from './client.js';
export { operations as orderbookOperations, surface as orderbookSurface, type OperationName as OrderbookOperationName } from './operations.js';
export type { components as OrderbookComponents } from './types.js';
