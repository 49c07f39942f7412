// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createOpiClient, type OpiClient, type Inputs as OpiInputs, type Outputs as OpiOutputs } from './client.js';
export * from './calls.js';
export { surface as opiSurface } from './meta.js';
export type { OperationName as OpiOperationName } from './operations.js';
export type { components as OpiComponents } from './types.js';
