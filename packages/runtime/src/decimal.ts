/** Decimal strings stay strings on the wire; math happens in bigint. */
const UINT = /^(0|[1-9][0-9]*)$/;
const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

export const isUintString = (s: unknown): s is string => typeof s === 'string' && UINT.test(s);
export const isDecimalString = (s: unknown): s is string => typeof s === 'string' && DECIMAL.test(s);

/** Parses an integer decimal string exactly (any size). */
export function toBigInt(s: string): bigint {
  if (!/^-?(0|[1-9][0-9]*)$/.test(s)) throw new RangeError(`not an integer decimal string: ${JSON.stringify(s)}`);
  return BigInt(s);
}

/** Raw base units → decimal string with `decimals` fractional digits, trailing zeros trimmed. */
export function formatUnits(raw: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError('decimals must be a non-negative integer');
  const neg = raw < 0n;
  const abs = neg ? -raw : raw;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const frac = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** Decimal string in whole units → raw base units; refuses more fractional digits than `decimals`. */
export function parseUnits(text: string, decimals: number): bigint {
  const m = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/.exec(text);
  if (!m) throw new RangeError(`not a non-negative decimal string: ${JSON.stringify(text)}`);
  const frac = m[2] ?? '';
  if (frac.length > decimals) throw new RangeError(`${text} has more than ${decimals} fractional digits`);
  return BigInt(m[1]!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}
