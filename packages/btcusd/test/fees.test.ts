import { describe, expect, it } from 'vitest';
import { DecimalError } from '@gw/runtime';
import { FEE_SCALE, describeFees, feeOn, feeToBps, feeToPercent } from '../src/fees.js';

describe('fees over 1e10', () => {
  it('seed values: mid 0.2% / 20 bps, out 0.8% / 80 bps, admin 50% of the swap fee', () => {
    expect(describeFees({ midFee: '20000000', outFee: '80000000', adminFee: '5000000000' })).toEqual({
      mid: { bps: '20', percent: '0.2' },
      out: { bps: '80', percent: '0.8' },
      adminShareOfFee: { bps: '5000', percent: '50' },
    });
  });

  it('keeps sub-bps precision exactly', () => {
    expect(feeToBps('1')).toBe('0.000001');
    expect(feeToPercent('1')).toBe('0.00000001');
    expect(feeToBps('12345678')).toBe('12.345678');
    expect(feeToPercent('10000000000')).toBe('100');
  });

  it('fee on an amount rounds down', () => {
    expect(FEE_SCALE).toBe(10000000000n);
    expect(feeOn(100000000n, '20000000')).toBe(200000n); // 0.2% of 1.00000000
    expect(feeOn(499n, '20000000')).toBe(0n);
    expect(feeOn(500n, '20000000')).toBe(1n);
  });

  it('refuses a non-integer fee string', () => {
    expect(() => feeToBps('0.2', 'mid_fee')).toThrow(DecimalError);
    expect(() => feeToBps('0.2', 'mid_fee')).toThrow(/mid_fee/);
  });
});
