import { flatten } from '@gw/contract';
import { segwitAddress } from '../behaviours/world/address.js';
import { fromPattern } from './pattern.js';
import type { Rng } from './prng.js';

type Schema = Record<string, unknown> | boolean;
type Obj = Record<string, unknown>;

const MAX_DEPTH = 8;

/** A date-time between 2020 and 2030, from the random source. */
const dateTime = (rng: Rng) => new Date(Date.UTC(2020, 0, 1) + rng.int(0, 10 * 365) * 86400000 + rng.int(0, 86399) * 1000).toISOString().replace('.000Z', 'Z');

function sampleString(s: Obj, rng: Rng): string {
  if (typeof s.pattern === 'string') return fromPattern(s.pattern, rng);
  if (s.format === 'date-time') return dateTime(rng);
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Math.max(min, 12);
  const n = rng.int(min, Math.min(max, min + 11));
  return fromPattern(`[a-z0-9]{${n}}`, rng);
}

function sampleNumber(s: Obj, rng: Rng, integer: boolean): number {
  let lo = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 0;
  let hi = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : lo + 1000;
  lo = Math.ceil(lo);
  hi = Math.floor(Math.min(hi, lo + 1_000_000));
  const n = rng.int(lo, Math.max(lo, hi));
  return integer || rng.chance(0.5) ? n : n + (n < hi ? 0.5 : 0);
}

/**
 * A value of `schema` drawn from `rng`: const and enum first, then the type's constraints (pattern, format,
 * bounds, required, a few array items). Deterministic for a given random source; the caller validates the result.
 */
export function sample(root: Obj, schema: Schema, rng: Rng, depth = 0): unknown {
  // A Bitcoin address (the schema says only "string"): a valid mainnet taproot address, as an app would send.
  if (typeof schema === 'object' && typeof schema.$ref === 'string' && schema.$ref.endsWith('/BitcoinAddress'))
    return segwitAddress('bc', 1, Array.from({ length: 32 }, () => rng.int(0, 255).toString(16).padStart(2, '0')).join(''));
  const s = flatten(root, schema);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return rng.pick(s.enum);
  // The values the seed lists for an open string (`x-gw-known-values`): a seed's value, not an invented one.
  if (Array.isArray(s['x-gw-known-values']) && s['x-gw-known-values'].length) return rng.pick(s['x-gw-known-values'] as unknown[]);
  const branches = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (Array.isArray(branches) && branches.length) {
    const { oneOf: _o, anyOf: _a, ...rest } = s;
    const branch = flatten(root, rng.pick(branches));
    const base = Object.keys(rest).filter((k) => !['description', 'title', 'x-not-shown', 'x-assumption'].includes(k)).length ? rest : {};
    return sample(root, { ...base, ...branch, properties: { ...((base.properties as Obj) ?? {}), ...((branch.properties as Obj) ?? {}) } }, rng, depth + 1);
  }
  let type = s.type as string | string[] | undefined;
  if (Array.isArray(type)) type = type.filter((t) => t !== 'null').length ? rng.pick(type.filter((t) => t !== 'null')) : 'null';
  if (!type) type = s.properties || s.required ? 'object' : s.items || s.prefixItems ? 'array' : s.pattern || s.format ? 'string' : undefined;
  switch (type) {
    case 'string':
      return sampleString(s, rng);
    case 'integer':
      return sampleNumber(s, rng, true);
    case 'number':
      return sampleNumber(s, rng, false);
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return sampleArray(root, s, rng, depth);
    case 'object':
      return sampleObject(root, s, rng, depth);
    default:
      // An open schema (`x-not-shown` contents): an empty object is a value every open schema accepts.
      return {};
  }
}

function sampleArray(root: Obj, s: Obj, rng: Rng, depth: number): unknown[] {
  const prefix = (s.prefixItems as Schema[] | undefined) ?? [];
  const min = Math.max(typeof s.minItems === 'number' ? s.minItems : 0, prefix.length);
  const max = typeof s.maxItems === 'number' ? s.maxItems : min + 3;
  const n = depth >= MAX_DEPTH ? min : rng.int(min, Math.max(min, Math.min(max, min + 3)));
  const out: unknown[] = prefix.map((p) => sample(root, p, rng, depth + 1));
  const item = s.items === undefined || s.items === false ? undefined : (s.items as Schema);
  for (let k = out.length, tries = 0; k < n && tries < n * 4; tries++) {
    const v = item ? sample(root, item, rng, depth + 1) : String(k);
    if (s.uniqueItems && out.some((x) => JSON.stringify(x) === JSON.stringify(v))) continue;
    out.push(v);
    k++;
  }
  return out;
}

function sampleObject(root: Obj, s: Obj, rng: Rng, depth: number): Obj {
  const props = (s.properties as Record<string, Schema> | undefined) ?? {};
  const required = new Set((s.required as string[] | undefined) ?? []);
  const out: Obj = {};
  for (const [name, p] of Object.entries(props)) {
    if (required.has(name) || (depth < MAX_DEPTH && rng.chance(0.5))) out[name] = sample(root, p, rng, depth + 1);
  }
  for (const name of required) if (!(name in out)) out[name] = {}; // required but not described: open
  const extra = s.additionalProperties;
  if (extra && typeof extra === 'object' && !Object.keys(props).length && depth < MAX_DEPTH) {
    const names = s.propertyNames ? flatten(root, s.propertyNames as Schema) : { pattern: '^[a-z]{3,8}$' };
    for (let k = rng.int(1, 3); k > 0; k--)
      out[String(sample(root, { type: 'string', ...names }, rng, depth + 1))] = sample(root, extra as Schema, rng, depth + 1);
  }
  return out;
}
