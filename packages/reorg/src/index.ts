// The public face of @gw/reorg: generated clients and validators (src/gen, never edited by hand).
export * from './gen/reorg/index.js';
