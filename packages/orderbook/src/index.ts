// The public face of @gw/orderbook: generated clients and validators (src/gen, never edited by hand).
export * from './gen/orderbook/index.js';
