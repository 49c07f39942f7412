// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
export { createGatewayOpsClient, type GatewayOpsClient, type Inputs as GatewayOpsInputs, type Outputs as GatewayOpsOutputs } from './client.js';
export { operations as gatewayOpsOperations, surface as gatewayOpsSurface, type OperationName as GatewayOpsOperationName } from './operations.js';
export type { components as GatewayOpsComponents } from './types.js';
