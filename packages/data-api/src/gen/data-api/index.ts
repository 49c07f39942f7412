// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createDataApiClient, type DataApiClient, type Inputs as DataApiInputs, type Outputs as DataApiOutputs } from './client.js';
export * from './calls.js';
export { surface as dataApiSurface } from './meta.js';
export type { OperationName as DataApiOperationName } from './operations.js';
export * from './pages.js';
export type { components as DataApiComponents } from './types.js';
