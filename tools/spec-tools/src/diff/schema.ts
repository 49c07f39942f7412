// The shared JSON Schema comparison core. It knows the direction of data:
// a request-side schema breaks when it narrows, a response-side schema breaks when it widens or loses guarantees.
import type { DiffContext } from './context.js';
import { child, isObject, type Located } from './revision.js';
import type { Direction } from './types.js';

export interface SchemaScope {
  direction: Direction;
  /** Where the schema is used, e.g. `POST /quote request body`. */
  context: string;
}

const MAX_KEYWORDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'] as const;
const MIN_KEYWORDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'] as const;

/** Compare two schemas (either may be a $ref, local or into another file) and emit every classified change. */
export async function compareSchema(
  ctx: DiffContext,
  baseIn: Located,
  headIn: Located,
  scope: SchemaScope,
  path = '',
  seen: Set<string> = new Set(),
): Promise<void> {
  const b = await ctx.base.resolve(baseIn);
  const h = await ctx.head.resolve(headIn);
  const key = `${scope.direction}|${b.file}#${b.pointer}|${h.file}#${h.pointer}`;
  if (seen.has(key)) return; // recursive schema already being compared
  seen.add(key);
  const bs = asSchema(b.value);
  const hs = asSchema(h.value);
  if (!bs || !hs) return;
  const at = path === '' ? scope.context : `${scope.context} ${path}`;
  const emit = (id: Parameters<DiffContext['emit']>[0], where: { base?: Located; head?: Located }, msg: string): void =>
    ctx.emit(id, where, `${at}: ${msg}`, { direction: scope.direction, context: scope.context });

  compareTypes(bs, hs, b, h, emit);
  compareEnums(bs, hs, b, h, emit);
  compareLimits(bs, hs, b, h, emit);
  compareStringRules(bs, hs, b, h, emit);
  if (JSON.stringify(bs.default) !== JSON.stringify(hs.default) && (bs.default !== undefined || hs.default !== undefined)) {
    emit('schema.default.changed', { base: child(b, 'default'), head: child(h, 'default') }, `default ${show(bs.default)} → ${show(hs.default)}`);
  }
  await compareObject(ctx, bs, hs, b, h, scope, path, seen, emit);

  if (isObject(bs.items) && isObject(hs.items)) {
    await compareSchema(ctx, child(b, 'items'), child(h, 'items'), scope, `${path}[]`, seen);
  }
  const bPrefix = Array.isArray(bs.prefixItems) ? bs.prefixItems : [];
  const hPrefix = Array.isArray(hs.prefixItems) ? hs.prefixItems : [];
  for (let i = 0; i < Math.min(bPrefix.length, hPrefix.length); i++) {
    await compareSchema(ctx, child(b, 'prefixItems', i), child(h, 'prefixItems', i), scope, `${path}[${i}]`, seen);
  }
  for (const kw of ['oneOf', 'anyOf'] as const) await compareVariants(ctx, kw, bs, hs, b, h, scope, path, seen, emit);
  const bAll = Array.isArray(bs.allOf) ? bs.allOf : [];
  const hAll = Array.isArray(hs.allOf) ? hs.allOf : [];
  for (let i = 0; i < Math.min(bAll.length, hAll.length); i++) {
    await compareSchema(ctx, child(b, 'allOf', i), child(h, 'allOf', i), scope, path, seen);
  }
}

type Schema = Record<string, unknown>;
type Emit = (id: Parameters<DiffContext['emit']>[0], where: { base?: Located; head?: Located }, msg: string) => void;

function asSchema(v: unknown): Schema | undefined {
  if (v === true) return {};
  return isObject(v) ? v : undefined;
}

function show(v: unknown): string {
  return v === undefined ? '(none)' : JSON.stringify(v);
}

/** Declared types, or undefined for "any". `nullable: true` (OpenAPI 3.0) adds null. */
function typesOf(s: Schema): string[] | undefined {
  const t = s.type;
  const list = typeof t === 'string' ? [t] : Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : undefined;
  if (list && s.nullable === true && !list.includes('null')) list.push('null');
  return list;
}

function accepts(types: string[], t: string): boolean {
  return types.includes(t) || (t === 'integer' && types.includes('number'));
}

function compareTypes(bs: Schema, hs: Schema, b: Located, h: Located, emit: Emit): void {
  const bt = typesOf(bs);
  const ht = typesOf(hs);
  const where = { base: child(b, 'type'), head: child(h, 'type') };
  const desc = (t: string[] | undefined): string => (t ? t.join('|') : 'any');
  if (!bt && !ht) return;
  if (!bt) return emit('schema.type.narrowed', where, `type any → ${desc(ht)}`);
  if (!ht) return emit('schema.type.widened', where, `type ${desc(bt)} → any`);
  const lost = bt.filter((t) => !accepts(ht, t));
  const gained = ht.filter((t) => !accepts(bt, t));
  if (lost.length > 0 && gained.length > 0) emit('schema.type.changed', where, `type ${desc(bt)} → ${desc(ht)}`);
  else if (lost.length > 0) emit('schema.type.narrowed', where, `type ${desc(bt)} → ${desc(ht)}`);
  else if (gained.length > 0) emit('schema.type.widened', where, `type ${desc(bt)} → ${desc(ht)}`);
}

function compareEnums(bs: Schema, hs: Schema, b: Located, h: Located, emit: Emit): void {
  const bc = 'const' in bs;
  const hc = 'const' in hs;
  if (bc && hc) {
    if (JSON.stringify(bs.const) !== JSON.stringify(hs.const)) {
      emit('schema.const.changed', { base: child(b, 'const'), head: child(h, 'const') }, `const ${show(bs.const)} → ${show(hs.const)}`);
    }
    return;
  }
  const be = Array.isArray(bs.enum) ? bs.enum : bc ? [bs.const] : undefined;
  const he = Array.isArray(hs.enum) ? hs.enum : hc ? [hs.const] : undefined;
  const bKw = bc ? 'const' : 'enum';
  const hKw = hc ? 'const' : 'enum';
  if (!be && !he) return;
  if (!be) return emit('schema.enum.added', { head: child(h, hKw) }, `restricted to ${show(he)}`);
  if (!he) return emit('schema.enum.removed', { base: child(b, bKw) }, `restriction ${show(be)} dropped`);
  const hKeys = he.map((v) => JSON.stringify(v));
  const bKeys = be.map((v) => JSON.stringify(v));
  be.forEach((v, i) => {
    if (!hKeys.includes(JSON.stringify(v)))
      emit('schema.enum.value-removed', { base: bc ? child(b, 'const') : child(b, 'enum', i) }, `enum value ${show(v)} removed`);
  });
  he.forEach((v, i) => {
    if (!bKeys.includes(JSON.stringify(v)))
      emit('schema.enum.value-added', { head: hc ? child(h, 'const') : child(h, 'enum', i) }, `enum value ${show(v)} added`);
  });
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' ? v : undefined;
}

function compareLimits(bs: Schema, hs: Schema, b: Located, h: Located, emit: Emit): void {
  const check = (kw: string, tighterWhenLower: boolean): void => {
    const bv = num(bs[kw]);
    const hv = num(hs[kw]);
    if (bv === hv) return;
    const where = { base: child(b, kw), head: child(h, kw) };
    const msg = `${kw} ${show(bv)} → ${show(hv)}`;
    let tightened: boolean;
    if (bv === undefined) tightened = true;
    else if (hv === undefined) tightened = false;
    else tightened = tighterWhenLower ? hv < bv : hv > bv;
    emit(tightened ? 'schema.limit.tightened' : 'schema.limit.relaxed', where, msg);
  };
  for (const kw of MAX_KEYWORDS) check(kw, true);
  for (const kw of MIN_KEYWORDS) check(kw, false);
  if (bs.uniqueItems !== true && hs.uniqueItems === true) emit('schema.limit.tightened', { head: child(h, 'uniqueItems') }, 'uniqueItems added');
  if (bs.uniqueItems === true && hs.uniqueItems !== true) emit('schema.limit.relaxed', { base: child(b, 'uniqueItems') }, 'uniqueItems dropped');
}

function compareStringRules(bs: Schema, hs: Schema, b: Located, h: Located, emit: Emit): void {
  for (const kw of ['pattern', 'format'] as const) {
    const bv = bs[kw];
    const hv = hs[kw];
    if (bv === hv) continue;
    const where = { base: child(b, kw), head: child(h, kw) };
    const msg = `${kw} ${show(bv)} → ${show(hv)}`;
    if (bv === undefined) emit('schema.pattern.added', where, msg);
    else if (hv === undefined) emit('schema.pattern.removed', where, msg);
    else emit('schema.pattern.changed', where, msg);
  }
}

function names(s: Schema): { props: Record<string, unknown>; required: Set<string> } {
  const props = isObject(s.properties) ? s.properties : {};
  const required = new Set(Array.isArray(s.required) ? s.required.filter((x): x is string => typeof x === 'string') : []);
  return { props, required };
}

async function compareObject(
  ctx: DiffContext,
  bs: Schema,
  hs: Schema,
  b: Located,
  h: Located,
  scope: SchemaScope,
  path: string,
  seen: Set<string>,
  emit: Emit,
): Promise<void> {
  const bn = names(bs);
  const hn = names(hs);
  const headClosed = hs.additionalProperties === false;
  const all = new Set([...Object.keys(bn.props), ...bn.required, ...Object.keys(hn.props), ...hn.required]);
  for (const name of all) {
    const inBase = name in bn.props || bn.required.has(name);
    const inHead = name in hn.props || hn.required.has(name);
    const bp = child(b, 'properties', name);
    const hp = child(h, 'properties', name);
    const where = { base: name in bn.props ? bp : child(b, 'required'), head: name in hn.props ? hp : child(h, 'required') };
    if (inBase && !inHead) {
      // A request that still sends it is refused only when the object is closed; a response always loses it.
      if (headClosed) emit('schema.property.removed-closed', { base: where.base }, `property '${name}' removed`);
      else emit('schema.property.removed', { base: where.base }, `property '${name}' removed`);
      continue;
    }
    if (!inBase && inHead) {
      if (hn.required.has(name)) emit('schema.property.required-added', { head: where.head }, `required property '${name}' added`);
      else emit('schema.property.added', { head: where.head }, `optional property '${name}' added`);
      continue;
    }
    if (bn.required.has(name) && !hn.required.has(name)) emit('schema.required.removed', where, `property '${name}' made optional`);
    if (!bn.required.has(name) && hn.required.has(name)) emit('schema.required.added', where, `property '${name}' made required`);
    if (name in bn.props && name in hn.props) await compareSchema(ctx, bp, hp, scope, `${path}.${name}`, seen);
  }

  const ba = bs.additionalProperties;
  const ha = hs.additionalProperties;
  const closed = (v: unknown): boolean => v === false || (isObject(v) && Object.keys(v).length > 0);
  const where = { base: child(b, 'additionalProperties'), head: child(h, 'additionalProperties') };
  if (!closed(ba) && closed(ha)) emit('schema.additional-properties.closed', where, `additionalProperties ${show(ba)} → ${show(ha)}`);
  else if (closed(ba) && !closed(ha)) emit('schema.additional-properties.opened', where, `additionalProperties ${show(ba)} → ${show(ha)}`);
  else if (isObject(ba) && isObject(ha)) await compareSchema(ctx, where.base, where.head, scope, `${path}{}`, seen);
}

async function compareVariants(
  ctx: DiffContext,
  kw: 'oneOf' | 'anyOf',
  bs: Schema,
  hs: Schema,
  b: Located,
  h: Located,
  scope: SchemaScope,
  path: string,
  seen: Set<string>,
  emit: Emit,
): Promise<void> {
  const bv = Array.isArray(bs[kw]) ? (bs[kw] as unknown[]) : [];
  const hv = Array.isArray(hs[kw]) ? (hs[kw] as unknown[]) : [];
  if (bv.length === 0 && hv.length === 0) return;
  const refOf = (v: unknown): string | undefined => (isObject(v) && typeof v.$ref === 'string' ? v.$ref : undefined);
  const usedHead = new Set<number>();
  const pairs: [number, number][] = [];
  // Branches match by $ref first, then by position among the rest.
  bv.forEach((v, i) => {
    const r = refOf(v);
    const j = r === undefined ? -1 : hv.findIndex((w, k) => !usedHead.has(k) && refOf(w) === r);
    if (j >= 0) {
      usedHead.add(j);
      pairs.push([i, j]);
    }
  });
  bv.forEach((v, i) => {
    if (pairs.some(([x]) => x === i) || refOf(v) !== undefined) return;
    if (i < hv.length && !usedHead.has(i) && refOf(hv[i]) === undefined) {
      usedHead.add(i);
      pairs.push([i, i]);
    }
  });
  bv.forEach((_, i) => {
    if (!pairs.some(([x]) => x === i)) emit('schema.variant.removed', { base: child(b, kw, i) }, `${kw} branch ${i} removed`);
  });
  hv.forEach((_, j) => {
    if (!usedHead.has(j)) emit('schema.variant.added', { head: child(h, kw, j) }, `${kw} branch ${j} added`);
  });
  for (const [i, j] of pairs) await compareSchema(ctx, child(b, kw, i), child(h, kw, j), scope, `${path}<${kw}:${i}>`, seen);
}
