// The one error type of this package: a refused input, naming the field at fault.

export class BridgeInputError extends Error {
  override readonly name: string = 'BridgeInputError';
  /** The input or configuration field at fault (e.g. `convertBps`, `config.vault`). */
  readonly field: string;

  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
  }
}

/** A refused value as an error message shows it: strings quoted, a bigint as `10n`, other types by name. */
export function describeValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'bigint') return `${v}n (a bigint)`;
  if (typeof v === 'number' || typeof v === 'boolean') return `${v} (a ${typeof v})`;
  if (v === null || v === undefined) return String(v);
  return Array.isArray(v) ? 'an array' : `a ${typeof v === 'object' ? (v.constructor?.name ?? 'object') : typeof v}`;
}
