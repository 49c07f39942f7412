// A drift entry's `shape` (a JSON Schema) compiled to a standalone TypeScript predicate, so a client package matches
// registered drift without a schema library at run time. Only the keywords below are supported; the register check
// refuses a shape with any other (tools/codegen/test/shape-predicate.test.ts compares every form with ajv).

type Obj = Record<string, unknown>;

/** Keywords that only annotate: no effect on the predicate. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', '$comment', 'default']);
/** Keywords the predicate implements. */
const SUPPORTED = new Set([
  'type',
  'const',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
]);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);

const isPrimitive = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** What a shape uses that the predicate cannot express (empty: it compiles). */
export function shapeProblems(schema: unknown, at = ''): string[] {
  if (typeof schema === 'boolean') return [];
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return [`${at || '(root)'} is not a schema`];
  const s = schema as Obj;
  const out: string[] = [];
  for (const [k, v] of Object.entries(s)) {
    if (ANNOTATIONS.has(k) || k.startsWith('x-')) continue;
    if (!SUPPORTED.has(k)) out.push(`${at}/${k}: keyword ${k} is not supported by the client predicate`);
    else if ((k === 'const' && !isPrimitive(v)) || (k === 'enum' && !(v as unknown[]).every(isPrimitive)))
      out.push(`${at}/${k}: only primitive values are supported`);
    else if (k === 'type' && ![v].flat().every((t) => TYPES.has(t as string))) out.push(`${at}/type: unknown type`);
  }
  for (const k of ['items', 'additionalProperties', 'not'] as const)
    if (s[k] !== undefined && typeof s[k] === 'object') out.push(...shapeProblems(s[k], `${at}/${k}`));
  for (const [name, sub] of Object.entries((s.properties ?? {}) as Obj)) out.push(...shapeProblems(sub, `${at}/properties/${name}`));
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const [i, sub] of ((s[k] ?? []) as unknown[]).entries()) out.push(...shapeProblems(sub, `${at}/${k}/${i}`));
  return out;
}

/** Each JSON type as a parenthesized test (it may follow `!`). */
const typeTest: Record<string, (r: string) => string> = {
  string: (r) => `(typeof ${r} === "string")`,
  number: (r) => `(typeof ${r} === "number" && Number.isFinite(${r}))`,
  integer: (r) => `Number.isInteger(${r})`,
  boolean: (r) => `(typeof ${r} === "boolean")`,
  null: (r) => `(${r} === null)`,
  object: (r) => `(typeof ${r} === "object" && ${r} !== null && !Array.isArray(${r}))`,
  array: (r) => `Array.isArray(${r})`,
};
const q = (v: unknown) => JSON.stringify(v);

/**
 * The predicates of one module: `add(shape)` returns the name of a `(v: any) => boolean` declared in
 * `declarations()`, with the regular expressions compiled once at module level.
 */
export class PredicateModule {
  private readonly lines: string[] = [];
  private readonly patterns = new Map<string, string>();
  /** Predicate body -> name: equal shapes share one function. */
  private readonly bodies = new Map<string, string>();

  add(schema: unknown): string {
    const body = this.expr(schema, 'v', 0);
    let name = this.bodies.get(body);
    if (!name) {
      this.bodies.set(body, (name = `fits${this.bodies.size}`));
      this.lines.push(`const ${name} = (v: any): boolean => ${body};`);
    }
    return name;
  }

  declarations(): string[] {
    return [...[...this.patterns].map(([p, name]) => `const ${name} = new RegExp(${q(p)}, "u");`), ...this.lines];
  }

  private regex(pattern: string): string {
    let name = this.patterns.get(pattern);
    if (!name) this.patterns.set(pattern, (name = `re${this.patterns.size}`));
    return name;
  }

  /** A boolean expression over the value `r` (a variable or a property access of one); `d` numbers nested variables. */
  private expr(schema: unknown, r: string, d: number): string {
    if (typeof schema === 'boolean') return String(schema);
    const s = schema as Obj;
    const all: string[] = [];
    const types = s.type === undefined ? undefined : [s.type as string | string[]].flat();
    if (types) all.push(types.length === 1 ? typeTest[types[0]!]!(r) : `(${types.map((t) => typeTest[t]!(r)).join(' || ')})`);
    if (s.const !== undefined) all.push(`${r} === ${q(s.const)}`);
    if (s.enum !== undefined) all.push(`${q(s.enum)}.includes(${r})`);
    // Keywords of one type apply only to values of that type: guarded unless the schema allows that type alone.
    const group = (type: string, tests: string[]) => {
      if (!tests.length) return;
      if (types?.length === 1 && types[0] === type) all.push(...tests);
      else all.push(`(!${typeTest[type]!(r)} || (${tests.join(' && ')}))`);
    };
    const str: string[] = [];
    if (s.pattern !== undefined) str.push(`${this.regex(s.pattern as string)}.test(${r})`);
    if (s.minLength !== undefined) str.push(`[...${r}].length >= ${q(s.minLength)}`);
    if (s.maxLength !== undefined) str.push(`[...${r}].length <= ${q(s.maxLength)}`);
    group('string', str);
    const num: string[] = [];
    if (s.minimum !== undefined) num.push(`${r} >= ${q(s.minimum)}`);
    if (s.maximum !== undefined) num.push(`${r} <= ${q(s.maximum)}`);
    if (s.exclusiveMinimum !== undefined) num.push(`${r} > ${q(s.exclusiveMinimum)}`);
    if (s.exclusiveMaximum !== undefined) num.push(`${r} < ${q(s.exclusiveMaximum)}`);
    group(types?.length === 1 && types[0] === 'integer' ? 'integer' : 'number', num);
    const obj: string[] = [];
    const has = (k: string) => `Object.hasOwn(${r}, ${q(k)})`;
    const required = (s.required ?? []) as string[];
    for (const k of required) obj.push(has(k));
    const props = (s.properties ?? {}) as Obj;
    for (const [k, sub] of Object.entries(props)) {
      const test = this.expr(sub, `${r}[${q(k)}]`, d);
      obj.push(required.includes(k) ? test : `(!${has(k)} || ${test})`);
    }
    if (s.additionalProperties !== undefined && s.additionalProperties !== true) {
      const k = `k${d}`;
      const known = Object.keys(props);
      const test = this.expr(s.additionalProperties, `${r}[${k}]`, d + 1);
      obj.push(`Object.keys(${r}).every((${k}: string) => ${known.length ? `${q(known)}.includes(${k}) || ` : ''}${test})`);
    }
    group('object', obj);
    const arr: string[] = [];
    if (s.items !== undefined) arr.push(`${r}.every((x${d}: any) => ${this.expr(s.items, `x${d}`, d + 1)})`);
    if (s.minItems !== undefined) arr.push(`${r}.length >= ${q(s.minItems)}`);
    if (s.maxItems !== undefined) arr.push(`${r}.length <= ${q(s.maxItems)}`);
    group('array', arr);
    const list = (k: string) => ((s[k] ?? []) as unknown[]).map((sub) => this.expr(sub, r, d));
    if (s.anyOf) all.push(`(${list('anyOf').join(' || ')})`);
    if (s.allOf) all.push(`(${list('allOf').join(' && ')})`);
    if (s.oneOf) all.push(`[${list('oneOf').join(', ')}].filter(Boolean).length === 1`);
    if (s.not !== undefined) all.push(`!(${this.expr(s.not, r, d)})`);
    return all.length ? all.join(' && ') : 'true';
  }
}
