// Generated from specs/openrpc/ethereum-builder.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { methods as ethereumBuilderMethods, type MethodEntry as EthereumBuilderMethodEntry } from './methods.js';
