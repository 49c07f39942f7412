import type { HttpBehaviour } from './http.js';

/**
 * Seed 000 §Errors 3: HTTP 404 for an unknown order. Recorded orders are answered from the fixtures first, so any
 * order that reaches this rule is unknown to the local gateway. The body is not shown by the seed; the one the
 * recorded exchange carries (`{error: "order not found"}`) is used.
 */
export const orderbookBehaviour: HttpBehaviour = ({ operation, method, valid }) =>
  operation === 'order' && method === 'GET' && valid ? { status: 404, body: { error: 'order not found' } } : undefined;
