import fc from 'fast-check';
import { flatten } from '../schema.js';

type Schema = Record<string, unknown> | boolean;
type Obj = Record<string, unknown>;

/** Past this depth arrays keep their minimum length and objects only their required properties. */
const MAX_DEPTH = 6;
/** Keywords that say nothing about the value (an open schema has nothing else). */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'example', 'default', 'deprecated', '$comment']);

const isAnnotation = (k: string) => ANNOTATIONS.has(k) || k.startsWith('x-');

function stringArb(s: Obj): fc.Arbitrary<string> {
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  const maxLength = typeof s.maxLength === 'number' ? s.maxLength : Math.max(minLength, 24);
  if (typeof s.pattern === 'string') {
    try {
      // The pattern decides the length; stated bounds are the validator's to enforce (a filter here could never end).
      return fc.stringMatching(new RegExp(s.pattern));
    } catch {
      /* a pattern fast-check cannot draw from: the validator decides on plain strings */
    }
  }
  if (s.format === 'date-time')
    return fc.date({ min: new Date('2009-01-03T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'date')
    return fc
      .date({ min: new Date('2009-01-03T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 24) });
}

function numberArb(s: Obj, integer: boolean): fc.Arbitrary<number> {
  const lo = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : 1e-9) : undefined;
  const hi = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - (integer ? 1 : 1e-9) : undefined;
  if (integer) {
    const min = lo === undefined ? Number.MIN_SAFE_INTEGER : Math.ceil(lo);
    const max = hi === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(hi);
    // fast-check's integers are 32-bit; wider ranges are drawn as bigints. Both shrink towards 0 or the bound.
    const int32 = min >= -(2 ** 31) && max <= 2 ** 31 - 1;
    const all = int32 ? fc.integer({ min, max }) : fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
    if (max - min <= 10_000) return all;
    // Mostly values a caller sends (near the lower bound, or 0), sometimes anything the schema allows.
    const near = Math.max(min, Math.min(0, max - 1000));
    return fc.oneof({ arbitrary: fc.integer({ min: near, max: Math.min(max, near + 1000) }), weight: 4 }, { arbitrary: all, weight: 1 });
  }
  return fc
    .double({ ...(lo !== undefined ? { min: lo } : {}), ...(hi !== undefined ? { max: hi } : {}), noNaN: true, noDefaultInfinity: true })
    .map((n) => (Object.is(n, -0) ? 0 : n));
}

/**
 * A fast-check arbitrary for the values of a JSON Schema inside a bundled spec document (`$ref` followed, `allOf`
 * merged). It draws from const, enum, the branches of `oneOf`/`anyOf`, type, pattern, format, bounds, items and
 * properties; what it cannot honour (`not`, dependent keywords) the operation's generated validator filters out.
 */
export function arbitraryOf(root: Obj, schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema === false) return fc.constant(undefined);
  const s = flatten(root, schema);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const branches = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (Array.isArray(branches) && branches.length) {
    const { oneOf: _o, anyOf: _a, ...rest } = s;
    const base = Object.keys(rest).some((k) => !isAnnotation(k)) ? rest : {};
    return fc.oneof(
      ...branches.map((b) => {
        const branch = flatten(root, b);
        return arbitraryOf(
          root,
          {
            ...base,
            ...branch,
            properties: { ...((base.properties as Obj) ?? {}), ...((branch.properties as Obj) ?? {}) },
            required: [...new Set([...((base.required as string[]) ?? []), ...((branch.required as string[]) ?? [])])],
          },
          depth + 1,
        );
      }),
    );
  }
  let types = (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) as string[];
  if (types.length === 0)
    types = s.properties || s.required || s.additionalProperties ? ['object'] : s.items || s.prefixItems ? ['array'] : s.pattern || s.format ? ['string'] : [];
  if (types.length === 0) return fc.constant({}); // open (`x-not-shown`): an empty object is a value it accepts
  const arbs = types.map((t) => typed(root, s, t, depth));
  return arbs.length === 1 ? arbs[0]! : fc.oneof(...arbs);
}

function typed(root: Obj, s: Obj, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArb(root, s, depth);
    case 'object':
      return objectArb(root, s, depth);
    default:
      return fc.constant({});
  }
}

function arrayArb(root: Obj, s: Obj, depth: number): fc.Arbitrary<unknown[]> {
  const prefix = ((s.prefixItems as Schema[] | undefined) ?? []).map((p) => arbitraryOf(root, p, depth + 1));
  const minItems = Math.max(0, (typeof s.minItems === 'number' ? s.minItems : 0) - prefix.length);
  const room = typeof s.maxItems === 'number' ? s.maxItems - prefix.length : minItems + 4;
  const maxLength = depth >= MAX_DEPTH ? minItems : Math.max(minItems, Math.min(room, minItems + 4));
  const item = s.items === undefined || s.items === true ? fc.constant('x') : s.items === false ? undefined : arbitraryOf(root, s.items as Schema, depth + 1);
  const rest = !item
    ? fc.constant([] as unknown[])
    : s.uniqueItems
      ? fc.uniqueArray(item, { minLength: minItems, maxLength, selector: (v) => JSON.stringify(v) })
      : fc.array(item, { minLength: minItems, maxLength });
  return prefix.length ? fc.tuple(fc.tuple(...prefix), rest).map(([p, r]) => [...p, ...r]) : rest;
}

function objectArb(root: Obj, s: Obj, depth: number): fc.Arbitrary<Obj> {
  const props = (s.properties as Record<string, Schema> | undefined) ?? {};
  const required = ((s.required as string[] | undefined) ?? []).filter((r) => typeof r === 'string');
  const names = [...new Set([...Object.keys(props), ...required])].filter((n) => depth < MAX_DEPTH || required.includes(n));
  const model = Object.fromEntries(names.map((n) => [n, n in props ? arbitraryOf(root, props[n]!, depth + 1) : fc.constant({})]));
  const known = fc.record(model, { requiredKeys: required.filter((r) => names.includes(r)) }) as fc.Arbitrary<Obj>;
  const extra = s.additionalProperties;
  if (!extra || typeof extra !== 'object' || Object.keys(props).length || depth >= MAX_DEPTH) return known;
  const keys = s.propertyNames ? (stringArb(flatten(root, s.propertyNames as Schema)) as fc.Arbitrary<string>) : fc.stringMatching(/^[a-z]{3,8}$/);
  return fc.tuple(known, fc.dictionary(keys, arbitraryOf(root, extra as Schema, depth + 1), { minKeys: 1, maxKeys: 3 })).map(([k, d]) => ({ ...d, ...k }));
}
