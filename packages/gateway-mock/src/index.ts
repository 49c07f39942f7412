export { startMockGateway, type MockGateway, type MockOptions } from './server.js';
export { normalizeParams } from './normalize.js';
