// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createGatewayOpsClient, type GatewayOpsClient, type Inputs as GatewayOpsInputs, type Outputs as GatewayOpsOutputs } from './client.js';
export * from './calls.js';
export { surface as gatewayOpsSurface } from './meta.js';
export type { OperationName as GatewayOpsOperationName } from './operations.js';
export type { components as GatewayOpsComponents } from './types.js';
