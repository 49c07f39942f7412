// The callTracer frame is recursive (`calls` holds frames): its named schema's module calls itself. The result is open
// beside the frame (another tracer answers its own format, execution-apis), so a bad deep frame is accepted as such an
// answer; validating it still runs the recursive frame branch, which must not throw.
import { describe, expect, it } from 'vitest';
import { methods } from '../src/gen/brc20-prog/methods.js';

const validate = methods.debug_traceTransaction.validators.result!;

describe('debug_traceTransaction result validator (recursive frames)', () => {
  it('accepts nested call frames, null and the output of another tracer', () => {
    expect(validate({ type: 'CALL', calls: [{ type: 'STATICCALL', calls: [{ type: 'CALL' }] }] })).toBe(true);
    expect(validate(null)).toBe(true);
    expect(validate({ gas: 21000, failed: false, returnValue: '0x', structLogs: [] })).toBe(true);
  });
  it('walks a bad frame deep inside without throwing (the frame module calls itself)', () => {
    expect(() => validate({ type: 'CALL', calls: [{ type: 'CALL', calls: [{ type: 7 }] }] })).not.toThrow();
  });
});
