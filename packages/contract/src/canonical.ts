/**
 * Canonical JSON: object keys sorted, so equal values compare equal as strings. Written directly as text (no sorted
 * copy of the value is built): the local gateway keys every request this way.
 */
export function canonical(value: unknown): string {
  return write(value) ?? 'undefined';
}

/** JSON text of `v` with sorted keys; undefined where JSON.stringify leaves a value out (undefined, functions, symbols). */
function write(v: unknown): string | undefined {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) out += (i ? ',' : '') + (write(v[i]) ?? 'null');
    return `${out}]`;
  }
  const o = v as Record<string, unknown>;
  let out = '{';
  let first = true;
  for (const k of sortedKeys(o)) {
    const item = write(o[k]);
    if (item === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(k)}:${item}`;
    first = false;
  }
  return `${out}}`;
}

/** Array-index keys first in numeric order (as every JS object lists them, so as the sorted copy did), then the others sorted. */
function sortedKeys(o: object): string[] {
  const keys = Object.keys(o);
  let n = 0;
  while (n < keys.length && INDEX.test(keys[n]!) && Number(keys[n]) < 4294967295) n++;
  return n === 0 ? keys.sort() : [...keys.slice(0, n), ...keys.slice(n).sort()];
}
const INDEX = /^(0|[1-9][0-9]{0,9})$/;
