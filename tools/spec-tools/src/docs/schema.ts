// JSON Schema as nested field tables: name, type, required, constraints (default, enum, pattern, limits...), notes.
import { asArr, asObj, deref, refLink, type RenderCtx } from './ctx.js';
import { esc, isObj, json, prose, ptr, type Obj } from './html.js';
import { extensions, markers } from './value.js';

/** Where a schema is shown: its anchor and label (for field anchors and search context), and its source pointer. */
export interface Where {
  anchor: string;
  label: string;
  pointer?: string;
}

const MAX_DEPTH = 10;

/** Keywords shown in the constraints column, in this order. */
const CONSTRAINTS = [
  'format',
  'const',
  'enum',
  'default',
  'pattern',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'minContains',
  'maxContains',
  'contentEncoding',
  'contentMediaType',
  'nullable',
  'readOnly',
  'writeOnly',
  'deprecated',
] as const;

/** Keywords rendered structurally (type column, nested tables, notes); anything else is listed as-is. */
const STRUCTURAL = new Set([
  '$ref',
  '$schema',
  '$id',
  '$defs',
  '$comment',
  'type',
  'title',
  'description',
  'properties',
  'required',
  'items',
  'prefixItems',
  'additionalProperties',
  'patternProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'examples',
  'example',
  'discriminator',
  'propertyNames',
  'contains',
  'dependentSchemas',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

/** A schema shown on its own: summary line, then its fields. */
export function schemaBlock(ctx: RenderCtx, schema: unknown, where: Where): string {
  return `<div class="schema">${head(ctx, schema)}${children(ctx, schema, where, [], [], 0, where.pointer)}</div>`;
}

/** The type label of a schema (links $refs to their schema section). */
export function typeLabel(ctx: RenderCtx, raw: unknown, depth = 0): string {
  const o = asObj(raw);
  if (typeof o.$ref === 'string') {
    const inner = deref(ctx, o).node;
    const base = depth < 3 && isObj(inner) && !inner.properties ? plainType(ctx, inner, depth + 1) : '';
    return `${refLink(ctx, o.$ref)}${base && base !== 'any' ? ` <span class="t">(${base})</span>` : ''}`;
  }
  return plainType(ctx, o, depth);
}

function plainType(ctx: RenderCtx, o: Obj, depth: number): string {
  const types = Array.isArray(o.type) ? o.type.map(String) : typeof o.type === 'string' ? [o.type] : [];
  const nullable = o.nullable === true ? ' | null' : '';
  if (types.includes('array') || (!types.length && o.items !== undefined)) {
    const item = o.items === undefined ? 'any' : depth < 4 ? typeLabel(ctx, o.items, depth + 1) : '…';
    return `array&lt;${item}&gt;${types
      .filter((t) => t !== 'array')
      .map((t) => ` | ${esc(t)}`)
      .join('')}${nullable}`;
  }
  if (types.length) return esc(types.join(' | ')) + nullable;
  for (const k of ['oneOf', 'anyOf', 'allOf'] as const) if (Array.isArray(o[k])) return `${k} (${o[k].length})`;
  if ('const' in o) return 'const';
  if (Array.isArray(o.enum)) return 'enum';
  if (o.properties || o.additionalProperties !== undefined || o.patternProperties) return 'object';
  if (o.not !== undefined) return 'not';
  return 'any';
}

/** A property's own keywords over its $ref target's (so a shared pattern or enum stays visible). */
function merged(ctx: RenderCtx, raw: unknown): { own: Obj; target: Obj; all: Obj } {
  const own = asObj(raw);
  const target = typeof own.$ref === 'string' ? asObj(deref(ctx, own).node) : {};
  const all: Obj = { ...target, ...own };
  delete all.$ref;
  return { own, target, all };
}

export function constraints(ctx: RenderCtx, raw: unknown): string {
  const { all } = merged(ctx, raw);
  const out: string[] = [];
  for (const k of CONSTRAINTS) {
    if (!(k in all)) continue;
    const v = all[k];
    if (k === 'enum' && Array.isArray(v)) out.push(`<span class="c"><b>enum</b> ${v.map((x) => json(x)).join(' ')}</span>`);
    else if (k === 'pattern') out.push(`<span class="c"><b>pattern</b> <code>${esc(v)}</code></span>`);
    else out.push(`<span class="c"><b>${k}</b> ${json(v)}</span>`);
  }
  if (all.additionalProperties === false) out.push('<span class="c"><b>closed</b> (additionalProperties: false)</span>');
  if (all.unevaluatedProperties === false) out.push('<span class="c"><b>closed</b> (unevaluatedProperties: false)</span>');
  if (isObj(all.discriminator)) out.push(`<span class="c"><b>discriminator</b> ${json(all.discriminator)}</span>`);
  for (const [k, v] of Object.entries(all)) {
    if (!STRUCTURAL.has(k) && !(CONSTRAINTS as readonly string[]).includes(k) && !k.startsWith('x-'))
      out.push(`<span class="c"><b>${esc(k)}</b> ${json(v)}</span>`);
  }
  if (all.examples !== undefined) out.push(`<span class="c ex"><b>examples</b> ${json(all.examples)}</span>`);
  if (all.example !== undefined) out.push(`<span class="c ex"><b>example</b> ${json(all.example)}</span>`);
  return out.join(' ');
}

/** Description, title and markers of the property and of its $ref target. */
export function notes(ctx: RenderCtx, raw: unknown): string {
  const { own, target } = merged(ctx, raw);
  const desc = own.description ?? target.description;
  const title = own.title ?? target.title;
  const parts = [title ? `<div class="title">${esc(title)}</div>` : '', prose(desc)];
  const seen = new Set<string>();
  for (const node of [own, target]) {
    for (const html of [markers(node), extensions(ctx, node)])
      if (html && !seen.has(html)) {
        seen.add(html);
        parts.push(html);
      }
  }
  return parts.join('');
}

function head(ctx: RenderCtx, schema: unknown): string {
  const c = constraints(ctx, schema);
  return `<div class="schema-head"><span class="type">${typeLabel(ctx, schema)}</span>${c ? ` ${c}` : ''}${notes(ctx, schema)}</div>`;
}

/** Nested content of a schema: its property table, items, composition branches. Empty when it has none. */
function children(ctx: RenderCtx, raw: unknown, where: Where, path: string[], stack: string[], depth: number, pointer?: string): string {
  const { node, ref } = deref(ctx, raw);
  const s = asObj(node);
  if (ref && stack.includes(ref)) return `<div class="recursive">recursive: see ${refLink(ctx, ref)}</div>`;
  if (depth > MAX_DEPTH) return ref ? `<div class="recursive">see ${refLink(ctx, ref)}</div>` : '';
  const inner = ref ? [...stack, ref] : stack;
  const at = ref ? undefined : pointer;
  const out: string[] = [];
  const rows = propertyRows(ctx, s, where, path, inner, depth, at);
  if (rows)
    out.push(
      `<table class="fields"><thead><tr><th>field</th><th>type</th><th>required</th><th>constraints</th><th>description</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  const items = s.items;
  if (items !== undefined && isObj(items) && Object.keys(items).some((k) => k !== 'type')) {
    const sub = children(ctx, items, where, [...path, '[]'], inner, depth + 1, at && `${at}/items`);
    const c = constraints(ctx, items);
    const n = notes(ctx, items);
    if (sub || c || n) out.push(`<div class="sub"><span class="lbl">items</span> <span class="type">${typeLabel(ctx, items)}</span> ${c}${n}${sub}</div>`);
  }
  asArr(s.prefixItems).forEach((item, i) => out.push(branch(ctx, `item ${i}`, item, where, [...path, `[${i}]`], inner, depth, at && `${at}/prefixItems/${i}`)));
  for (const k of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = asArr(s[k]);
    if (!list.length) continue;
    const label = k === 'allOf' ? 'all of' : k === 'oneOf' ? 'exactly one of' : 'any of';
    out.push(
      `<div class="variants"><span class="lbl">${label}</span>${list.map((v, i) => branch(ctx, `${i + 1}`, v, where, path, inner, depth, at && `${at}/${k}/${i}`)).join('')}</div>`,
    );
  }
  for (const k of ['not', 'if', 'then', 'else', 'contains', 'propertyNames'] as const) {
    if (s[k] !== undefined) out.push(branch(ctx, k, s[k], where, path, inner, depth, at && `${at}/${k}`));
  }
  return out.join('');
}

function branch(ctx: RenderCtx, label: string, raw: unknown, where: Where, path: string[], stack: string[], depth: number, pointer?: string): string {
  return `<div class="sub"><span class="lbl">${esc(label)}</span> <span class="type">${typeLabel(ctx, raw)}</span> ${constraints(ctx, raw)}${notes(ctx, raw)}${children(ctx, raw, where, path, stack, depth + 1, pointer)}</div>`;
}

function propertyRows(ctx: RenderCtx, s: Obj, where: Where, path: string[], stack: string[], depth: number, pointer?: string): string {
  const required = new Set(asArr(s.required).map(String));
  const entries: Array<[label: string, key: string, schema: unknown, req: boolean, at?: string]> = [];
  for (const [name, p] of Object.entries(asObj(s.properties)))
    entries.push([name, name, p, required.has(name), pointer && `${pointer}/properties/${ptr(name)}`]);
  for (const [pat, p] of Object.entries(asObj(s.patternProperties)))
    entries.push([`/${pat}/`, 'pattern', p, false, pointer && `${pointer}/patternProperties/${ptr(pat)}`]);
  if (isObj(s.additionalProperties)) entries.push(['{any key}', 'additional', s.additionalProperties, false, pointer && `${pointer}/additionalProperties`]);
  for (const name of required) if (!(name in asObj(s.properties))) entries.push([name, name, {}, true]);
  return entries
    .map(([label, key, p, req, at]) => {
      const fieldPath = [...path, key];
      const anchor = ctx.b.field(label, `${where.anchor}.${fieldPath.join('.')}`, `${where.label} › ${fieldPath.join('.')}`, at);
      const sub = children(ctx, p, where, fieldPath, stack, depth + 1, at);
      const cls = merged(ctx, p).all['x-not-shown'] !== undefined ? ' class="has-gap"' : '';
      return (
        `<tr id="${esc(anchor)}"${cls}><td class="name"><a class="self" href="#${esc(anchor)}">${esc(label)}</a></td>` +
        `<td class="type">${typeLabel(ctx, p)}</td><td>${req ? '<span class="req">required</span>' : '<span class="opt">optional</span>'}</td>` +
        `<td class="cons">${constraints(ctx, p)}</td><td class="notes">${notes(ctx, p)}</td></tr>` +
        (sub ? `<tr class="nested"><td colspan="5">${sub}</td></tr>` : '')
      );
    })
    .join('');
}
