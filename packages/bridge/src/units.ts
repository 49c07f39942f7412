// Input parsing for amounts and bps: the workspace's decimal helpers (@gw/runtime) plus this
// package's bounds (uint256, 0..10000 bps), with errors naming the field (BridgeInputError).
import { DecimalError, parseUint, parseUnits } from '@gw/runtime';
import { BridgeInputError, describeValue } from './errors.js';

const MAX_UINT256 = (1n << 256n) - 1n;

/** Runs a @gw/runtime parser and reports its refusal as a BridgeInputError on `field`. */
function asInput<T>(field: string, parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof DecimalError) throw new BridgeInputError(field, err.reason);
    throw err;
  }
}

/**
 * Parses an amount in TOKEN units ("100.5") into base units with `decimals` fractional digits.
 * Refuses signs, exponents, spaces, more fractional digits than `decimals` (never rounds),
 * and values that do not fit uint256.
 */
export function parseTokenAmount(value: string, decimals: number, field: string): bigint {
  if (typeof value !== 'string') throw new BridgeInputError(field, `must be a decimal string in token units (e.g. "100.5"), got ${describeValue(value)}`);
  const v = asInput(field, () => parseUnits(value, decimals, field));
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
  return asInput(field, () => parseUint(value, field));
}

/** Parses basis points and requires 0..10000; out-of-range is refused, never clamped. */
export function parseBps(value: number | bigint | string, field: string): number {
  let v: bigint;
  try {
    v = parseUintInput(value, field);
  } catch {
    throw new BridgeInputError(field, `must be an integer in 0..10000 bps, got ${describeValue(value)}`);
  }
  if (v > 10000n) throw new BridgeInputError(field, `must be in 0..10000 bps, got ${v}`);
  return Number(v);
}
