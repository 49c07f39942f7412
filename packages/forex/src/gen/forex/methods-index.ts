// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { methods as forexMethods, type MethodEntry as ForexMethodEntry } from './methods.js';
