// Generated from specs/openrpc/btcusd.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { methods as btcusdMethods, type MethodEntry as BtcusdMethodEntry } from './methods.js';
