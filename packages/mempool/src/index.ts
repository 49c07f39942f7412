// The public face of @gw/mempool: generated clients and validators (src/gen, never edited by hand).
export * from './gen/mempool/index.js';
export * from './gen/gateway-ops/index.js';
export * from './gen/mempool-stream/index.js';
