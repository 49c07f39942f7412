// The public face of @gw/data-api: generated clients and validators (src/gen, never edited by hand).
export * from './gen/data-api/index.js';
