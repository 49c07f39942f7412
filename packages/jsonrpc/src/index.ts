// The public face of @gw/jsonrpc: generated clients and validators (src/gen, never edited by hand).
export * from './gen/jsonrpc/index.js';
