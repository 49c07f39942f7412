import { dirname, join, resolve } from 'node:path';
import { readYaml } from './load.js';
import { pointerGet } from './pointer.js';

type Json = unknown;
type Obj = Record<string, Json>;

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Makes a spec self-contained: every `$ref` into another file (the shared components) is copied into
 * `components.schemas` under its own name and the reference is rewritten to point there.
 * Names must not collide with the document's own schemas.
 */
export function bundle(doc: Obj, specPath: string): Obj {
  const out = structuredClone(doc);
  const components = (out.components ??= {}) as Obj;
  const schemas = (components.schemas ??= {}) as Obj;
  const local = new Set(Object.keys(schemas));
  const imported = new Map<string, string>(); // absolute file#pointer -> name
  const files = new Map<string, Json>();

  const load = (file: string): Json => {
    if (!files.has(file)) files.set(file, readYaml(file));
    return files.get(file);
  };

  const importRef = (file: string, pointer: string): string => {
    const id = `${file}#${pointer}`;
    const known = imported.get(id);
    if (known) return known;
    const name = pointer.split('/').pop()!;
    if (local.has(name)) throw new Error(`${specPath}: local schema ${name} collides with shared ${id}`);
    for (const [otherId, otherName] of imported) {
      if (otherName === name) throw new Error(`${specPath}: shared schemas ${otherId} and ${id} share the name ${name}`);
    }
    imported.set(id, name);
    const target = pointerGet(load(file), pointer);
    if (target === undefined) throw new Error(`${specPath}: unresolved $ref ${id}`);
    schemas[name] = rewrite(structuredClone(target), file);
    return name;
  };

  // `base` is the file the node came from: refs inside shared files are relative to that file.
  const rewrite = (node: Json, base: string | null): Json => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, base));
    if (!isObj(node)) return node;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') {
        const [filePart, pointer = ''] = v.split('#');
        if (filePart) {
          const file = resolve(dirname(base ?? specPath), filePart);
          node[k] = `#/components/schemas/${importRef(file, pointer)}`;
        } else if (base) {
          node[k] = `#/components/schemas/${importRef(base, pointer)}`;
        }
      } else {
        node[k] = rewrite(v, base);
      }
    }
    return node;
  };

  for (const [k, v] of Object.entries(out)) out[k] = rewrite(v, null);
  // Deterministic order: the document's own schemas first, then the shared ones by name.
  const sorted: Obj = {};
  for (const n of [...local]) sorted[n] = schemas[n];
  for (const n of [...imported.values()].sort()) sorted[n] = schemas[n];
  components.schemas = sorted;
  return out;
}

export function bundleFile(root: string, file: string): Obj {
  const path = join(root, file);
  return bundle(readYaml(path) as Obj, path);
}
