// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { operations as dataApiOperations, type OperationEntry as DataApiOperationEntry } from './operations.js';
