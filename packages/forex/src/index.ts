// The public face of @gw/forex: generated clients and validators (src/gen, never edited by hand).
export * from './gen/forex/index.js';
