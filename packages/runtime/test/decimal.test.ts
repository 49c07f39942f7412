import { describe, expect, it } from 'vitest';
import { DecimalError, divToFixed, formatFixed, formatUnits, isDecimalString, isUintString, parseUint, parseUnits, pow10 } from '../src/index.js';

describe('decimal strings', () => {
  it('round-trips an LP total_supply beyond 2^64 exactly', () => {
    const s = '23113653069174808444';
    const v = parseUint(s, 'total_supply');
    expect(v > 2n ** 64n).toBe(true);
    expect(v).toBe(23113653069174808444n);
    expect(v.toString()).toBe(s);
    expect(formatUnits(v, 18)).toBe('23.113653069174808444');
    expect(parseUnits('23.113653069174808444', 18)).toBe(v);
  });

  it('refuses non-canonical input instead of guessing', () => {
    for (const bad of ['', '-1', '1e18', '1.5', ' 1', '0x10', '1_000']) {
      expect(() => parseUint(bad)).toThrow(DecimalError);
    }
    expect(() => parseUnits('1.1234567', 6)).toThrow(/more than 6 fractional digits/);
    expect(() => parseUnits('.5', 6)).toThrow(DecimalError);
    expect(parseUnits('12.5', 6)).toBe(12500000n);
    expect(parseUnits('7', 6)).toBe(7000000n);
  });

  it('formats fixed and shortest forms', () => {
    expect(formatFixed(12500000n, 6)).toBe('12.500000');
    expect(formatUnits(12500000n, 6)).toBe('12.5');
    expect(formatUnits(20000000n, 6)).toBe('20');
    expect(formatFixed(5n, 0)).toBe('5');
    expect(formatFixed(0n, 3)).toBe('0.000');
  });

  it('rounds down by default and half-up on request', () => {
    expect(divToFixed(2n, 3n, 4)).toBe('0.6666');
    expect(divToFixed(2n, 3n, 4, 'half-up')).toBe('0.6667');
    expect(divToFixed(1n, 8n, 2, 'half-up')).toBe('0.13'); // 0.125 tie -> up
    expect(divToFixed(1n, 8n, 2)).toBe('0.12');
    expect(() => divToFixed(1n, 0n, 2)).toThrow(DecimalError);
  });
});

describe('decimal errors and wire predicates', () => {
  it('DecimalError names the field and the reason', () => {
    try {
      parseUnits('1.5x', 6, 'amount');
      throw new Error('not refused');
    } catch (err) {
      expect(err).toBeInstanceOf(DecimalError);
      expect(err).toMatchObject({ field: 'amount', message: 'amount: expected an unsigned decimal string, got "1.5x"' });
      expect((err as DecimalError).reason).toBe('expected an unsigned decimal string, got "1.5x"');
    }
    expect(() => pow10(-1)).toThrow(DecimalError);
    expect(() => parseUnits('1', 1.5)).toThrow(DecimalError);
  });

  it('wire predicates accept canonical strings only', () => {
    expect(isUintString('0')).toBe(true);
    expect(isUintString('007')).toBe(false);
    expect(isUintString(7)).toBe(false);
    expect(isDecimalString('0.8604')).toBe(true);
    expect(isDecimalString('1.')).toBe(false);
    expect(isDecimalString('-1')).toBe(false);
  });
});
