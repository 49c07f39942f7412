// Generated from specs/openrpc/frusd.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { methods as frusdMethods, type MethodEntry as FrusdMethodEntry } from './methods.js';
