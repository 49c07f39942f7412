// The public face of @gw/btcusd: generated JSON-RPC clients (btcusd, frusd views), protobuf messages, price math.
// Decimal-string helpers (parseUint, parseUnits, formatUnits, divToFixed) live in @gw/runtime.
export * from './gen/btcusd/index.js';
export * from './gen/frusd/index.js';
export * from './price.js';
export * from './fees.js';
export * from './views/index.js';
