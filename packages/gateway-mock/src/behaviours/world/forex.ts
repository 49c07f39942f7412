import type { ForexDataset } from '../datasets.js';
import type { Rng } from './rng.js';

/** Seed 002 §Forex: the covered currencies, in the seed's order. */
export const COVERED = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'INR',
  'CAD',
  'AUD',
  'CHF',
  'BRL',
  'MXN',
  'ARS',
  'NGN',
  'ZAR',
  'TRY',
  'RUB',
  'KRW',
  'IDR',
  'PHP',
  'VND',
];

/**
 * Units of each currency per 1 USD around which the world draws its rates (rounded market levels of late 2025, a
 * simulation choice: the seeds give no rates), as decimal strings.
 */
const LEVELS: Record<string, string> = {
  EUR: '0.86',
  GBP: '0.75',
  JPY: '150.2',
  CNY: '7.12',
  INR: '88.5',
  CAD: '1.39',
  AUD: '1.52',
  CHF: '0.80',
  BRL: '5.35',
  MXN: '18.4',
  ARS: '1450',
  NGN: '1460',
  ZAR: '17.3',
  TRY: '42.1',
  RUB: '79.5',
  KRW: '1420',
  IDR: '16650',
  PHP: '58.3',
  VND: '26300',
};

/** The forex part of a world file: which covered currencies have no quote, and the staleness threshold. */
export interface WorldForexFile {
  /** Covered currency -> reason (e.g. `no_quotes`): listed in `missing`, never priced. */
  missing?: Record<string, string>;
  /** `stale` is true when even the freshest rate is older than this many seconds. */
  stale_after?: number;
}

export const DEFAULT_FOREX: Required<WorldForexFile> = { missing: { NGN: 'no_quotes' }, stale_after: 3600 };

/** `level` moved by `permille` thousandths, six fractional digits, trailing zeros dropped: exact bigint arithmetic. */
function jitter(level: string, permille: number): string {
  const [w, f = ''] = level.split('.');
  const scaled = BigInt(w! + f.padEnd(6, '0')) * BigInt(1000 + permille); // 1e-9 units
  const micro = (scaled + 500n) / 1000n; // round half up to 1e-6
  const whole = micro / 1_000_000n;
  const frac = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole.toString();
}

/**
 * The world's rate table (seed 002 §Forex): every covered currency priced per 1 USD from the seed, except the file's
 * `missing` ones; each rate has an age from the seed (30..600 s); `as_of` is the world's clock; `stale` follows the
 * threshold. Anything outside the covered set is never priced (the behaviour lists it as `not_covered`).
 */
export function worldForex(rng: Rng, nowUnix: number, file: WorldForexFile = {}): ForexDataset {
  const missing = file.missing ?? DEFAULT_FOREX.missing;
  const staleAfter = file.stale_after ?? DEFAULT_FOREX.stale_after;
  const usd_rates: Record<string, string> = { USD: '1' };
  const age_seconds: Record<string, number> = {};
  for (const c of COVERED) {
    if (c === 'USD' || c in missing) continue;
    usd_rates[c] = jitter(LEVELS[c]!, rng.int(0, 60) - 30);
    age_seconds[c] = rng.int(30, 600);
  }
  const freshest = Math.min(...Object.values(age_seconds));
  return {
    format: 'gw-forex-dataset/1',
    default_base: 'USD',
    currencies: [...COVERED],
    usd_rates,
    age_seconds,
    missing: { ...missing },
    as_of: new Date(nowUnix * 1000).toISOString().replace('.000Z', 'Z'),
    as_of_unix: nowUnix,
    stale: freshest > staleAfter,
  };
}
