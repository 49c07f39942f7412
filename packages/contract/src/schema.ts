type Schema = Record<string, unknown> | boolean;
type Obj = Record<string, unknown>;

/** Resolves a local `#/...` JSON pointer inside a bundled spec document. */
export function resolveRef(root: Obj, ref: string): Obj {
  if (!ref.startsWith('#/')) throw new Error(`only local $ref is supported, not ${ref}`);
  let at: unknown = root;
  for (const part of ref.slice(2).split('/')) at = (at as Obj)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (at === undefined) throw new Error(`$ref ${ref} does not resolve`);
  return at as Obj;
}

/** Flattened schemas by their source object (spec documents are never changed after loading). */
const flattened = new WeakMap<Obj, Obj>();

/** The schema with `$ref` followed and `allOf` merged (properties and required are united; later keywords win). */
export function flatten(root: Obj, schema: Schema): Obj {
  if (typeof schema === 'boolean') return {};
  let done = flattened.get(schema);
  if (!done) {
    done = flattenOnce(root, schema);
    flattened.set(schema, done);
  }
  return done;
}

function flattenOnce(root: Obj, schema: Obj): Obj {
  let s = schema;
  while (typeof s.$ref === 'string') s = { ...resolveRef(root, s.$ref), ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== '$ref')) };
  if (!Array.isArray(s.allOf)) return s;
  const { allOf, ...rest } = s;
  let merged: Obj = {};
  for (const part of [...(allOf as Schema[]), rest]) {
    const f = flatten(root, part);
    merged = {
      ...merged,
      ...f,
      properties: { ...((merged.properties as Obj) ?? {}), ...((f.properties as Obj) ?? {}) },
      required: [...new Set([...((merged.required as string[]) ?? []), ...((f.required as string[]) ?? [])])],
    };
  }
  return merged;
}
