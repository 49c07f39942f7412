// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
export { operations as orderbookOperations, type OperationEntry as OrderbookOperationEntry } from './operations.js';
