import { pointerGet } from './pointer.js';

type Obj = Record<string, unknown>;

/** Follows local `$ref`s (`#/...`) inside one bundled document; returns the target and its pointer. */
export function deref(doc: Obj, node: unknown, pointer: string): { node: Obj; pointer: string } {
  let cur = node as Obj;
  let at = pointer;
  for (let i = 0; i < 20 && cur && typeof cur.$ref === 'string'; i++) {
    const ref = cur.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`non-local $ref left after bundling: ${ref}`);
    at = ref;
    cur = pointerGet(doc, ref) as Obj;
    if (cur === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return { node: cur, pointer: at };
}

/** True when a value must be passed: the (dereferenced) object schema lists required properties. */
export function hasRequired(doc: Obj, schema: unknown, pointer: string): boolean {
  const { node } = deref(doc, schema, pointer);
  if (Array.isArray(node.required) && node.required.length > 0) return true;
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = node[k];
    if (Array.isArray(list) && list.some((s, i) => hasRequired(doc, s, `${pointer}/${k}/${i}`))) return true;
  }
  return false;
}

/** The node at a local pointer (`#/a/b`), without following a `$ref` found there. */
export function at(doc: Obj, pointer: string): unknown {
  return pointerGet(doc, pointer);
}
