// Typed BTC/USD pool index views (see client.ts for the not-found contract and pagination notes).
export * from './errors.js';
export * from './hex.js';
export * from './alkane-id.js';
export * from './client.js';
export * from './liveness.js';
export * from '../gen/proto/alspo/cryptoswap/v1/cryptoswap_pb.js';
export * from './frusd.js';
