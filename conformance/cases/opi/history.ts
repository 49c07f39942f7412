// opi history (seed 000 §OPI API (GET): 'The API overview also lists GET /v1/brc20/history'; its parameters and result: not shown).
import { defineCase } from '../../src/case.js';

/**
 * No rule and no asserted success: the seed shows neither parameters nor result, so any answer is accepted except a
 * 404 (the route is listed), which is a violation the drift register grades (opi-overview-routes-absent).
 */
export default defineCase({
  surface: 'opi',
  operation: 'history',
  openOutcome: 'seed 000 §OPI API (GET): parameters and result of GET /v1/brc20/history: not shown',
  rules: [],
  scenarios: [],
});
