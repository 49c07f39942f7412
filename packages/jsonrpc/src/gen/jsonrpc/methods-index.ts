// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { methods as jsonrpcMethods, type MethodEntry as JsonrpcMethodEntry } from './methods.js';
