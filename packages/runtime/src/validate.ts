import { type ErrorContext, type FieldIssue, GatewayError } from './errors.js';

/** A generated validator (tools/codegen, compiled at generate time): `errors` holds ajv's error objects when it fails. */
export interface Validator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; message?: string; params?: Record<string, unknown> }> | null;
}

export function issuesOf(v: Validator): FieldIssue[] {
  return (v.errors ?? []).map((e) => {
    let message = e.message ?? 'is invalid';
    const p = e.params ?? {};
    if (Array.isArray(p.allowedValues)) message += ` (${p.allowedValues.map((x) => JSON.stringify(x)).join(', ')})`;
    const field = p.missingProperty
      ? `${e.instancePath}/${String(p.missingProperty)}`
      : p.additionalProperty
        ? `${e.instancePath}/${String(p.additionalProperty)}`
        : e.instancePath;
    return { field, message };
  });
}

/**
 * Runs a validator; returns the issues (empty when valid). `undefined` means the spec declares nothing to check (an
 * operation without input); anything else that is not a function is a validator that failed to load, and throws.
 */
export function check(v: Validator | undefined, data: unknown): FieldIssue[] {
  if (v === undefined) return [];
  if (typeof v !== 'function') throw new TypeError(`a validator is ${v === null ? 'null' : typeof v}, not a function: it did not load`);
  return v(data) ? [] : issuesOf(v);
}

/**
 * An operation's validator module did not load, or loaded without its validators (a bundler that rewrote it):
 * the call stops before anything is sent, never "no validation".
 */
export class ValidatorLoadError extends GatewayError {
  override name = 'ValidatorLoadError';
  override readonly sent = false;
  constructor(ctx: ErrorContext, message: string, options?: { cause: unknown }) {
    super(ctx, message);
    if (options) this.cause = options.cause;
  }
}

/**
 * Loads one operation's generated validator module (`load` is its `import()`) and checks that every export the call
 * uses is a function. Generated `calls.ts` keeps the module once loaded.
 */
export async function loadValidators<T extends object>(
  surface: { name: string },
  operation: { name: string },
  load: () => Promise<T>,
  names: readonly (keyof T & string)[],
): Promise<T> {
  const ctx = { surface: surface.name, operation: operation.name };
  let mod: T;
  try {
    mod = await load();
  } catch (cause) {
    throw new ValidatorLoadError(ctx, `its validator module did not load, nothing sent: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
  const missing = names.filter((n) => typeof (mod as Record<string, unknown>)[n] !== 'function');
  if (missing.length) throw new ValidatorLoadError(ctx, `its validator module loaded without ${missing.join(', ')} (did a bundler rewrite it?), nothing sent`);
  return mod;
}
