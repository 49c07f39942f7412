/**
 * Exact decimal-string arithmetic for computed answers (forex): values are scaled bigints, never JS floats.
 * A decimal is `{ int, scale }` meaning int / 10^scale.
 */
export interface Dec {
  int: bigint;
  scale: number;
}

const DEC = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

/** Parses a non-negative decimal string (`"0.8604"`, `"16405"`); throws on anything else. */
export function parseDec(text: string): Dec {
  const m = DEC.exec(text);
  if (!m) throw new RangeError(`not a non-negative decimal string: ${JSON.stringify(text)}`);
  const frac = m[2] ?? '';
  return { int: BigInt(m[1]! + frac), scale: frac.length };
}

/** A JSON number input (forex_convert `amount` may be a plain number) as a decimal string, exactly as JS prints it. */
export function numberToDecString(n: number): string | undefined {
  if (!Number.isFinite(n) || n < 0) return undefined;
  const s = String(n);
  if (DEC.test(s)) return s;
  // Exponent form (1e21, 1e-7): expand exactly from the printed digits.
  const m = /^([0-9])(?:\.([0-9]+))?e([+-][0-9]+)$/.exec(s);
  if (!m) return undefined;
  const digits = m[1]! + (m[2] ?? '');
  const exp = Number(m[3]) - (m[2]?.length ?? 0);
  return exp >= 0 ? formatDec({ int: BigInt(digits + '0'.repeat(exp)), scale: 0 }) : formatDec({ int: BigInt(digits), scale: -exp });
}

/** Formats without trailing fractional zeros; `"0"` for zero. */
export function formatDec(d: Dec): string {
  const base = 10n ** BigInt(d.scale);
  const whole = d.int / base;
  const frac = d.scale === 0 ? '' : (d.int % base).toString().padStart(d.scale, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole.toString();
}

export function mulDec(a: Dec, b: Dec): Dec {
  return { int: a.int * b.int, scale: a.scale + b.scale };
}

/** a / b rounded half-up to `places` fractional digits. Throws on division by zero. */
export function divDec(a: Dec, b: Dec, places: number): Dec {
  if (b.int === 0n) throw new RangeError('division by zero');
  // a/b = (a.int / 10^a.scale) / (b.int / 10^b.scale) = a.int * 10^(b.scale - a.scale) / b.int
  const shift = places + b.scale - a.scale;
  let num = a.int;
  let den = b.int;
  if (shift >= 0) num *= 10n ** BigInt(shift);
  else den *= 10n ** BigInt(-shift);
  const q = num / den;
  const r = num % den;
  return { int: 2n * r >= den ? q + 1n : q, scale: places };
}

/** Rounds half-up to `places` fractional digits (no-op when already shorter). */
export function roundDec(d: Dec, places: number): Dec {
  if (d.scale <= places) return d;
  return divDec(d, { int: 1n, scale: 0 }, places);
}
