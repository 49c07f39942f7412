// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { methods as ethMempoolMethods, type MethodEntry as EthMempoolMethodEntry } from './methods.js';
