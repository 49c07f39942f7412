// Property tests: the decimal helpers agree with decimal.js (an independent arbitrary-precision library)
// far beyond 2^64 and 2^128, and with digit strings a float would corrupt.
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DecimalError, divToFixed, formatFixed, formatUnits, parseUint, parseUnits } from '../src/decimal.js';

const D = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_DOWN });
const RUNS = Number(process.env.GW_PROP_RUNS ?? 300);
const seedNote = `fast-check seed: set GW_PROP_SEED to reproduce`;
const params = { numRuns: RUNS, ...(process.env.GW_PROP_SEED ? { seed: Number(process.env.GW_PROP_SEED) } : {}) };

/** Unsigned integers around and beyond 2^64 and 2^128 (up to 2^300). */
const big = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 300n }),
  fc.bigInt({ min: 2n ** 64n - 1000n, max: 2n ** 64n + 1000n }),
  fc.bigInt({ min: 2n ** 128n - 1000n, max: 2n ** 128n + 1000n }),
);
const decimals = fc.integer({ min: 0, max: 40 });

describe(`decimal helpers against decimal.js (${seedNote})`, () => {
  it('parseUint reads any digit string exactly, leading zeros included', () => {
    fc.assert(
      fc.property(big, fc.nat({ max: 3 }), (n, zeros) => {
        const s = '0'.repeat(zeros) + n.toString();
        expect(parseUint(s).toString()).toBe(new D(s).toFixed(0));
      }),
      params,
    );
  });

  it('parseUnits then formatFixed round-trips, and matches decimal.js scaling', () => {
    fc.assert(
      fc.property(big, decimals, (n, d) => {
        const text = formatFixed(n, d);
        expect(text).toBe(new D(n.toString()).div(new D(10).pow(d)).toFixed(d));
        expect(parseUnits(text, d)).toBe(n);
      }),
      params,
    );
  });

  it('formatUnits is the shortest exact form (decimal.js toFixed without trailing zeros)', () => {
    fc.assert(
      fc.property(big, decimals, (n, d) => {
        const ref = new D(n.toString()).div(new D(10).pow(d));
        expect(formatUnits(n, d)).toBe(ref.toFixed());
        expect(formatUnits(-n, d)).toBe(n === 0n ? '0' : ref.neg().toFixed());
      }),
      params,
    );
  });

  it('divToFixed truncates (down) and rounds half-up exactly like decimal.js', () => {
    const nonzero = big.filter((x) => x !== 0n);
    fc.assert(
      fc.property(big, nonzero, fc.integer({ min: 0, max: 30 }), fc.boolean(), fc.boolean(), (n, d, f, negN, negD) => {
        const num = negN ? -n : n;
        const den = negD ? -d : d;
        const q = new D(num.toString()).div(new D(den.toString()));
        expect(divToFixed(num, den, f, 'down')).toBe(fixNegZero(q.toFixed(f, Decimal.ROUND_DOWN)));
        expect(divToFixed(num, den, f, 'half-up')).toBe(fixNegZero(q.toFixed(f, Decimal.ROUND_HALF_UP)));
      }),
      params,
    );
  });

  it('parseUnits refuses extra fractional digits instead of rounding', () => {
    fc.assert(
      fc.property(big, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 9 }), (n, d, last) => {
        const s = `${formatFixed(n, d)}${d === 0 ? '.' : ''}${last}`;
        expect(() => parseUnits(s, d)).toThrow(DecimalError);
      }),
      params,
    );
  });

  it('no float on the path: values a double would corrupt come back digit for digit', () => {
    // 2^53 + 1 and 0.1 + 0.2 style inputs: Number() would change every one of these.
    for (const s of ['9007199254740993', '18446744073709551617', '340282366920938463463374607431768211457', '23113653069174808444']) {
      expect(String(Number(s))).not.toBe(s); // the guard: a float would corrupt it
      expect(parseUint(s).toString()).toBe(s);
      expect(formatUnits(parseUnits(`${s}.000000000000000001`, 18), 18)).toBe(`${s}.000000000000000001`);
    }
    expect(divToFixed(1n, 3n, 40)).toBe(`0.${'3'.repeat(40)}`);
  });
});

/** decimal.js prints "-0.00" for a negative quotient that rounds to zero; the helpers print "0.00". */
function fixNegZero(s: string): string {
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
}
