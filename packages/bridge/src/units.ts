// Input parsing for amounts (token-unit decimal strings -> base units) and bps values.
import { BridgeInputError } from './errors.js';

const UDEC_RE = /^([0-9]+)(?:\.([0-9]+))?$/;
const MAX_UINT256 = (1n << 256n) - 1n;

/**
 * Parses an amount in TOKEN units ("100.5") into base units with `decimals` fractional digits.
 * Refuses signs, exponents, spaces, more fractional digits than `decimals` (never rounds),
 * and values that do not fit uint256.
 */
export function parseTokenAmount(value: string, decimals: number, field: string): bigint {
  const m = typeof value === 'string' ? UDEC_RE.exec(value) : null;
  if (!m) throw new BridgeInputError(field, `expected a decimal string in token units, got ${JSON.stringify(value)}`);
  const frac = m[2] ?? '';
  if (frac.length > decimals) throw new BridgeInputError(field, `${value} has more than ${decimals} fractional digits`);
  const v = BigInt(m[1]!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  if (v > MAX_UINT256) throw new BridgeInputError(field, 'does not fit uint256');
  return v;
}

/** Parses a non-negative integer (bigint, safe-integer number, or digit string). */
export function parseUintInput(value: number | bigint | string, field: string): bigint {
  if (typeof value === 'bigint') {
    if (value < 0n) throw new BridgeInputError(field, `must be non-negative, got ${value}`);
    return value;
  }
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw new BridgeInputError(field, `must be a non-negative integer, got ${value}`);
    return BigInt(value);
  }
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) {
    throw new BridgeInputError(field, `must be a non-negative integer, got ${JSON.stringify(value)}`);
  }
  return BigInt(value);
}

/** Parses basis points and requires 0..10000; out-of-range is refused, never clamped. */
export function parseBps(value: number | bigint | string, field: string): number {
  let v: bigint;
  try {
    v = parseUintInput(value, field);
  } catch {
    throw new BridgeInputError(field, `must be an integer in 0..10000 bps, got ${JSON.stringify(String(value))}`);
  }
  if (v > 10000n) throw new BridgeInputError(field, `must be in 0..10000 bps, got ${v}`);
  return Number(v);
}
