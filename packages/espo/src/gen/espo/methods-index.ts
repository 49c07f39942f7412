// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { methods as espoMethods, type MethodEntry as EspoMethodEntry } from './methods.js';
