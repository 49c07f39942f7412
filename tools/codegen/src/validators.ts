// Validator modules, compiled at generate time (nothing compiles at run time). Every module is an ES module named
// after what it validates:
// - `gen/<surface>/validators/<operation>.js`: the operation's validators (`input`, `response__200`, ... or `params`,
//   `result`), `validators-coerce/<operation>.js` the coercing query/path input;
// - `gen/<surface>/validators/schemas/<Name>.js`: one named schema (`components.schemas.<Name>`), one function;
// - `@gw/runtime/common-validators/<Name>` (`packages/runtime/src/gen/common/defs/<Name>.js`): one shared schema of
//   `specs/components/common.yaml`.
// A named schema is compiled once, in its own module, and called where it is used, except a leaf (at most two
// keywords, no reference), which is checked in place: a call costs more than its check. So adding an operation adds
// that operation's module (and the modules of new named schemas) and changes no other validator module.
import { join } from 'node:path';
import { readYaml } from './load.js';
import { CALL, emitFunction, emitLeafFunction, LEAF, ModuleScope, type Schema } from './validator-emit.js';

export interface ValidatorPlan {
  /** Export name in the surface (`response__get-x__200`, ...). */
  name: string;
  /** A schema whose `$ref`s point into the document by absolute URI (`<docId>#/...`) or locally (`#/...`). */
  schema: Record<string, unknown>;
  /** Query/path parameters travel as strings: their validator coerces (on a copy) before checking. */
  coerce?: boolean;
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** Keywords whose value is a schema, a list of schemas, or a map of schemas (JSON Schema 2020-12). */
const SCHEMA_VALUED = new Set([
  'items',
  'additionalProperties',
  'propertyNames',
  'not',
  'contains',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
  'contentSchema',
]);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
/** Keys that never change what a schema accepts (ajv treats them as annotations or ignores them). */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'examples',
  'example',
  'default',
  '$comment',
  'readOnly',
  'writeOnly',
  'deprecated',
  'discriminator',
  'xml',
  'externalDocs',
  'contentMediaType',
  'contentEncoding',
  '$schema',
  '$defs',
  'definitions',
]);
const isAnnotation = (k: string) => ANNOTATIONS.has(k) || k.startsWith('x-');

/** Keywords of a schema, counted into its subschemas; `Infinity` when it refers to another schema. */
function size(s: unknown): number {
  if (!isObj(s)) return 0;
  let n = 0;
  for (const [k, v] of Object.entries(s)) {
    if (isAnnotation(k)) continue;
    if (k === '$ref') return Number.POSITIVE_INFINITY;
    n += 1;
    if (SCHEMA_VALUED.has(k)) n += size(v);
    else if (SCHEMA_LISTS.has(k) && Array.isArray(v)) n += v.reduce((a: number, x) => a + size(x), 0);
    else if (SCHEMA_MAPS.has(k) && isObj(v)) n += Object.values(v).reduce((a: number, x) => a + size(x), 0);
  }
  return n;
}
/** A leaf schema (`Txid`, `DecimalString`, `{type, enum}`): at most two keywords and no reference, checked in place. */
export const LEAF_KEYWORDS = 2;
const isLeaf = (s: unknown) => size(s) <= LEAF_KEYWORDS;

/** Named schemas of a document and how its `$ref`s name them. */
interface Names {
  /** Name -> schema. */
  schemas: Map<string, Schema>;
  /** `#/...` pointer -> name, for a ref that names a schema exactly. */
  nameOf: (pointer: string) => string | undefined;
  /** The node at a `#/...` pointer of the document. */
  at: (pointer: string) => unknown;
  /** A ref's pointer in the document (`#/...`), or an error for a ref outside it. */
  pointer: (ref: string) => string;
}

/**
 * Resolves a schema for the emitter: annotations dropped, every `$ref` to a place that is not a named schema replaced
 * by what it points at, a named leaf by `gw-leaf:<Name>` (checked in place; its schema goes to `leaves`), any other
 * named schema by `gw:<Name>` (a call of its validator). With `inlineAll` (coercing validators: coercion writes
 * through the value's parent, so nothing may be a call) every ref is replaced. A `$ref` with keywords beside it
 * becomes `allOf: [target, ...]` beside them.
 */
function resolver(names: Names, where: string, inlineAll: boolean, called: (name: string) => void, leaves = new Map<string, Schema>()) {
  const resolve = (s: unknown, stack: string[]): Schema => {
    if (typeof s === 'boolean') return s;
    if (!isObj(s)) throw new Error(`${where}: a schema must be an object or a boolean, got ${JSON.stringify(s)}`);
    const out: Obj = {};
    for (const [k, v] of Object.entries(s)) {
      if (k === '$ref' || isAnnotation(k)) continue;
      if (k === '$id' || k === '$anchor' || k === '$dynamicAnchor') throw new Error(`${where}: ${k} inside a schema is not supported`);
      if (SCHEMA_VALUED.has(k)) out[k] = resolve(v, stack);
      else if (SCHEMA_LISTS.has(k)) out[k] = (v as unknown[]).map((x) => resolve(x, stack));
      else if (SCHEMA_MAPS.has(k)) out[k] = Object.fromEntries(Object.entries(v as Obj).map(([n, x]) => [n, resolve(x, stack)]));
      else out[k] = v;
    }
    if (typeof s.$ref !== 'string') return out;
    const pointer = names.pointer(s.$ref);
    const name = names.nameOf(pointer);
    let target: Schema;
    if (name !== undefined && !inlineAll && !isLeaf(names.schemas.get(name))) {
      called(name);
      target = { $ref: `${CALL}${name}` };
    } else if (name !== undefined && !inlineAll) {
      if (!leaves.has(name)) leaves.set(name, resolve(names.schemas.get(name), [pointer]));
      target = { $ref: `${LEAF}${name}` };
    } else {
      if (stack.includes(pointer))
        throw new Error(`${where}: ${pointer} refers to itself${inlineAll ? ' (a coercing validator inlines every reference)' : ''}`);
      const node = name !== undefined ? names.schemas.get(name) : names.at(pointer);
      if (node === undefined) throw new Error(`${where}: unresolved $ref ${s.$ref}`);
      target = resolve(node, [...stack, pointer]);
    }
    if (Object.keys(out).length === 0) return target;
    return { ...out, allOf: [target, ...((out.allOf as Schema[] | undefined) ?? [])] };
  };
  return (s: unknown) => resolve(s, []);
}

/** One module: its exports (name -> resolved schema) and where it finds the named validators it calls. */
interface ModulePlan {
  header: string;
  /** The leaf schemas its exports check in place. */
  leaves: ReadonlyMap<string, Schema>;
  exports: Array<[name: string, schema: Schema]>;
  /** Module specifier of the named validator `name`. */
  importOf: (name: string) => string;
  /** Where a leaf's checking function is exported (a shared leaf: its own module), if not written here. */
  leafFrom?: (name: string) => string | undefined;
  /** This module is a leaf's own: it exports the leaf's checking function too. */
  exportsLeaf?: string;
  support: string;
  coerce?: boolean;
}

/** The text of one module: imports, module constants, one function per distinct schema, aliases. */
function moduleCode(m: ModulePlan): string {
  const scope = new ModuleScope(m.leaves);
  const fns: string[] = [];
  const lines: string[] = [];
  const byKey = new Map<string, string>();
  const call = (name: string) => {
    scope.calls.add(name);
    return name;
  };
  for (const [name, schema] of m.exports) {
    const ref = isObj(schema) && Object.keys(schema).length === 1 && typeof schema.$ref === 'string' ? schema.$ref : undefined;
    if (ref?.startsWith(CALL) && ref.slice(CALL.length) !== name) {
      lines.push(`export const ${name} = ${call(ref.slice(CALL.length))};`);
      continue;
    }
    const key = JSON.stringify(schema);
    const same = byKey.get(key);
    if (same) {
      lines.push(`export const ${name} = ${same};`);
      continue;
    }
    byKey.set(key, name);
    fns.push(emitFunction(name, schema, scope, { call, ...(m.coerce ? { coerce: true } : {}) }, `${m.header}: ${name}`));
  }
  if (m.exportsLeaf) scope.leaf(m.exportsLeaf);
  const leafImports: string[] = [];
  for (const leaf of [...scope.leavesUsed].sort()) {
    const from = leaf === m.exportsLeaf ? undefined : m.leafFrom?.(leaf);
    if (from) leafImports.push(`import { check${leaf} } from ${JSON.stringify(from)};`);
    else fns.push(emitLeafFunction(leaf, m.leaves.get(leaf)!, scope, `${m.header}: ${leaf}`, leaf === m.exportsLeaf));
  }
  const imports: string[] = [];
  if (scope.helpers.size) imports.push(`import { ${[...scope.helpers].sort().join(', ')} } from ${JSON.stringify(m.support)};`);
  const own = new Set(m.exports.map(([n]) => n));
  for (const name of [...scope.calls].filter((n) => !own.has(n)).sort()) imports.push(`import { ${name} } from ${JSON.stringify(m.importOf(name))};`);
  imports.push(...leafImports);
  const consts = [...scope.consts].map(([name, code]) => `const ${name} = ${code};`);
  const parts = [`// Generated from ${m.header} by tools/codegen. Do not edit.`, imports.join('\n'), consts.join('\n'), fns.join('\n\n'), lines.join('\n')];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/**
 * The shared schemas (`specs/components/common.yaml` `$defs`) compile once, one module each, in `@gw/runtime`, the
 * package every generated client already depends on; a surface calls them from there.
 */
export const SHARED_FILE = 'specs/components/common.yaml';
export const SHARED_MODULE = '@gw/runtime/common-validators';
/** The support module the generated validators import their helpers from. */
export const SUPPORT_MODULE = '@gw/runtime/validator-support';
/** The module of one shared schema: `@gw/runtime/common-validators/<Name>` (the runtime exports `./common-validators/*`). */
export const sharedModule = (name: string) => {
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`${SHARED_FILE}: $defs name ${name} is not usable as a module name`);
  return `${SHARED_MODULE}/${name}`;
};
/** Folder of the shared modules: `packages/runtime/src/gen/common/`. */
export const sharedDir = (root: string) => join(root, 'packages/runtime/src/gen/common');

export interface SharedSchemas {
  /** `$def` name -> the schema (refs `#/$defs/<Name>`). */
  schemas: Map<string, Obj>;
  /** The schema as the bundler copies it into a document (refs to `#/components/schemas/<Name>`), to check a copy is unchanged. */
  bundled: Map<string, string>;
}

/** Rewrites every `$ref` string of a schema tree (in place). */
function mapRefs(node: unknown, f: (ref: string) => string): void {
  if (Array.isArray(node)) node.forEach((n) => mapRefs(n, f));
  else if (isObj(node)) {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') node[k] = f(v);
      else mapRefs(v, f);
    }
  }
}

export function loadShared(root: string): SharedSchemas {
  const file = readYaml(join(root, SHARED_FILE)) as Obj;
  const defs = (file.$defs ?? {}) as Record<string, Obj>;
  const schemas = new Map<string, Obj>();
  const bundled = new Map<string, string>();
  for (const [name, def] of Object.entries(defs)) {
    schemas.set(name, structuredClone(def));
    const b = structuredClone(def);
    mapRefs(b, (r) => {
      const m = /^#\/\$defs\/([^/]+)$/.exec(r);
      if (!m || !defs[unescape(m[1]!)]) throw new Error(`${SHARED_FILE}: only refs to its own $defs are supported, got ${r}`);
      return `#/components/schemas/${m[1]}`;
    });
    bundled.set(name, JSON.stringify(b));
  }
  return { schemas, bundled };
}

const pointerIn = (doc: unknown, pointer: string): unknown =>
  pointer
    .slice(2)
    .split('/')
    .reduce<unknown>((o, k) => (isObj(o) || Array.isArray(o) ? (o as Obj)[unescape(k)] : undefined), doc);

/** The shared modules: `defs/<Name>.js` per `$def` (relative to sharedDir). */
export function compileSharedValidators(shared: SharedSchemas): Map<string, string> {
  const names: Names = {
    schemas: shared.schemas as Map<string, Schema>,
    nameOf: (p) => /^#\/\$defs\/([^/]+)$/.exec(p)?.[1],
    at: (p) => pointerIn({ $defs: Object.fromEntries(shared.schemas) }, p),
    pointer: (ref) => {
      if (!ref.startsWith('#/$defs/')) throw new Error(`${SHARED_FILE}: only refs to its own $defs are supported, got ${ref}`);
      return ref;
    },
  };
  const out = new Map<string, string>();
  for (const [name, schema] of shared.schemas) {
    const leaves = new Map<string, Schema>();
    const resolve = resolver(names, `${SHARED_FILE}#/$defs/${name}`, false, () => {}, leaves);
    const exported = resolve(schema);
    if (isLeaf(schema)) leaves.set(name, exported);
    out.set(
      `defs/${sharedModule(name).slice(SHARED_MODULE.length + 1)}.js`,
      moduleCode({
        header: SHARED_FILE,
        exports: [[name, exported]],
        leaves,
        importOf: (n) => `./${n}.js`,
        leafFrom: (n) => `./${n}.js`,
        ...(isLeaf(schema) ? { exportsLeaf: name } : {}),
        support: '../../../validator-support.js',
      }),
    );
  }
  return out;
}

/** The module gathering every shared validator (`@gw/runtime/common-validators`), and its declarations. */
export function sharedIndex(shared: SharedSchemas): { code: string; declarations: string } {
  const names = [...shared.schemas.keys()];
  return {
    code: `// Generated by tools/codegen from ${SHARED_FILE}. Do not edit.\n${names.map((n) => `export { ${n} } from "./defs/${n}.js";`).join('\n')}\n`,
    declarations: `import type { Validator } from '../../validate.js';\n\n${names.map((n) => `export declare const ${n}: Validator;`).join('\n')}\n`,
  };
}

/** One operation's validators: its module file name and its exports (local name -> plan name). */
export interface OperationValidators {
  file: string;
  /** What the module validates, for its header (`` `get-bitcoin-price` ``). */
  what: string;
  names: Array<[plan: string, local: string]>;
}

/**
 * Every validator module of one surface, by path relative to its gen folder: `validators/<file>.js` per operation,
 * `validators-coerce/<file>.js` for coercing inputs, `validators/schemas/<Name>.js` per named schema called.
 * Shared schemas (the document's copies of common.yaml `$defs`, checked unchanged) are called from SHARED_MODULE.
 */
export function compileSurfaceValidators(
  source: string,
  docId: string,
  doc: Obj,
  plans: ValidatorPlan[],
  ops: OperationValidators[],
  shared: SharedSchemas,
): Map<string, string> {
  const components = (doc.components ?? {}) as Obj;
  const named = (components.schemas ?? {}) as Record<string, Obj>;
  for (const name of Object.keys(named)) {
    if (shared.schemas.has(name) && JSON.stringify(named[name]) !== shared.bundled.get(name))
      throw new Error(`${source}: components.schemas.${name} differs from ${SHARED_FILE}#/$defs/${name}`);
  }
  const isShared = (name: string) => shared.schemas.has(name);
  const names: Names = {
    schemas: new Map(Object.entries(named)),
    nameOf: (p) => {
      const m = /^#\/components\/schemas\/([^/]+)$/.exec(p);
      return m ? unescape(m[1]!) : undefined;
    },
    at: (p) => pointerIn(doc, p),
    pointer: (ref) => {
      if (ref.startsWith('#')) return ref;
      if (ref.startsWith(`${docId}#`)) return ref.slice(docId.length);
      throw new Error(`${source}: $ref ${ref} leaves the document`);
    },
  };
  const byName = new Map(plans.map((p) => [p.name, p]));
  const out = new Map<string, string>();
  const queue: string[] = [];
  const seen = new Set<string>();
  const called = (n: string) => {
    if (!seen.has(n)) {
      seen.add(n);
      queue.push(n);
    }
  };
  const importOf = (prefix: string) => (n: string) => (isShared(n) ? sharedModule(n) : `${prefix}${n}.js`);
  // A shared leaf's checking function is exported by its shared module; a local leaf's is written where it is used.
  const leafFrom = (n: string) => (isShared(n) ? sharedModule(n) : undefined);
  const support = SUPPORT_MODULE;
  for (const op of ops) {
    for (const coerce of [false, true]) {
      const mine = op.names.filter(([plan]) => (byName.get(plan)?.coerce ?? false) === coerce);
      if (!mine.length) continue;
      const leaves = new Map<string, Schema>();
      const resolve = resolver(names, `${source} ${op.what}`, coerce, called, leaves);
      const exported = mine.map(([plan, local]) => [local, resolve(byName.get(plan)!.schema)] as [string, Schema]);
      out.set(
        `${coerce ? 'validators-coerce' : 'validators'}/${op.file}.js`,
        moduleCode({
          header: `${source} (${op.what}${coerce ? ', coercing input' : ''})`,
          exports: exported,
          leaves,
          importOf: importOf('./schemas/'),
          leafFrom,
          support,
          ...(coerce ? { coerce: true } : {}),
        }),
      );
    }
  }
  for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
    if (isShared(n)) continue;
    const leaves = new Map<string, Schema>();
    const resolve = resolver(names, `${source}#/components/schemas/${n}`, false, called, leaves);
    const exported = resolve(named[n]);
    out.set(`validators/schemas/${n}.js`, moduleCode({ header: source, exports: [[n, exported]], leaves, importOf: importOf('./'), leafFrom, support }));
  }
  return out;
}

/** Declarations of an operation's module (`.d.ts` beside the `.js`). */
export function validatorDeclarations(locals: string[]): string {
  return `import type { Validator } from '@gw/runtime';\n\n${locals.map((n) => `export declare const ${n}: Validator;`).join('\n')}\n`;
}
