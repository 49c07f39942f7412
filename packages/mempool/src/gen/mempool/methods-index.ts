// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.
export { methods as mempoolMethods, type MethodEntry as MempoolMethodEntry } from './methods.js';
