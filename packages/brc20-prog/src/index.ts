// The public face of @gw/brc20-prog: generated clients and validators (src/gen, never edited by hand).
export * from './gen/brc20-prog/index.js';
