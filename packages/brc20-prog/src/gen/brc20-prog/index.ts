// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
export { createBrc20ProgClient, type Brc20ProgClient, type Methods as Brc20ProgMethods, type Params as Brc20ProgParams, type Result as Brc20ProgResult, prepare as prepareBrc20Prog } from './client.js';
export * from './calls.js';
export { surface as brc20ProgSurface } from './meta.js';
export type { MethodName as Brc20ProgMethodName } from './methods.js';
export type { components as Brc20ProgComponents } from './types.js';
