// Typed BTC/USD pool index views (see client.ts for the not-found contract and pagination notes).
export * from './errors.js';
export * from './hex.js';
export * from './alkane-id.js';
export * from './client.js';
export * from './liveness.js';
export * from '../gen/proto/alspo/cryptoswap/v1/cryptoswap_pb.js';
/** `fromBinary(schema, bytes)` through the message's generated decoder (the same message, faster). */
export { decode as decodeMessage } from '../gen/proto/alspo/cryptoswap/v1/cryptoswap_decode.js';
/** `toBinary(schema, create(schema, init))` through the message's generated encoder (the same bytes, faster). */
export { encode as encodeMessage } from '../gen/proto/alspo/cryptoswap/v1/cryptoswap_encode.js';
export * from './frusd.js';
