/** Replaces each secret in `text` by `placeholder`. Secrets shorter than 4 characters are still replaced. */
export function redact(text: string, secrets: readonly string[], placeholder = '***'): string {
  let out = text;
  for (const s of secrets) {
    if (!s) continue;
    out = out.split(s).join(placeholder);
    const enc = encodeURIComponent(s);
    if (enc !== s) out = out.split(enc).join(placeholder);
  }
  return out;
}

/** Deep-redacts strings inside a JSON value. */
export function redactJson<T>(value: T, secrets: readonly string[], placeholder = '***'): T {
  if (secrets.length === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return redact(v, secrets, placeholder);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [redact(k, secrets, placeholder), walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}

/**
 * Whether JSON text could hold one of the secrets once parsed: written plainly, URL-encoded, or spelled with JSON
 * escapes (any backslash counts, so the answer is never a false "no"). Lets callers skip rebuilding clean answers.
 */
export function jsonMayHoldSecret(text: string, secrets: readonly string[]): boolean {
  if (secrets.every((s) => !s)) return false;
  if (text.includes('\\')) return true;
  return secrets.some((s) => s && (text.includes(s) || text.includes(encodeURIComponent(s))));
}
