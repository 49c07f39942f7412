// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { methods as mempoolMethods, type MethodEntry as MempoolMethodEntry } from './methods.js';
