export { startMockGateway, type MockGateway, type MockOptions } from './server.js';
export { normalizeParams } from './normalize.js';
export { formatRequestLog, type RequestLogEntry } from './request-log.js';
export { recordedSummary, type RecordedSurface } from './recorded-summary.js';
export { createSynthesizer, drawRestRequest, drawRpcParams, rngFrom, type Synthesizer } from './synthesize/index.js';
export type { Source } from './http-util.js';
export { DEFAULT_PLAN, parseRateLimit, type RateLimitPlan } from './rate-limit.js';
export type { ObservedExample } from './as-observed.js';
