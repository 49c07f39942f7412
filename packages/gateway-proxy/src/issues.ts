import type { Validator } from '@gw/runtime';

/** A validator's errors as pointer and message (the runtime words them the same way; its index does not export that helper). */
export function issuesOf(v: Validator): Array<{ field: string; message: string }> {
  return (v.errors ?? []).map((e) => {
    let message = e.message ?? 'is invalid';
    const p = e.params ?? {};
    if (Array.isArray(p.allowedValues)) message += ` (${p.allowedValues.map((x) => JSON.stringify(x)).join(', ')})`;
    const extra = p.missingProperty ?? p.additionalProperty;
    return { field: extra !== undefined ? `${e.instancePath}/${String(extra)}` : e.instancePath, message };
  });
}
