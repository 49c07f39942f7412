// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { methods as brc20ProgMethods, type MethodEntry as Brc20ProgMethodEntry } from './methods.js';
