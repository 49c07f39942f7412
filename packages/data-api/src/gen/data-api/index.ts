// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
export { createDataApiClient, type DataApiClient, type Inputs as DataApiInputs, type Outputs as DataApiOutputs } from './client.js';
export { operations as dataApiOperations, surface as dataApiSurface, type OperationName as DataApiOperationName } from './operations.js';
export type { components as DataApiComponents } from './types.js';
