// Generated from specs/openrpc/reorg.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { methods as reorgMethods, type MethodEntry as ReorgMethodEntry } from './methods.js';
