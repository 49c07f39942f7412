// Property test: USD/BTC from price_q agrees with decimal.js (independent arbitrary precision) for
// price_q far beyond 2^64 and 2^128, both token orders and unequal decimals; no float on the path.
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRBTC_ID, FRUSD_ID, usdPerBtc } from '../src/price.js';

const D = Decimal.clone({ precision: 1000 });
const RUNS = Number(process.env.GW_PROP_RUNS ?? 300);
const params = { numRuns: RUNS, ...(process.env.GW_PROP_SEED ? { seed: Number(process.env.GW_PROP_SEED) } : {}) };
const roles = { usd: FRUSD_ID, btc: FRBTC_ID };

const priceQ = fc.oneof(
  fc.bigInt({ min: 1n, max: 2n ** 256n }),
  fc.bigInt({ min: 2n ** 64n - 100n, max: 2n ** 64n + 100n }),
  fc.bigInt({ min: 2n ** 128n - 100n, max: 2n ** 128n + 100n }),
);

describe('usdPerBtc against decimal.js', () => {
  it('matches (price_q / scale) * 10^(d0 - d1), inverted when token0 is the USD leg', () => {
    fc.assert(
      fc.property(
        priceQ,
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 24 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom('down' as const, 'half-up' as const),
        (q, scale, d0, d1, usdFirst, digits, rounding) => {
          const t0 = { id: usdFirst ? FRUSD_ID : FRBTC_ID, decimals: d0 };
          const t1 = { id: usdFirst ? FRBTC_ID : FRUSD_ID, decimals: d1 };
          // One division each way: 1 / (q / scale) rounds twice, and an exact quotient such as ...666.8 came out
          // as ...666.79999 (seed -2096141162 rounded it down to .7).
          const num = new D(q.toString()).mul(new D(10).pow(d0 - d1));
          const ratio = usdFirst ? new D(scale.toString()).div(num) : num.div(new D(scale.toString()));
          const want = ratio.toFixed(digits, rounding === 'down' ? Decimal.ROUND_DOWN : Decimal.ROUND_HALF_UP);
          expect(usdPerBtc(q.toString(), scale.toString(), t0, t1, roles, { fractionDigits: digits, rounding })).toBe(want);
        },
      ),
      params,
    );
  });

  it('keeps every digit a double would lose (price_q = 2^128 + 1, BTC first, scale 1)', () => {
    const q = (2n ** 128n + 1n).toString();
    expect(String(Number(q))).not.toBe(q);
    const t = { decimals: 8 };
    expect(usdPerBtc(q, '1', { id: FRBTC_ID, ...t }, { id: FRUSD_ID, ...t }, roles, { fractionDigits: 0 })).toBe(q);
  });
});
