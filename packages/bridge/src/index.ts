// frUSD bridge builders: unsigned calldata and payloads only. No signing, no broadcast.
// Browser-safe: nothing here imports `node:`. The Node-only intent journal is `@gw/bridge/journal`.
export * from './errors.js';
export * from './bytes.js';
export * from './hash.js';
export * from './segwit.js';
export * from './btc-address.js';
export * from './evm.js';
export * from './abi.js';
export * from './selectors.js';
export * from './units.js';
export * from './conversion.js';
export * from './bridge-data.js';
export * from './deposit.js';
export * from './burn.js';
// BtcConversion is not exported: its generated sub-field numbers are unverified placeholders (conversion.ts).
export { BridgeDataSchema, type BridgeData } from './gen/proto/frusd/bridge/v1/bridge_pb.js';
export * from './gen/ethereum-builder/index.js';
