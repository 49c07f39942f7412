// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createEspoClient, type EspoClient, type Methods as EspoMethods, type Params as EspoParams, type Result as EspoResult, prepare as prepareEspo } from './client.js';
export * from './calls.js';
export { surface as espoSurface } from './meta.js';
export type { MethodName as EspoMethodName } from './methods.js';
export * from './pages.js';
export type { components as EspoComponents } from './types.js';
