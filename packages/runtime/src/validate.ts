import type { FieldIssue } from './errors.js';

/** The shape of an ajv standalone validator (compiled at generate time). */
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

/** Runs a validator; returns the issues (empty when valid). */
export function check(v: Validator | undefined, data: unknown): FieldIssue[] {
  if (!v) return [];
  return v(data) ? [] : issuesOf(v);
}
