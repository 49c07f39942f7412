// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { operations as gatewayOpsOperations, type OperationEntry as GatewayOpsOperationEntry } from './operations.js';
