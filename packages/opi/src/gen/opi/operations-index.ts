// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { operations as opiOperations, type OperationEntry as OpiOperationEntry } from './operations.js';
