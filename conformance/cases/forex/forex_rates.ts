import type { ForexClient } from '@gw/forex';
import { assert, assume, defineCase } from '../../src/case.js';

type Rates = { base: string; rates: Record<string, string>; missing: string[]; age_seconds_by_currency: Record<string, number> };

/** Scaled-bigint view of a decimal string: [int, scale]. */
const dec = (s: string): [bigint, number] => {
  const [w, f = ''] = s.split('.');
  return [BigInt(w! + f), f.length];
};

/** |cross * usd[base] - usd[quote]| within the rounding of `cross` (half a unit in its last place, times usd[base]). Pure bigint. */
function crossConsistent(cross: string, usdBase: string, usdQuote: string): boolean {
  const [c, cs] = dec(cross);
  const [b, bs] = dec(usdBase);
  const [q, qs] = dec(usdQuote);
  const scale = Math.max(cs + bs, qs);
  const lhs = c * b * 10n ** BigInt(scale - cs - bs);
  const rhs = q * 10n ** BigInt(scale - qs);
  const diff = lhs > rhs ? lhs - rhs : rhs - lhs;
  // tolerance: usdBase * 10^-cs (one unit in the last place of cross) at the common scale
  const tol = b * 10n ** BigInt(scale - cs - bs);
  return diff <= (tol === 0n ? 1n : tol);
}

export default defineCase({
  surface: 'forex',
  operation: 'forex_rates',
  rules: [
    {
      name: "base's own rate is 1; a code in missing is absent from rates; base has no age entry",
      check: (data) => {
        const d = data as Rates;
        if (d.base in d.rates) assert(d.rates[d.base] === '1', `base ${d.base} rate is ${d.rates[d.base]}, not "1"`);
        for (const m of d.missing) assert(!(m in d.rates), `${m} is listed in missing and present in rates`);
        assert(!(d.base in d.age_seconds_by_currency), 'base has an age entry');
      },
    },
  ],
  scenarios: [
    {
      name: 'cross rates for another base agree with the USD table (assumption: within one unit in the last place)',
      run: async (ctx) => {
        const c = ctx.client<ForexClient>('forex');
        const usd = (await c.forexRates({ base: 'USD' })).data as Rates;
        const codes = Object.keys(usd.rates).filter((k) => k !== 'USD');
        assert(codes.length >= 2, 'need at least two priced currencies');
        const base = codes.includes('EUR') ? 'EUR' : codes[0]!;
        const other = await c.forexRates({ base });
        const r = other.data as Rates;
        assert(r.base === base && r.rates[base] === '1', `base ${base} must rate 1`);
        for (const q of Object.keys(r.rates)) {
          if (q === base || !(q in usd.rates)) continue;
          // The seeds do not say how closely a cross rate follows the USD table: one unit in its last place is our assumption.
          assume(
            'forex-cross-rate-last-place',
            crossConsistent(r.rates[q]!, usd.rates[base]!, usd.rates[q]!),
            `${base}→${q} ${r.rates[q]} differs from the USD table (${usd.rates[q]} / ${usd.rates[base]}) by more than one unit in its last place`,
            `/result/rates/${q}`,
          );
        }
      },
    },
    {
      name: 'unpriceable or uncovered quotes are listed in missing, never guessed',
      run: async (ctx) => {
        const c = ctx.client<ForexClient>('forex');
        const usd = (await c.forexRates({})).data as Rates;
        const r = (await c.forexRates({ base: 'USD', quotes: ['EUR', 'XAU', ...usd.missing] })).data as Rates;
        assert(r.missing.includes('XAU') && !('XAU' in r.rates), 'XAU (outside the covered set) must be in missing');
        for (const m of usd.missing) assert(r.missing.includes(m) && !(m in r.rates), `${m} must stay missing`);
      },
    },
  ],
});
