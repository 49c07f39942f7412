export * from './fixture.js';
export type { AnySurface, RestSurface, RpcSurface, StreamSurface } from './registry.js';
export { operationNames } from './registry.js';
export { surfaces } from './gen/surfaces.js';
export { matchRoute } from './route.js';
export { startMockGateway, type MockGateway, type MockOptions } from './server.js';
export { normalizeParams } from './normalize.js';
