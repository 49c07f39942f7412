// The public face of @gw/opi: generated clients and validators (src/gen, never edited by hand).
export * from './gen/opi/index.js';
