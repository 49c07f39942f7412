import type { Allowed } from './coverage.js';

// Documented errors that no fixture can show, with the reason. Every other documented error needs a fixture.
export const ALLOWED_WITHOUT_FIXTURE: Allowed[] = [
  // The request names no method of the spec, and the fixture format files every exchange under its method. The local
  // gateway's answers to them are tested in apps/cli/test/mock-command.test.ts.
  { name: 'ParseError', reason: 'the body is not JSON: no method to file it under' },
  { name: 'InvalidRequest', reason: 'not a JSON-RPC request: no method to file it under' },
  { name: 'MethodNotFound', reason: 'an unknown method: not an operation of the spec' },
  // Faults of the gateway or its surroundings, not answers to a request: a replayed request is answered one way.
  { name: 'InternalError', reason: 'a fault of the gateway itself: no request the seeds describe produces it' },
  {
    name: 'RateLimitExceeded',
    surfaces: ['brc20-prog', 'espo', 'reorg'],
    reason: 'depends on traffic, not on the request: the local gateway answers each request one way',
  },
  { name: 'AuthUnavailable', reason: 'an outage of the key store: the same request is answered normally when it is up' },
  // x-gw-http-errors documents 403 for every JSON-RPC endpoint, and says no method of it is admin-only.
  {
    name: 'AdminRequired',
    surfaces: ['brc20-prog', 'btcusd', 'espo', 'eth-mempool', 'ethereum-builder', 'forex', 'frusd', 'jsonrpc', 'reorg'],
    reason: 'no method of the endpoint is admin-only: no request earns the 403',
  },
  {
    name: 'AdminRequired',
    surfaces: ['mempool'],
    reason: "the 403 is the observe route's (gateway-ops mempool-observe, which has its fixture), not a JSON-RPC method's",
  },
];
