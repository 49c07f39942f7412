// The public face of @gw/espo: generated clients and validators (src/gen, never edited by hand).
export * from './gen/espo/index.js';
