// The validator emitter: one JSON Schema (2020-12, the keywords the specs use) in, one readable JavaScript function
// out, which accepts and refuses exactly what ajv (allErrors) accepts and refuses, with the same error objects in the
// same order (instancePath, schemaPath, keyword, params, message; `propertyName` inside `propertyNames`). The keyword
// order and the groups by data type are read from ajv's own rules; tools/codegen/test/validator-emit.test.ts compares
// the emitted functions with ajv on every spec schema. A keyword this emitter does not implement is refused when
// generating, never skipped.
import Ajv2020 from 'ajv/dist/2020.js';
import { escapeFragment, escapeJsonPointer } from 'ajv/dist/compile/util.js';

type Obj = Record<string, unknown>;
export type Schema = Obj | boolean;

/** `$ref` of a resolved schema: `gw:<Name>` calls the named validator `Name` (everything else is inlined). */
export const CALL = 'gw:';
/**
 * `$ref` of a resolved schema: `gw-leaf:<Name>` checks the leaf schema `Name` in place, through a function of the
 * module that reports its errors with the schema path of the place (as if its keywords were written there).
 */
export const LEAF = 'gw-leaf:';

/** ajv's keyword groups, in ajv's order: first the keywords for any data, then one group per data type. */
const GROUPS: Array<{ type?: string; keywords: string[] }> = new Ajv2020.default({ strict: false }).RULES.rules.map((g) => ({
  ...(g.type ? { type: g.type } : {}),
  keywords: g.rules.map((r) => r.keyword),
}));
/** Keywords that check something (ajv's rules); anything else in a schema object is an annotation or an extension. */
const RULES = new Set([...GROUPS.flatMap((g) => g.keywords)]);
/** Rules without code of their own (`type`/`nullable` are read by the type check, `$comment` is an annotation). */
const NO_CODE = new Set(['type', 'nullable', '$comment']);
const SUPPORTED = new Set([
  '$ref',
  'const',
  'enum',
  'not',
  'anyOf',
  'oneOf',
  'allOf',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'maxItems',
  'minItems',
  'prefixItems',
  'items',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
  'propertyNames',
  'additionalProperties',
  'properties',
]);
/** Formats with a check in @gw/runtime/validator-support (exported under these names). */
export const FORMATS: Record<string, string> = { 'date-time': 'dateTime' };
const COERCIBLE = new Set(['string', 'number', 'integer', 'boolean', 'null']);
/** The comparison that fails each limit keyword (the helper `limitFail` writes the one that passes). */
const LIMITS: Record<string, string> = { maximum: '>', minimum: '<', exclusiveMaximum: '>=', exclusiveMinimum: '<=' };

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const lit = (v: unknown) => JSON.stringify(v);
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const prop = (obj: string, key: string) => (IDENT.test(key) ? `${obj}.${key}` : `${obj}[${lit(key)}]`);

/** True when a schema checks nothing (ajv's alwaysValidSchema): `true`, `{}`, or only annotations. */
export function alwaysValid(s: Schema): boolean {
  if (typeof s === 'boolean') return s;
  return !Object.keys(s).some((k) => RULES.has(k) && !NO_CODE.has(k)) && s.type === undefined;
}

/** ajv's getSchemaTypes: `type` as a list, `nullable: true` adding null. */
function schemaTypes(s: Obj, where: string): string[] {
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? [...(s.type as string[])] : [s.type as string];
  if (types.includes('null')) {
    if (s.nullable === false) throw new Error(`${where}: type: null contradicts nullable: false`);
  } else {
    if (!types.length && s.nullable !== undefined) throw new Error(`${where}: "nullable" cannot be used without "type"`);
    if (s.nullable === true) types.push('null');
  }
  return types;
}

/**
 * ajv's checkDataType (strictNumbers off): true when `v` is of `type`. `object` and `integer` are the helpers
 * `isObject` (\`v && typeof v == "object" && !Array.isArray(v)\`) and `isInteger` (\`typeof v == "number" && !(v % 1) &&
 * !isNaN(v)\`: Infinity counts, as in ajv).
 */
function isType(type: string, v: string, use: (helper: string) => string): string {
  switch (type) {
    case 'null':
      return `${v} === null`;
    case 'array':
      return `Array.isArray(${v})`;
    case 'object':
      return `${use('isObject')}(${v})`;
    case 'integer':
      return `${use('isInteger')}(${v})`;
    case 'number':
    case 'string':
    case 'boolean':
      return `typeof ${v} == ${lit(type)}`;
    default:
      throw new Error(`unknown type ${type}`);
  }
}
const isTypes = (types: string[], v: string, use: (helper: string) => string) => {
  const list = types.includes('number') ? types.filter((t) => t !== 'integer') : types;
  return list.length === 1 ? isType(list[0]!, v, use) : list.map((t) => `(${isType(t, v, use)})`).join(' || ');
};
/** `!(check)`, as `typeof v != "string"` where that reads better. */
const not = (check: string) =>
  /^typeof [\w$.[\]"]+ == "\w+"$/.test(check) ? check.replace(' == ', ' != ') : /^\w+\([\w$.[\]"]+\)$/.test(check) ? `!${check}` : `!(${check})`;

/** Where a check runs: the value's variable, its instancePath (an expression), its schemaPath and what holds it. */
interface At {
  v: string;
  path: string;
  /** The schema path (text), after `spBase` when there is one. */
  sp: string;
  /** In a leaf function: the expression of the schema path of the place it checks. */
  spBase?: string;
  /**
   * The value's path as its container's path and its key (raw name or index): a leaf function builds the path from
   * them only when it reports an error (most values pass; `esc` and concatenation cost more than the check).
   */
  seg?: { parent: string; key: string };
  /** The variable of the property name being checked (inside `propertyNames`): added to every error object. */
  propertyName?: string;
  /** The object or array holding the value and the key (an expression), where coercion writes the coerced value. */
  parent?: { obj: string; key: string };
}

export interface EmitOptions {
  /** Coerce types as ajv's `coerceTypes: true` (query and path parameters arrive as strings). */
  coerce?: boolean;
  /** The identifier a `gw:<Name>` call uses (the module imports it). */
  call: (name: string) => string;
}

/** What the emitted functions of one module need at module level. */
export class ModuleScope {
  /** Helpers of @gw/runtime/validator-support used. */
  readonly helpers = new Set<string>();
  /** Named validators called (`gw:<Name>`). */
  readonly calls = new Set<string>();
  /** Module-level constants: compiled patterns, enum lists, property sets; one per distinct value. */
  readonly consts = new Map<string, string>();
  private readonly byValue = new Map<string, string>();
  /** Leaf schemas checked in place (`gw-leaf:<Name>`): name -> schema; `used` the ones referred to so far. */
  constructor(readonly leaves: ReadonlyMap<string, Schema> = new Map()) {}
  readonly leavesUsed = new Set<string>();

  /** The function checking leaf `name` in place. */
  leaf(name: string): string {
    if (!this.leaves.has(name)) throw new Error(`no leaf schema ${name}`);
    this.leavesUsed.add(name);
    return `check${name}`;
  }

  use(helper: string): string {
    this.helpers.add(helper);
    return helper;
  }

  constant(prefix: string, code: string): string {
    const known = this.byValue.get(code);
    if (known) return known;
    const name = `${prefix}${this.byValue.size}`;
    this.byValue.set(code, name);
    this.consts.set(name, code);
    return name;
  }
}

/** Emits `export function <name>(data, path = "") {...}` for one resolved schema. */
export function emitFunction(name: string, schema: Schema, scope: ModuleScope, opts: EmitOptions, doc = ''): string {
  const body = emitBody(schema, { v: 'data', path: 'path', sp: '#' }, scope, opts, doc);
  return [
    `export function ${name}(data, path = "") {`,
    '\tconst errors = [];',
    body,
    `\t${name}.errors = errors.length === 0 ? null : errors;`,
    '\treturn errors.length === 0;',
    '}',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Emits the function that checks leaf schema `name` in place: it adds its errors to the caller's list, with the
 * caller's instancePath and schema path (ajv reports an inlined schema's errors so).
 */
export function emitLeafFunction(name: string, schema: Schema, scope: ModuleScope, doc = '', exported = false): string {
  const root: At = { v: 'data', path: `${scope.use('join')}(path, key)`, sp: '', spBase: 'schemaPath', propertyName: 'propertyName' };
  const noCalls = () => {
    throw new Error(`${doc}: a leaf calls nothing`);
  };
  return [
    `/** \`${name}\`, checked where it is used: the value's path is \`path\` and \`key\` (joined when an error is reported). */`,
    `${exported ? 'export ' : ''}function check${name}(errors, data, path, schemaPath, key, propertyName) {`,
    emitBody(schema, root, scope, { call: noCalls }, doc),
    '}',
  ].join('\n');
}

function emitBody(schema: Schema, root: At, scope: ModuleScope, opts: EmitOptions, doc: string): string {
  const out = new Writer();
  let vars = 0;
  const fresh = (p: string) => `${p}${vars++}`;
  let paths = 0; // a counter of their own: the other variables keep their numbers
  const coerce = opts.coerce === true;

  const spCode = (at: At, suffix = '') => {
    const rest = `${at.sp}${suffix}`;
    return at.spBase === undefined ? lit(rest) : rest ? `${at.spBase} + ${lit(rest)}` : at.spBase;
  };
  const fail = (at: At, keyword: string, params: string, message: string, suffix = `/${keyword}`) =>
    `${scope.use('fail')}(errors, ${at.path}, ${spCode(at, suffix)}, ${lit(keyword)}, ${params}, ${message}${at.propertyName ? `, ${at.propertyName}` : ''});`;
  /** The `type`, `required`, `pattern`, limit and `additionalProperties` errors: the helper appends the keyword to the schema's path. */
  const failAt = (helper: string, at: At, arg: string) =>
    `${scope.use(helper)}(errors, ${at.path}, ${spCode(at)}, ${arg}${at.propertyName ? `, ${at.propertyName}` : ''});`;
  const typeError = (s: Obj, at: At) => failAt('typeFail', at, lit(s.type));
  const count = () => 'errors.length';
  const use = (helper: string) => scope.use(helper);

  const node = (s: Schema, at: At): void => {
    if (s === true) return;
    if (s === false) {
      out.line(fail(at, 'false schema', '{}', lit('boolean schema is false'), ''));
      return;
    }
    for (const k of Object.keys(s)) {
      if (RULES.has(k) && !NO_CODE.has(k) && !SUPPORTED.has(k)) throw new Error(`${doc}${at.sp}: keyword ${k} is not supported by the validator emitter`);
    }
    if (alwaysValid(s)) return;
    const types = schemaTypes(s, `${doc}${at.sp}`);
    const coerceTo = coerce ? types.filter((t) => COERCIBLE.has(t)) : [];
    const used = (g: (typeof GROUPS)[number]) => g.keywords.some((k) => s[k] !== undefined && !NO_CODE.has(k));
    const typeGroup = types.length === 1 ? GROUPS.find((g) => g.type === types[0]) : undefined;
    const checkTypes = types.length > 0 && !(coerceTo.length === 0 && typeGroup !== undefined && used(typeGroup));
    if (checkTypes) {
      if (coerceTo.length) coercion(s, at, types, coerceTo);
      else out.when(`if (${not(isTypes(types, at.v, use))})`, typeError(s, at));
    }
    for (const g of GROUPS) {
      if (!used(g)) continue;
      const body = () => {
        // `format` is in the number group too; ajv's formats here are all string formats, so it checks nothing there.
        for (const k of g.keywords) if (s[k] !== undefined && !NO_CODE.has(k) && !(k === 'format' && g.type === 'number')) keyword(k, s, at);
      };
      if (!g.type) body();
      else if (types.length === 1 && types[0] === g.type && !checkTypes) {
        out.ifElse(`if (${isType(g.type, at.v, use)})`, body, () => out.line(typeError(s, at)));
      } else out.block(`if (${isType(g.type, at.v, use)})`, body);
    }
  };

  /** ajv's coerceData: a value of another type is converted where the rules allow it, else a type error. */
  const coercion = (s: Obj, at: At, types: string[], coerceTo: string[]) => {
    out.block(`if (${not(isTypes(types, at.v, use))})`, () => {
      const t = fresh('type');
      const c = fresh('coerced');
      const v = at.v;
      out.line(`const ${t} = typeof ${v};`);
      out.line(`let ${c};`);
      const branches: Array<[string, string]> = [];
      for (const type of coerceTo) {
        if (type === 'string') branches.push([`${t} == "number" || ${t} == "boolean"`, `"" + ${v}`], [`${v} === null`, '""']);
        if (type === 'number') branches.push([`${t} == "boolean" || ${v} === null || (${t} == "string" && ${v} && ${v} == +${v})`, `+${v}`]);
        if (type === 'integer') branches.push([`${t} === "boolean" || ${v} === null || (${t} === "string" && ${v} && ${v} == +${v} && !(${v} % 1))`, `+${v}`]);
        if (type === 'boolean') branches.push([`${v} === "false" || ${v} === 0 || ${v} === null`, 'false'], [`${v} === "true" || ${v} === 1`, 'true']);
        if (type === 'null') branches.push([`${v} === "" || ${v} === 0 || ${v} === false`, 'null']);
      }
      branches.forEach(([cond, value], i) => out.line(`${i === 0 ? 'if' : 'else if'} (${cond}) ${c} = ${value};`));
      out.line(`else ${typeError(s, at)}`);
      out.block(`if (${c} !== undefined)`, () => {
        out.line(`${v} = ${c};`);
        if (at.parent) out.line(`${at.parent.obj}[${at.parent.key}] = ${c};`);
      });
    });
  };

  /** A subschema at a property, item or other place of the value. */
  /** `key`: the raw property name or index (an expression) of the value in its container. */
  const sub = (s: Schema, at: At, sp: string, value: string | null, path: string, parentKey?: string, key?: string) => {
    if (alwaysValid(s)) return;
    if (value === null) return node(s, { ...at, sp });
    // A value checked by one call is passed as it is read; any other gets a variable (read once, coerced in place).
    const direct = !coerce && isObj(s) && Object.keys(s).length === 1 && typeof s.$ref === 'string';
    const v = direct ? value : fresh('data');
    if (!direct) out.line(`${coerce ? 'let' : 'const'} ${v} = ${value};`);
    node(s, {
      v,
      path,
      sp,
      ...(at.spBase !== undefined ? { spBase: at.spBase } : {}),
      ...(at.propertyName ? { propertyName: at.propertyName } : {}),
      ...(parentKey ? { parent: { obj: at.v, key: parentKey } } : {}),
      ...(key ? { seg: { parent: at.path, key } } : {}),
    });
  };

  /** A place whose path is an expression: read once into a variable before a loop over its members, not per member. */
  const hoisted = (at: At): At => {
    if (/^[A-Za-z_$][\w$]*$/.test(at.path)) return at;
    const p = `path${paths++}`;
    out.line(`const ${p} = ${at.path};`);
    return { ...at, path: p };
  };

  const keyword = (k: string, s: Obj, at: At): void => {
    const x = s[k];
    const v = at.v;
    switch (k) {
      case '$ref': {
        const ref = String(x);
        if (ref.startsWith(LEAF)) {
          const fn = scope.leaf(ref.slice(LEAF.length));
          const args = [at.seg ? at.seg.parent : at.path, spCode(at), at.seg ? at.seg.key : 'undefined', at.propertyName ?? 'undefined'];
          while (args.at(-1) === 'undefined') args.pop();
          out.line(`${fn}(errors, ${v}, ${args.join(', ')});`);
          return;
        }
        if (!ref.startsWith(CALL)) throw new Error(`${doc}${at.sp}: unresolved $ref ${ref}`);
        const fn = opts.call(ref.slice(CALL.length));
        // A path that must be built (a member's, an item's) is built only for a value that failed: checked first
        // without it, then again with it for the errors (a coercing validator changes the value: once only).
        if (coerce || /^[A-Za-z_$][\w$]*$/.test(at.path)) out.when(`if (!${fn}(${v}, ${at.path}))`, `errors.push(...${fn}.errors);`);
        else out.when(`if (!${fn}(${v}))`, `errors.push(...${scope.use('failed')}(${fn}, ${v}, ${at.path}));`);
        return;
      }
      case 'const':
        if (isObj(x) || Array.isArray(x)) throw new Error(`${doc}${at.sp}/const: only a scalar const is supported`);
        out.when(`if (${v} !== ${lit(x)})`, fail(at, 'const', `{ allowedValue: ${lit(x)} }`, lit('must be equal to constant')));
        return;
      case 'enum': {
        const values = x as unknown[];
        if (!Array.isArray(values) || values.some((e) => typeof e === 'object' && e !== null))
          throw new Error(`${doc}${at.sp}/enum: only a list of scalars is supported`);
        // A longer list is a Set: `has` and the `===` chain ajv writes agree on JSON values (no NaN).
        const asSet = values.length > 4;
        const list = scope.constant('values', asSet ? `new Set(${lit(values)})` : lit(values));
        out.when(
          `if (!${list}.${asSet ? 'has' : 'includes'}(${v}))`,
          fail(at, 'enum', `{ allowedValues: ${asSet ? `[...${list}]` : list} }`, lit('must be equal to one of the allowed values')),
        );
        return;
      }
      case 'not': {
        const n = fresh('errs');
        out.line(`const ${n} = ${count()};`);
        if (alwaysValid(x as Schema)) out.line(fail(at, 'not', '{}', lit('must NOT be valid')));
        else {
          node(x as Schema, { ...at, sp: `${at.sp}/not` });
          out.ifElse(
            `if (${count()} === ${n})`,
            () => out.line(fail(at, 'not', '{}', lit('must NOT be valid'))),
            () => out.line(`errors.length = ${n};`),
          );
        }
        return;
      }
      case 'anyOf': {
        const list = x as Schema[];
        if (list.some(alwaysValid)) return;
        const n = fresh('errs');
        const ok = fresh('valid');
        out.line(`const ${n} = ${count()};`);
        out.line(`let ${ok} = false;`);
        list.forEach((branch, i) => {
          const run = () => {
            const b = fresh('errs');
            out.line(`const ${b} = ${count()};`);
            node(branch, { ...at, sp: `${at.sp}/anyOf/${i}` });
            out.line(`${ok} = ${count()} === ${b};`);
          };
          if (i === 0) run();
          else out.block(`if (!${ok})`, run);
        });
        out.ifElse(
          `if (${ok})`,
          () => out.line(`errors.length = ${n};`),
          () => out.line(fail(at, 'anyOf', '{}', lit('must match a schema in anyOf'))),
        );
        return;
      }
      case 'oneOf': {
        // As ajv: once a second branch passes, the later branches are not checked.
        const list = x as Schema[];
        const n = fresh('errs');
        const ok = fresh('valid');
        const passing = fresh('passing');
        out.line(`const ${n} = ${count()};`);
        out.line(`let ${ok} = false;`);
        out.line(`let ${passing} = null;`);
        const branch = (i: number): void => {
          const b = fresh('valid');
          if (alwaysValid(list[i]!)) out.line(`const ${b} = true;`);
          else {
            const e = fresh('errs');
            out.line(`const ${e} = ${count()};`);
            node(list[i]!, { ...at, sp: `${at.sp}/oneOf/${i}` });
            out.line(`const ${b} = ${count()} === ${e};`);
          }
          const pass = () =>
            out.block(`if (${b})`, () => {
              out.line(`${ok} = true;`);
              out.line(`${passing} = ${i};`);
            });
          const next = () => {
            pass();
            if (i + 1 < list.length) branch(i + 1);
          };
          if (i === 0) next();
          else
            out.ifElse(
              `if (${b} && ${ok})`,
              () => {
                out.line(`${ok} = false;`);
                out.line(`${passing} = [${passing}, ${i}];`);
              },
              next,
            );
        };
        if (list.length) branch(0);
        out.ifElse(
          `if (${ok})`,
          () => out.line(`errors.length = ${n};`),
          () => out.line(fail(at, 'oneOf', `{ passingSchemas: ${passing} }`, lit('must match exactly one schema in oneOf'))),
        );
        return;
      }
      case 'allOf':
        (x as Schema[]).forEach((branch, i) => sub(branch, at, `${at.sp}/allOf/${i}`, null, at.path));
        return;
      case 'maximum':
      case 'minimum':
      case 'exclusiveMaximum':
      case 'exclusiveMinimum': {
        if (typeof x !== 'number') throw new Error(`${doc}${at.sp}/${k} must be a number`);
        out.when(`if (${v} ${LIMITS[k]} ${x} || isNaN(${v}))`, failAt('limitFail', at, `${lit(k)}, ${x}`));
        return;
      }
      case 'maxLength':
      case 'minLength': {
        const more = k === 'maxLength';
        out.when(
          `if (${scope.use('ucs2length')}(${v}) ${more ? '>' : '<'} ${lit(x)})`,
          fail(at, k, `{ limit: ${lit(x)} }`, lit(`must NOT have ${more ? 'more' : 'fewer'} than ${x} characters`)),
        );
        return;
      }
      case 'pattern': {
        const re = scope.constant('pattern', `${scope.use('pattern')}(${lit(x)}, "u")`);
        out.when(`if (!${re}.test(${v}))`, failAt('patternFail', at, lit(x)));
        return;
      }
      case 'format': {
        const check = FORMATS[String(x)];
        if (!check) throw new Error(`${doc}${at.sp}/format: format ${String(x)} has no check in @gw/runtime/validator-support`);
        out.when(`if (!${scope.use(check)}(${v}))`, fail(at, 'format', `{ format: ${lit(x)} }`, lit(`must match format "${String(x)}"`)));
        return;
      }
      case 'maxItems':
      case 'minItems':
      case 'maxProperties':
      case 'minProperties': {
        const more = k.startsWith('max');
        const what = k.endsWith('Items') ? 'items' : 'properties';
        const size = what === 'items' ? `${v}.length` : `Object.keys(${v}).length`;
        out.when(
          `if (${size} ${more ? '>' : '<'} ${lit(x)})`,
          fail(at, k, `{ limit: ${lit(x)} }`, lit(`must NOT have ${more ? 'more' : 'fewer'} than ${x} ${what}`)),
        );
        return;
      }
      case 'prefixItems':
        (x as Schema[]).forEach((item, i) => {
          if (alwaysValid(item)) return;
          out.block(`if (${v}.length > ${i})`, () => sub(item, at, `${at.sp}/prefixItems/${i}`, `${v}[${i}]`, `${at.path} + "/${i}"`, String(i), String(i)));
        });
        return;
      case 'items': {
        const start = Array.isArray(s.prefixItems) ? s.prefixItems.length : 0;
        if (alwaysValid(x as Schema)) return;
        if (x === false && start > 0) {
          out.when(`if (${v}.length > ${start})`, fail(at, 'items', `{ limit: ${start} }`, lit(`must NOT have more than ${start} items`)));
          return;
        }
        const i = fresh('i');
        const here = hoisted(at);
        out.block(`for (let ${i} = ${start}; ${i} < ${v}.length; ${i}++)`, () =>
          sub(x as Schema, here, `${here.sp}/items`, `${v}[${i}]`, `${here.path} + "/" + ${i}`, i, i),
        );
        return;
      }
      case 'uniqueItems': {
        if (x !== true) return;
        // ajv: items of one known scalar type are compared through an index by value; anything else pairwise.
        const itemTypes = isObj(s.items) ? schemaTypes(s.items, `${doc}${at.sp}/items`) : [];
        const byIndex = itemTypes.length > 0 && !itemTypes.some((t) => t === 'object' || t === 'array');
        const i = fresh('i');
        const j = fresh('j');
        const error = fail(at, 'uniqueItems', `{ i: ${i}, j: ${j} }`, `"must NOT have duplicate items (items ## " + ${j} + " and " + ${i} + " are identical)"`);
        out.line(`let ${i} = ${v}.length;`);
        out.line(`let ${j};`);
        out.block(`if (${i} > 1)`, () => {
          if (!byIndex) {
            const outer = fresh('outer');
            out.block(`${outer}: for (; ${i}--; )`, () =>
              out.block(`for (${j} = ${i}; ${j}--; )`, () =>
                out.block(`if (${scope.use('equal')}(${v}[${i}], ${v}[${j}]))`, () => {
                  out.line(error);
                  out.line(`break ${outer};`);
                }),
              ),
            );
            return;
          }
          const seen = fresh('indices');
          const item = fresh('item');
          out.line(`const ${seen} = {};`);
          out.block(`for (; ${i}--; )`, () => {
            out.line(`let ${item} = ${v}[${i}];`);
            out.line(`if (${not(isTypes(itemTypes, item, use))}) continue;`);
            if (itemTypes.length > 1) out.line(`if (typeof ${item} == "string") ${item} += "_";`);
            out.block(`if (typeof ${seen}[${item}] == "number")`, () => {
              out.line(`${j} = ${seen}[${item}];`);
              out.line(error);
              out.line('break;');
            });
            out.line(`${seen}[${item}] = ${i};`);
          });
        });
        return;
      }
      case 'required':
        for (const p of x as string[]) {
          out.when(`if (${prop(v, p)} === undefined)`, failAt('requiredFail', at, lit(p)));
        }
        return;
      case 'propertyNames': {
        if (alwaysValid(x as Schema)) return;
        const key = fresh('key');
        const here = hoisted(at);
        out.block(`for (const ${key} in ${v})`, () => {
          const n = fresh('errs');
          out.line(`const ${n} = ${count()};`);
          node(x as Schema, {
            v: key,
            path: here.path,
            sp: `${at.sp}/propertyNames`,
            ...(at.spBase !== undefined ? { spBase: at.spBase } : {}),
            propertyName: key,
          });
          out.when(`if (${count()} !== ${n})`, fail(here, 'propertyNames', `{ propertyName: ${key} }`, lit('property name must be valid')));
        });
        return;
      }
      case 'additionalProperties': {
        if (alwaysValid(x as Schema)) return;
        if (s.patternProperties !== undefined) throw new Error(`${doc}${at.sp}: patternProperties is not supported`);
        const names = Object.keys(isObj(s.properties) ? s.properties : {}).filter((p) => p !== '__proto__');
        const key = fresh('key');
        const known =
          names.length === 0
            ? ''
            : names.length <= 4
              ? names.map((p) => `${key} === ${lit(p)}`).join(' || ')
              : `${scope.constant('names', `new Set(${lit(names)})`)}.has(${key})`;
        const here = hoisted(at);
        const extra = () => {
          if (x === false) out.line(failAt('additionalFail', here, key));
          else sub(x as Schema, here, `${here.sp}/additionalProperties`, `${v}[${key}]`, `${here.path} + "/" + ${scope.use('esc')}(${key})`, key, key);
        };
        out.block(`for (const ${key} in ${v})`, () => (known ? out.block(`if (!(${known}))`, extra) : extra()));
        return;
      }
      case 'properties':
        for (const [p, ps] of Object.entries(x as Record<string, Schema>)) {
          if (alwaysValid(ps)) continue;
          out.block(`if (${prop(v, p)} !== undefined)`, () =>
            sub(ps, at, `${at.sp}/properties/${escapeFragment(p)}`, prop(v, p), `${at.path} + ${lit(`/${escapeJsonPointer(p)}`)}`, lit(p), lit(p)),
          );
        }
        return;
      default:
        throw new Error(`${doc}${at.sp}: keyword ${k} is not supported by the validator emitter`);
    }
  };

  out.depth = 1;
  node(schema, root);
  return out.text();
}

/** Lines indented by block depth (one tab per level); a block of one plain statement is written on one line. */
class Writer {
  depth = 0;
  private readonly lines: string[] = [];

  line(s: string): void {
    this.lines.push(`${'\t'.repeat(this.depth)}${s}`);
  }

  /** `if (...) statement;` on one line. */
  when(head: string, statement: string): void {
    this.line(`${head} ${statement}`);
  }

  /** Runs `body` one level deeper; returns its one plain statement (then removed) when that is all it wrote. */
  private inner(body: () => void): string | undefined {
    const start = this.lines.length;
    this.depth++;
    body();
    this.depth--;
    if (this.lines.length !== start + 1) return undefined;
    const only = this.lines[start]!.trim();
    if (!only.endsWith(';') || /^(const|let|var|if|for|else)\b/.test(only) || only.includes('{')) return undefined;
    this.lines.length = start;
    return only;
  }

  /** `head { body }`; nothing at all when the body writes nothing (a check with nothing to do). */
  block(head: string, body: () => void): void {
    const at = this.lines.length;
    this.line(`${head} {`);
    const only = this.inner(body);
    if (only !== undefined) this.lines[at] = `${'\t'.repeat(this.depth)}${head} ${only}`;
    else if (this.lines.length === at + 1) this.lines.length = at;
    else this.line('}');
  }

  ifElse(head: string, then: () => void, otherwise: () => void): void {
    this.line(`${head} {`);
    this.depth++;
    then();
    this.depth--;
    const at = this.lines.length;
    this.line('} else {');
    const only = this.inner(otherwise);
    if (only !== undefined) this.lines[at] = `${'\t'.repeat(this.depth)}} else ${only}`;
    else this.line('}');
  }

  text(): string {
    return this.lines.join('\n');
  }
}
