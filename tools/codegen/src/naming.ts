// The names a user types: the client factory of a surface and the client method of an operation. Codegen emits them
// and the reference docs show them; both read these functions, so the two never disagree.
export { camel as clientMethodName } from './emit.js';

/** `eth-mempool` → `EthMempool`. */
export const pascal = (s: string): string =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');

/** `forex` → `createForexClient`: the factory a generated client module exports. */
export const clientFactoryName = (surfaceName: string): string => `create${pascal(surfaceName)}Client`;
