// The callTracer frame is recursive (`calls` holds frames): its named schema's module calls itself.
import { describe, expect, it } from 'vitest';
import { methods } from '../src/gen/brc20-prog/methods.js';

const validate = methods.debug_traceTransaction.validators.result!;

describe('debug_traceTransaction result validator (recursive frames)', () => {
  it('accepts nested call frames and null', () => {
    expect(validate({ type: 'CALL', calls: [{ type: 'STATICCALL', calls: [{ type: 'CALL' }] }] })).toBe(true);
    expect(validate(null)).toBe(true);
  });
  it('refuses a bad frame deep inside', () => {
    expect(validate({ type: 'CALL', calls: [{ type: 'CALL', calls: [{ type: 7 }] }] })).toBe(false);
  });
});
