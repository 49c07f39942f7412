// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { operations as orderbookOperations, type OperationEntry as OrderbookOperationEntry } from './operations.js';
