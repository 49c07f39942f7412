// A validating reverse proxy for every surface: REST, OPI, JSON-RPC (single and batch), streams frame by frame, BTC/USD views decoded.
export { DRAIN_MS, UPSTREAM_TIMEOUT_MS } from './defaults.js';
export { type GatewayProxy, type ProxyOptions, startGatewayProxy } from './proxy.js';
export { type Violation, ViolationLog } from './violations.js';
export { Recorder, type Recording } from './record.js';
export { checkHttp, type HttpExchange } from './check-http.js';
export { checkFrame } from './check-frame.js';
