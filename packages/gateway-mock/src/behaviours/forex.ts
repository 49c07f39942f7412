import type { RpcBehaviour } from '../rpc-handler.js';
import type { ForexDataset } from './datasets.js';
import { type Dec, divDec, formatDec, mulDec, numberToDecString, parseDec } from './decimal.js';

/** Fractional digits of computed cross rates and conversions (round half-up). The seed does not fix a precision. */
export const FOREX_PLACES = 12;

/**
 * The code forex_convert answers for a pair it cannot price. Seed 002 §Errors: "the code used: not shown";
 * the local gateway uses the generic server-error code -32000.
 */
export const UNPRICEABLE_CODE = -32000;

type P = Record<string, unknown>;

/** Cross rate: amount of `quote` per 1 `base`, from the USD table, in exact decimal arithmetic. */
export function crossRate(d: ForexDataset, base: string, quote: string): string {
  if (base === quote) return '1';
  const q = parseDec(d.usd_rates[quote]!);
  if (base === 'USD') return d.usd_rates[quote]!; // the table's own text (e.g. "5.4120")
  return formatDec(divDec(q, parseDec(d.usd_rates[base]!), FOREX_PLACES));
}

const priced = (d: ForexDataset, c: string) => d.currencies.includes(c) && c in d.usd_rates;
const reason = (d: ForexDataset, c: string) => d.missing[c] ?? (d.currencies.includes(c) ? 'no_quotes' : 'not_covered');

/** Age of a rate of `c` against `base`: the older of the two legs (a leg on USD has age 0). */
const ageOf = (d: ForexDataset, c: string, base: string) =>
  Math.max(c === 'USD' ? 0 : (d.age_seconds[c] ?? 0), base === 'USD' ? 0 : (d.age_seconds[base] ?? 0));

export function forexRates(d: ForexDataset, p: P): { result: unknown } | { error: { code: number; message: string } } {
  const base = typeof p.base === 'string' ? p.base : d.default_base;
  if (!priced(d, base)) return { error: { code: UNPRICEABLE_CODE, message: `cannot price base ${base}: ${reason(d, base)}` } };
  const quotes = Array.isArray(p.quotes) ? (p.quotes as string[]) : d.currencies;
  const rates: Record<string, string> = {};
  const missing: string[] = [];
  const missing_reasons: Record<string, string> = {};
  const ages: Record<string, number> = {};
  for (const c of quotes) {
    if (c in rates || missing.includes(c)) continue;
    if (!priced(d, c)) {
      missing.push(c);
      missing_reasons[c] = reason(d, c);
      continue;
    }
    rates[c] = crossRate(d, base, c);
    if (c !== base) ages[c] = ageOf(d, c, base);
  }
  const result: P = {
    base,
    rates,
    missing,
    ...(missing.length ? { missing_reasons } : {}),
    age_seconds_by_currency: ages,
    as_of: d.as_of,
    as_of_unix: d.as_of_unix,
    stale: d.stale,
  };
  if (p.provenance === true) result.provenance = {}; // contents not shown (x-not-shown)
  return { result };
}

export function forexConvert(d: ForexDataset, p: P): { result: unknown } | { error: { code: number; message: string } } {
  const from = String(p.from);
  const to = String(p.to);
  for (const c of [from, to]) if (!priced(d, c)) return { error: { code: UNPRICEABLE_CODE, message: `cannot price ${from}/${to}: ${c} ${reason(d, c)}` } };
  const amountText = typeof p.amount === 'number' ? numberToDecString(p.amount) : String(p.amount);
  let amount: Dec;
  try {
    amount = parseDec(amountText ?? '');
  } catch {
    return { error: { code: -32602, message: 'Invalid params', data: { detail: 'amount must be a non-negative decimal' } } as never };
  }
  // amount * (to per USD) / (from per USD): one division, so the rounding happens once.
  const num = mulDec(amount, parseDec(d.usd_rates[to]!));
  const value = from === to ? amount : divDec(num, parseDec(d.usd_rates[from]!), FOREX_PLACES);
  const ages: Record<string, number> = {};
  for (const c of [from, to]) if (c !== 'USD') ages[c] = d.age_seconds[c]!;
  return { result: { result: formatDec(value), as_of: d.as_of, as_of_unix: d.as_of_unix, stale: d.stale, age_seconds_by_currency: ages } };
}

export function forexBehaviour(d: ForexDataset): RpcBehaviour {
  const available = d.currencies.filter((c) => priced(d, c));
  return (method, params) => {
    const p = (params ?? {}) as P;
    switch (method) {
      case 'forex_rates':
        return forexRates(d, p);
      case 'forex_convert':
        return forexConvert(d, p);
      case 'forex_status': {
        const ages = Object.values(d.age_seconds);
        return { result: { age_seconds: ages.length ? Math.min(...ages) : 0, stale: d.stale, as_of: d.as_of, as_of_unix: d.as_of_unix, available } };
      }
      case 'forex_currencies':
        return { result: { available, currencies: d.currencies, default_base: d.default_base, missing: d.currencies.filter((c) => !priced(d, c)) } };
      default:
        return undefined;
    }
  };
}
