import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { _, getProperty } from 'ajv/dist/compile/codegen/index.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { readYaml } from './load.js';
import { braces } from './split.js';

export interface ValidatorPlan {
  /** Export name in the generated module. */
  name: string;
  /** A schema whose `$ref`s point into the document by absolute URI (`<docId>#/...`). */
  schema: Record<string, unknown>;
  /** Query/path parameters travel as strings: their validator coerces (on a copy) before checking. */
  coerce?: boolean;
}

type Obj = Record<string, unknown>;
type AjvInstance = InstanceType<typeof Ajv2020.default>;

const EXTENSION_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs', 'deprecated', 'nullable'];
/** Keywords that never change what a schema accepts: a `{$ref, ...these}` node validates exactly as its target. */
const ANNOTATIONS = new Set(['$ref', 'description', 'title', 'examples', 'default', '$comment', 'readOnly', 'writeOnly', ...EXTENSION_KEYWORDS]);

/** A schema without its top-level annotations (they generate no code; ajv counts them when deciding what to inline). */
const withoutAnnotations = (s: Obj): Obj => Object.fromEntries(Object.entries(s).filter(([k]) => k === '$ref' || !ANNOTATIONS.has(k)));
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The shared schemas (`specs/components/common.yaml` `$defs`) compile once, into one module that every surface's
 * validators `require`: it lives in `@gw/runtime`, the package every generated client already depends on.
 */
export const SHARED_FILE = 'specs/components/common.yaml';
export const SHARED_MODULE = '@gw/runtime/common-validators';
/**
 * The module of one shared schema: `@gw/runtime/common-validators/<Name>` (the runtime exports
 * `./common-validators/*` from `gen/common/defs/`), so a program, or a bundler, loads only the shared schemas it uses.
 */
export const sharedModule = (name: string) => {
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`${SHARED_FILE}: $defs name ${name} is not usable as a module name`);
  return `${SHARED_MODULE}/${name}`;
};
/** Folder of the shared module: `packages/runtime/src/gen/common/` (the runtime's package.json exports it as SHARED_MODULE). */
export const sharedDir = (root: string) => join(root, 'packages/runtime/src/gen/common');

export interface SharedSchemas {
  /** `$def` name -> the schema, its refs rewritten to the other shared schemas' ids. */
  schemas: Map<string, Obj>;
  /** The schema as the bundler copies it into a document (refs to `#/components/schemas/<Name>`), to check a copy is unchanged. */
  bundled: Map<string, string>;
  /** Some shared schema uses `unevaluated*`: the module is compiled with evaluated tracking. */
  unevaluated: boolean;
}

const sharedId = (name: string) => `https://gw.invalid/specs/common/${encodeURIComponent(name)}.json`;

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
  const defRef = (ref: string) => {
    const m = /^#\/\$defs\/([^/]+)$/.exec(ref);
    if (!m || !defs[unescape(m[1]!)]) throw new Error(`${SHARED_FILE}: only refs to its own $defs are supported, got ${ref}`);
    return unescape(m[1]!);
  };
  for (const [name, def] of Object.entries(defs)) {
    const s = structuredClone(def);
    mapRefs(s, (r) => sharedId(defRef(r)));
    schemas.set(name, s);
    const b = structuredClone(def);
    mapRefs(b, (r) => `#/components/schemas/${defRef(r)}`);
    bundled.set(name, JSON.stringify(b));
  }
  return { schemas, bundled, unevaluated: usesUnevaluated([...schemas.values()]) };
}

/** Every `$ref` string of schema trees. */
function refsOf(...nodes: unknown[]): Set<string> {
  const refs = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isObj(node)) for (const [k, v] of Object.entries(node)) k === '$ref' && typeof v === 'string' ? refs.add(v) : walk(v);
  };
  nodes.forEach(walk);
  return refs;
}

/** True when a schema tree uses one of `keys` as a keyword. */
function usesKeyword(node: unknown, keys: readonly string[]): boolean {
  if (Array.isArray(node)) return node.some((n) => usesKeyword(n, keys));
  if (!isObj(node)) return false;
  return Object.entries(node).some(([k, v]) => keys.includes(k) || usesKeyword(v, keys));
}
/** `unevaluatedProperties`/`unevaluatedItems` are the only keywords that need ajv's evaluated-property tracking. */
const usesUnevaluated = (node: unknown) => usesKeyword(node, ['unevaluatedProperties', 'unevaluatedItems']);
/** The only keywords that read ajv's `dynamicAnchors` (passed to and between every function when switched on). */
const DYNAMIC = ['$dynamicRef', '$dynamicAnchor', '$recursiveRef', '$recursiveAnchor'];

/**
 * ajv's `inlineRefs` limit: a referenced schema whose keys (its `$id` included, a subschema's keys counted too) number
 * at most this is compiled into each place that refers to it instead of being a function called there. With the
 * top-level annotations removed (withoutAnnotations) that is `$id` + two keywords: the leaf schemas (`DecimalString`,
 * `Txid`, `{type, enum}`, ...) inline, whose function call and error-array bookkeeping cost more than their check;
 * every larger schema stays one shared function. (A `$ref` inside counts as infinite: recursive schemas never inline.)
 */
export const INLINE_REFS = 3;

function newAjv(coerce: boolean, unevaluated: boolean): AjvInstance {
  // inlineRefs: INLINE_REFS — a referenced schema is one function, called wherever it is used (not a copy per use
  // site), unless it is a leaf schema of at most two keywords.
  const ajv = new Ajv2020.default({
    strict: false,
    allErrors: true,
    code: { source: true, lines: true },
    validateFormats: true,
    coerceTypes: coerce,
    inlineRefs: INLINE_REFS,
  });
  addFormats.default(ajv);
  for (const k of EXTENSION_KEYWORDS) {
    try {
      ajv.addKeyword(k);
    } catch {
      /* already known to ajv */
    }
  }
  // Ajv2020 always tracks evaluated properties/items for `unevaluated*`: every function would carry that bookkeeping.
  // Where no schema uses those keywords it is dead code, so it is switched off (ajv reads its options at compile time).
  if (!unevaluated) ajv.opts.unevaluated = false;
  // Likewise `dynamicAnchors`: no spec uses `$dynamicRef` (checked before compiling), so every function would only
  // pass an empty object along.
  ajv.opts.dynamicRef = false;
  return ajv;
}

/** A JavaScript string literal as ajv writes it (JSON), and the instancePath expression of an error object. */
const STR = String.raw`"(?:[^"\\]|\\.)*"`;
const PATH = String.raw`instancePath(?::((?:[^,"]|${STR})*))?`;

/** Helpers the compacted code calls; each builds exactly what the code it replaces built. */
const HELPERS: Array<[name: string, code: string]> = [
  ['pushError', 'function pushError(errors, error){\nif(errors === null) return [error];\nerrors.push(error);\nreturn errors;\n}'],
  ['concatErrors', 'function concatErrors(errors, more){\nreturn errors === null ? more : errors.concat(more);\n}'],
  [
    'patternError',
    'function patternError(instancePath, schemaPath, pattern){\nreturn {instancePath,schemaPath,keyword:"pattern",params:{pattern},message:"must match pattern \\""+pattern+"\\""};\n}',
  ],
  [
    'typeError',
    'function typeError(instancePath, schemaPath, type){\nreturn {instancePath,schemaPath,keyword:"type",params:{type},message:"must be "+type};\n}',
  ],
  [
    'requiredError',
    'function requiredError(instancePath, schemaPath, missingProperty){\nreturn {instancePath,schemaPath,keyword:"required",params:{missingProperty},message:"must have required property \'"+missingProperty+"\'"};\n}',
  ],
];

/**
 * Removes what ajv's standalone output carries but never uses, and shares its most repeated sequences:
 * - `const schemaN = {...}` (each function's whole schema as JSON) when nothing refers to `schemaN`;
 * - the `sourceURL` comment of each function;
 * - `const errN = {...}; if(vErrors === null){vErrors = [errN];} else {vErrors.push(errN);} errors++;` becomes
 *   `vErrors = pushError(vErrors, {...}); errors++;` (`errN` is not used anywhere else);
 * - `vErrors === null ? f.errors : vErrors.concat(f.errors)` becomes `concatErrors(vErrors, f.errors)`;
 * - the error objects of `type` (one type), `pattern` and `required` (a literal property) are built by `typeError` /
 *   `patternError` / `requiredError`;
 * - the `schemaPath` of an error from an inlined `$ref` (ajv writes `<$ref>/<keyword path>`) becomes `#/<keyword path>`,
 *   the path the referenced schema's own function reports (so inlining does not change any error object);
 * - where no code reads `parentData`, `parentDataProperty` or `rootData` (they serve coercion and `$data` only), the
 *   functions stop passing and destructuring them.
 * Each rewrite matches ajv's exact output (anything else is left as it is) and builds the same objects.
 */
function compact(code: string, refs: ReadonlySet<string> = new Set()): string {
  code = relativeSchemaPaths(code, refs);
  code = withoutParentData(code);
  const names = new Map<string, number>();
  for (const m of code.matchAll(/\bschema\d+\b/g)) names.set(m[0], (names.get(m[0]) ?? 0) + 1);
  let out = code
    .split('\n')
    .filter((line) => {
      const m = /^const (schema\d+) = .*;$/.exec(line);
      if (m && names.get(m[1]!) === 1) return false;
      return !/^\/\*# sourceURL=".*" \*\/;$/.test(line);
    })
    .join('\n');
  const used = new Set<string>();
  const rewrite = (re: RegExp, f: (...groups: string[]) => string, helper: string) => {
    out = out.replace(re, (...m: string[]) => {
      used.add(helper);
      return f(...m);
    });
  };
  rewrite(
    /const (err\d+) = (\{.*\});\nif\(vErrors === null\)\{\nvErrors = \[\1\];\n\}\nelse \{\nvErrors\.push\(\1\);\n\}\nerrors\+\+;/g,
    (_m, _e, obj) => `vErrors = pushError(vErrors, ${obj});\nerrors++;`,
    'pushError',
  );
  rewrite(/vErrors === null \? ([\w.]+)\.errors : vErrors\.concat\(\1\.errors\)/g, (_m, f) => `concatErrors(vErrors, ${f}.errors)`, 'concatErrors');
  rewrite(
    new RegExp(String.raw`\{${PATH},schemaPath:(${STR}),keyword:"type",params:\{type: "([a-z]+)"\},message:"must be \3"\}`, 'g'),
    (_m, path, schemaPath, type) => `typeError(${path ?? 'instancePath'},${schemaPath},"${type}")`,
    'typeError',
  );
  rewrite(
    new RegExp(String.raw`\{${PATH},schemaPath:(${STR}),keyword:"pattern",params:\{pattern: (${STR})\},message:"must match pattern \\""\+\3\+"\\""\}`, 'g'),
    (_m, path, schemaPath, pattern) => `patternError(${path ?? 'instancePath'},${schemaPath},${pattern})`,
    'patternError',
  );
  rewrite(
    new RegExp(
      String.raw`\{${PATH},schemaPath:(${STR}),keyword:"required",params:\{missingProperty: (${STR})\},message:"must have required property '"\+\3\+"'"\}`,
      'g',
    ),
    (_m, path, schemaPath, prop) => `requiredError(${path ?? 'instancePath'},${schemaPath},${prop})`,
    'requiredError',
  );
  const helpers = HELPERS.filter(([n]) => used.has(n))
    .map(([, c]) => `${c}\n`)
    .join('');
  return oneLinePerFunction(helpers + dedupe(out));
}

/**
 * ajv reports an error of an inlined `$ref` with `schemaPath` `<the $ref string>/<keyword path>` (or the `$ref` alone);
 * the function compiled for the same target reports `#/<keyword path>`. The longest `$ref` that prefixes the path wins.
 */
function relativeSchemaPaths(code: string, refs: ReadonlySet<string>): string {
  const sorted = [...refs].sort((a, b) => b.length - a.length);
  return code.replace(new RegExp(String.raw`schemaPath:(${STR})`, 'g'), (m, lit: string) => {
    const path = JSON.parse(lit) as string;
    if (path.startsWith('#')) return m;
    const ref = sorted.find((r) => path.startsWith(r) && (path.length === r.length || path[r.length] === '/'));
    return ref === undefined ? m : `schemaPath:${JSON.stringify(`#${path.slice(ref.length)}`)}`;
  });
}

/**
 * Without coercion (which writes `parentData[parentDataProperty]`) and `$data` (which reads `rootData`) nothing reads
 * those three arguments: each call stops building them and each function stops destructuring them. The rewrite is
 * all or nothing: if any of the names is left afterwards (something uses it), the code is returned unchanged.
 */
function withoutParentData(code: string): string {
  const out = code
    .replace(/\{instancePath="", parentData, parentDataProperty, rootData=data\}=\{\}\)\{/g, '{instancePath=""}={}){')
    .replace(new RegExp(String.raw`,parentData:[\w$.]+,parentDataProperty:(?:${STR}|[\w$]+),rootData\}`, 'g'), '}')
    .replace(/\{instancePath,parentData,parentDataProperty,rootData\}/g, '{instancePath}');
  return /\b(?:parentData|parentDataProperty|rootData)\b/.test(out) ? code : out;
}

/**
 * Drops the spaces of a line of code that separate nothing: outside "strings", a space stays only between two
 * identifier characters (`return errors`, `typeof data`) or between two equal `+`/`-` (which would fuse).
 */
function squeeze(line: string): string {
  let out = '';
  for (let j = 0; j < line.length; j++) {
    const c = line[j]!;
    if (c === '"') {
      const start = j;
      for (j++; j < line.length && line[j] !== '"'; j++) if (line[j] === '\\') j++;
      out += line.slice(start, j + 1);
    } else if (c === ' ') {
      const a = out.at(-1) ?? '';
      const b = line[j + 1] ?? '';
      if ((/[\w$]/.test(a) && /[\w$]/.test(b)) || (a === b && (a === '+' || a === '-'))) out += c;
    } else out += c;
  }
  return out;
}

/**
 * Each top-level function on one line, as ajv writes it without its `lines` option (every statement ends in `;`,
 * `{` or `}`, so the line breaks carry nothing). Kept with line breaks until here: the rewrites above match lines.
 */
function oneLinePerFunction(code: string): string {
  const lines = code.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^function \w+\(/.test(lines[i]!)) {
      out.push(lines[i]!);
      continue;
    }
    const start = i;
    for (let depth = braces(lines[i]!); depth !== 0; depth += braces(lines[i]!)) {
      i++;
      if (i >= lines.length) throw new Error(`validators: unbalanced function at line ${start + 1}`);
    }
    out.push(squeeze(lines.slice(start, i + 1).join('')));
  }
  return out.filter((l, j) => l !== '' || (j > 0 && out[j - 1] !== '')).join('\n');
}

/**
 * ajv compiles each schema on its own, so two schemas that differ only in annotations (descriptions, examples) give
 * two identical functions. A function whose code, and the code of everything it calls, equals an earlier one's is
 * dropped and its name replaced by the earlier one's. Functions on a reference cycle are left alone.
 */
function dedupe(code: string): string {
  const bodies = new Map<string, string>();
  for (const m of code.matchAll(/^function (validate\d+)\(data, [^\n]*\n[\s\S]*?^return errors === 0;\n\}$/gm)) bodies.set(m[1]!, m[0]);
  const values = new Map<string, string>();
  for (const m of code.matchAll(/^const ((?:pattern|formats|func|schema)\d+) = (.*);$/gm)) values.set(m[1]!, m[2]!);
  const memo = new Map<string, string | null>();
  const key = (name: string, stack: Set<string>): string | null => {
    if (memo.has(name)) return memo.get(name)!;
    const body = bodies.get(name);
    if (body === undefined) return values.get(name) ?? name;
    if (stack.has(name)) return null;
    stack.add(name);
    let cyclic = false;
    const text = body.replace(/\b(validate\d+|(?:pattern|formats|func|schema)\d+)\b/g, (n: string) => {
      if (n === name) return 'SELF';
      const k = n.startsWith('validate') ? key(n, stack) : (values.get(n) ?? n);
      if (k === null) cyclic = true;
      return `<${k}>`;
    });
    stack.delete(name);
    const k = cyclic ? null : createHash('sha256').update(text).digest('hex');
    memo.set(name, k);
    return k;
  };
  const first = new Map<string, string>();
  const rename = new Map<string, string>();
  for (const name of bodies.keys()) {
    const k = key(name, new Set());
    if (k === null) continue;
    const kept = first.get(k);
    if (kept) rename.set(name, kept);
    else first.set(k, name);
  }
  if (!rename.size) return code;
  let out = code;
  for (const name of rename.keys()) out = out.replace(`${bodies.get(name)!}\n`, '');
  return out.replace(/\bvalidate\d+\b/g, (n) => rename.get(n) ?? n);
}

function noDynamic(where: string, schemas: unknown): void {
  if (usesKeyword(schemas, DYNAMIC))
    throw new Error(`${where}: $dynamicRef/$recursiveRef are not supported (the validators are compiled without dynamic anchors)`);
}

const generatedHeader = (what: string) => `"use strict";\n// Generated by tools/codegen (ajv standalone${what}). Do not edit.\n`;
const stripStrict = (code: string) => code.replace(/^"use strict";\n?/, '');

/** The shared module: one validator per `common.yaml` `$def`, exported under the def's name. */
export function compileSharedValidators(shared: SharedSchemas): string {
  noDynamic(SHARED_FILE, [...shared.schemas.values()]);
  const ajv = newAjv(false, shared.unevaluated);
  const exports: Record<string, string> = {};
  for (const [name, schema] of shared.schemas) {
    ajv.addSchema({ ...withoutAnnotations(schema), $id: sharedId(name) });
    exports[name] = sharedId(name);
  }
  return generatedHeader(`, from ${SHARED_FILE}`) + compact(stripStrict(standaloneCode.default(ajv, exports)), refsOf([...shared.schemas.values()]));
}

export function sharedDeclarations(shared: SharedSchemas): string {
  const lines = ["import type { Validator } from '../../validate.js';", ''];
  for (const name of shared.schemas.keys()) lines.push(`export declare const ${name}: Validator;`);
  return `${lines.join('\n')}\n`;
}

/**
 * Compiles the planned validators of one document at generate time into one CommonJS module (ajv standalone output
 * still uses `require` for format and equality helpers, so it stays `.cjs`). Nothing compiles at run time.
 *
 * Every named schema (`components.schemas`) compiles once per module, as its own function; validators whose schema is
 * just a reference to one share that function; identical validators share one function. With `shared`, the schemas
 * that came from `common.yaml` are not compiled here at all: the module takes them from SHARED_MODULE. (The coercing
 * query validators compile everything locally: coercion changes the code of the shared schemas too.)
 */
export function compileValidators(docId: string, doc: Obj, plans: ValidatorPlan[], opts: { coerce?: boolean; shared?: SharedSchemas } = {}): string {
  const coerce = opts.coerce ?? false;
  noDynamic(docId, [doc, plans.map((p) => p.schema)]);
  const unevaluated = usesUnevaluated(doc) || usesUnevaluated(plans.map((p) => p.schema));
  // The shared functions are only called from code compiled the same way (no coercion, the same evaluated tracking).
  const shared = !coerce && opts.shared?.unevaluated === unevaluated ? opts.shared : undefined;
  const ajv = newAjv(coerce, unevaluated);
  const copy = structuredClone(doc);
  const components = (copy.components ?? {}) as Obj;
  const named = (components.schemas ?? {}) as Record<string, Obj>;
  delete components.schemas;

  const isShared = (name: string) => {
    if (!shared?.schemas.has(name)) return false;
    if (JSON.stringify(named[name]) !== shared.bundled.get(name)) {
      throw new Error(`${docId}: components.schemas.${name} differs from ${SHARED_FILE}#/$defs/${name}`);
    }
    return true;
  };
  const ids = new Map<string, string>();
  for (const name of Object.keys(named))
    ids.set(name, isShared(name) ? sharedId(name) : `${docId.replace(/\.json$/, '')}/schemas/${encodeURIComponent(name)}.json`);
  const sharedIds = new Map([...ids].filter(([n]) => isShared(n)).map(([n, id]) => [id, n]));

  // Every ref becomes absolute: a named schema by its own id, any other place as `<docId>#/pointer`.
  const absolute = (ref: string): string => {
    const local = ref.startsWith('#') ? ref : ref.startsWith(`${docId}#`) ? ref.slice(docId.length) : null;
    if (local === null) return ref;
    const m = /^#\/components\/schemas\/([^/]+)(\/.*)?$/.exec(local);
    if (m) {
      const id = ids.get(unescape(m[1]!));
      if (!id) throw new Error(`${docId}: unresolved $ref ${ref}`);
      return m[2] ? `${id}#${m[2]}` : id;
    }
    return `${docId}${local}`;
  };
  mapRefs(copy, absolute);
  for (const s of Object.values(named)) mapRefs(s, absolute);

  const nodeAt = (ref: string): unknown => {
    if (!ref.startsWith(`${docId}#`)) return undefined;
    return ref
      .slice(docId.length + 2)
      .split('/')
      .reduce<unknown>((o, k) => (o === undefined || o === null ? undefined : (o as Obj)[unescape(k)]), copy);
  };
  // `{$ref: X}` with only annotations beside it validates exactly as X: follow such chains to the schema they name.
  const canonical = (ref: string): string => {
    for (let i = 0; i < 20; i++) {
      const n = nodeAt(ref);
      if (!isObj(n) || typeof n.$ref !== 'string' || !Object.keys(n).every((k) => ANNOTATIONS.has(k) || k.startsWith('x-'))) return ref;
      ref = n.$ref;
    }
    return ref;
  };

  ajv.addSchema({ ...copy, $id: docId });
  for (const [name, s] of Object.entries(named)) {
    if (!sharedIds.has(ids.get(name)!)) ajv.addSchema({ ...withoutAnnotations(s), $id: ids.get(name)! });
  }
  if (shared) for (const [id, name] of sharedIds) ajv.addSchema({ ...withoutAnnotations(shared.schemas.get(name)!), $id: id });

  // Each plan becomes one export; identical schemas share one compiled function.
  const exports: Record<string, string> = {};
  const aliases: Array<[string, string]> = [];
  const byKey = new Map<string, string>();
  const refs = refsOf(copy, named, shared ? [...shared.schemas.values()] : []);
  for (const p of plans) {
    const schema = structuredClone(p.schema);
    mapRefs(schema, (r) => canonical(absolute(r)));
    for (const r of refsOf(schema)) refs.add(r);
    const only = Object.keys(schema).length === 1 && typeof schema.$ref === 'string' ? (schema.$ref as string) : null;
    if (only && sharedIds.has(only)) {
      aliases.push([p.name, sharedIds.get(only)!]);
      continue;
    }
    const key = only ?? JSON.stringify(schema);
    let id = byKey.get(key);
    if (!id) {
      if (only && !only.includes('#'))
        id = only; // a named schema: already its own function
      else {
        id = `${docId}/validators/${p.name}`;
        // A place inside the document compiles as that node itself (its refs are all absolute now), no wrapper.
        const target = only?.startsWith(`${docId}#`) ? nodeAt(only) : schema;
        if (!isObj(target)) throw new Error(`${docId}: ${p.name}: unresolved schema ${only}`);
        ajv.addSchema({ ...target, $id: id });
      }
      byKey.set(key, id);
    }
    exports[p.name] = id;
  }

  // Compile, then point every shared function at SHARED_MODULE instead of emitting its code.
  for (const id of new Set(Object.values(exports))) ajv.getSchema(id);
  if (shared) {
    const values = (ajv.scope as unknown as { _values: Record<string, Map<unknown, { value?: { code?: unknown } }> | undefined> })._values;
    for (const [id, name] of sharedIds) {
      const env = (ajv as unknown as { schemas: Record<string, { validate?: unknown } | undefined> }).schemas[id];
      if (!env) continue;
      const fn = values.validate?.get(env.validate);
      if (fn?.value) fn.value.code = _`require(${sharedModule(name)})${getProperty(name)}`;
      for (const prefix of ['wrapper', 'root']) {
        const w = values[prefix]?.get(env);
        if (w?.value) w.value.code = _`{validate: require(${sharedModule(name)})${getProperty(name)}}`;
      }
    }
  }
  // ajv emits a function once per export: export each function under its first name, the others are aliases.
  const first = new Map<string, string>();
  for (const [name, id] of Object.entries(exports)) if (!first.has(id)) first.set(id, name);
  let code = compact(stripStrict(standaloneCode.default(ajv, Object.fromEntries([...first].map(([id, name]) => [name, id])))), refs);
  for (const [name, id] of Object.entries(exports)) if (first.get(id) !== name) code += `exports.${name} = exports.${first.get(id)};\n`;
  for (const [name, def] of aliases) code += `exports.${name} = require(${JSON.stringify(sharedModule(def))}).${def};\n`;
  return generatedHeader(shared ? `; shared schemas from ${SHARED_MODULE}` : '') + code;
}

/** Declarations for the `.cjs` module. */
export function validatorDeclarations(plans: ValidatorPlan[]): string {
  const lines = ["import type { Validator } from '@gw/runtime';", ''];
  for (const p of plans) lines.push(`export declare const ${p.name}: Validator;`);
  return `${lines.join('\n')}\n`;
}
