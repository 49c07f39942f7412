// JSON pointers (RFC 6901), decoded and encoded in one place for the generators and the spec tools.

/** One token of a pointer, decoded: `~1` is `/`, `~0` is `~` (in that order). */
export const decodeToken = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** One token, encoded for a pointer. */
export const encodeToken = (token: string | number): string => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

/** The decoded tokens of `/a/b` or of a URI fragment `#/a/b` (whose tokens are percent-decoded first); `''` and `#` are the root. */
export function splitPointer(pointer: string): string[] {
  const fragment = pointer.startsWith('#');
  const body = fragment ? pointer.slice(1) : pointer;
  if (body === '') return [];
  return body
    .replace(/^\//, '')
    .split('/')
    .map((t) => decodeToken(fragment ? decodeURIComponent(t) : t));
}

/** The value at a pointer, or undefined when a step is missing. Arrays are indexed by number. */
export function pointerGet(doc: unknown, pointer: string): unknown {
  let cur = doc;
  for (const key of splitPointer(pointer)) {
    if (Array.isArray(cur)) cur = cur[Number(key)];
    else if (cur && typeof cur === 'object') cur = (cur as Record<string, unknown>)[key];
    else return undefined;
  }
  return cur;
}
