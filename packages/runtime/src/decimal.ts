// Exact decimal-string <-> bigint helpers, the only ones in the workspace. No floats anywhere: values
// routinely exceed 2^64 (LP total_supply "23113653069174808444"), so every amount is a string or a bigint.

/** A malformed decimal string or an impossible division. `field` names the input, `reason` says what is wrong. */
export class DecimalError extends Error {
  override readonly name = 'DecimalError';
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

/** Rounding for `divToFixed`: `down` truncates toward zero; `half-up` rounds a tie away from zero. */
export type Rounding = 'down' | 'half-up';

const CANONICAL_UINT = /^(0|[1-9][0-9]*)$/;
const CANONICAL_DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const UINT_RE = /^[0-9]+$/;
const UDEC_RE = /^([0-9]+)(?:\.([0-9]+))?$/;

/** A canonical unsigned integer string as the wire carries it (no sign, no leading zeros). */
export const isUintString = (s: unknown): s is string => typeof s === 'string' && CANONICAL_UINT.test(s);
/** A canonical unsigned decimal string as the wire carries it. */
export const isDecimalString = (s: unknown): s is string => typeof s === 'string' && CANONICAL_DECIMAL.test(s);

/** A refused input as a message shows it (JSON.stringify cannot show a bigint). */
const shown = (v: unknown) => (typeof v === 'bigint' ? `${v}n (a bigint)` : typeof v === 'string' ? JSON.stringify(v) : `${String(v)} (a ${typeof v})`);

function digits(n: number, what: string): bigint {
  if (!Number.isSafeInteger(n) || n < 0) throw new DecimalError(what, `must be a non-negative integer, got ${n}`);
  return BigInt(n);
}

/** 10^n as a bigint. */
export function pow10(n: number): bigint {
  return 10n ** digits(n, 'exponent');
}

/** Parses an unsigned integer decimal string (digits only: no sign, point, exponent or spaces). */
export function parseUint(s: string, field = 'value'): bigint {
  if (typeof s !== 'string' || !UINT_RE.test(s)) {
    throw new DecimalError(field, `expected an unsigned integer decimal string, got ${shown(s)}`);
  }
  return BigInt(s);
}

/**
 * Parses an unsigned decimal string in token units ("12.5") into base units with `decimals`
 * fractional digits (12.5 @ 6 -> 12500000n). More fractional digits than `decimals` is refused,
 * never rounded.
 */
export function parseUnits(s: string, decimals: number, field = 'value'): bigint {
  const m = typeof s === 'string' ? UDEC_RE.exec(s) : null;
  if (!m) throw new DecimalError(field, `expected an unsigned decimal string, got ${shown(s)}`);
  const whole = m[1] ?? '0';
  const frac = m[2] ?? '';
  if (frac.length > decimals) throw new DecimalError(field, `${JSON.stringify(s)} has more than ${decimals} fractional digits`);
  return BigInt(whole) * pow10(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

/** Formats base units as a token-unit decimal string keeping exactly `decimals` fractional digits. */
export function formatFixed(value: bigint, decimals: number): string {
  const neg = value < 0n;
  const abs = neg ? -value : value;
  const scale = pow10(decimals);
  const whole = (abs / scale).toString();
  const sign = neg ? '-' : '';
  if (decimals === 0) return sign + whole;
  const frac = (abs % scale).toString().padStart(decimals, '0');
  return `${sign}${whole}.${frac}`;
}

/** Formats base units as the shortest exact token-unit string ("23.113653069174808444", "20", "0.2"). */
export function formatUnits(value: bigint, decimals: number): string {
  const fixed = formatFixed(value, decimals);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

/**
 * num/den as a decimal string with exactly `fractionDigits` fractional digits.
 * Rounding `down` (default) truncates toward zero; `half-up` rounds ties away from zero.
 */
export function divToFixed(num: bigint, den: bigint, fractionDigits: number, rounding: Rounding = 'down'): string {
  if (den === 0n) throw new DecimalError('denominator', 'division by zero');
  const neg = num < 0n !== den < 0n && num !== 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const scaled = n * pow10(fractionDigits);
  let q = scaled / d;
  if (rounding === 'half-up' && (scaled % d) * 2n >= d) q += 1n;
  return formatFixed(neg ? -q : q, fractionDigits);
}
