// Shared page parts: anchors for reusable components, the schemas section, the document header.
import { asObj, type RenderCtx } from './ctx.js';
import { badge, esc, isObj, prose, ptr, type Obj } from './html.js';
import { schemaBlock } from './schema.js';
import { itemBreak } from './split.js';
import { extensions, markers, value } from './value.js';

/** Reserves an anchor for every component under `base` (e.g. `#/components/schemas`) so $refs can link to it. */
export function allocate(ctx: RenderCtx, base: string, holder: unknown, prefix: string, searchKind?: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const name of Object.keys(asObj(holder))) {
    const anchor = ctx.b.anchors.make(`${prefix}-${name}`);
    const ref = `${base}/${ptr(name)}`;
    ctx.refs.set(ref, anchor);
    ctx.b.pointer(ref, anchor);
    if (searchKind) ctx.b.page.search.push([name, searchKind, ctx.b.page.file, anchor, ctx.b.page.title]);
    out.push([name, anchor]);
  }
  return out;
}

/** Every schema of the document with its full field table. */
export function schemasSection(ctx: RenderCtx, base: string, holder: unknown, anchors: Array<[string, string]>, title = 'Schemas'): string {
  if (!anchors.length) return '';
  const items = anchors.map(([name, anchor]) => {
    const schema = asObj(holder)[name];
    return `<section class="def" id="${esc(anchor)}"><h3>${esc(name)}</h3>${schemaBlock(ctx, schema, { anchor, label: `schema ${name}`, pointer: `${base}/${ptr(name)}` })}</section>`;
  });
  return section(title, items);
}

/** Other reusable components (as generic values), one titled entry each. */
export function genericSection(ctx: RenderCtx, title: string, anchors: Array<[string, string]>, holder: unknown): string {
  if (!anchors.length) return '';
  const items = anchors.map(([name, anchor]) => `<section class="def" id="${esc(anchor)}"><h3>${esc(name)}</h3>${value(ctx, asObj(holder)[name])}</section>`);
  return section(title, items);
}

/** Title, version, source file, description, markers, surface and every other top-level key the renderer does not own. */
export function docHeader(ctx: RenderCtx, kindLabel: string, own: readonly string[], skipExt: readonly string[] = []): string {
  const doc = ctx.doc;
  const info = asObj(doc.info);
  const rest = Object.keys(doc).filter((k) => !own.includes(k) && !k.startsWith('x-') && k !== 'info');
  const infoRest = Object.fromEntries(Object.entries(info).filter(([k]) => !['title', 'version', 'description', 'summary'].includes(k) && !k.startsWith('x-')));
  return [
    `<header class="doc"><h1>${esc(ctx.b.page.title)}</h1>`,
    `<p class="meta">${badge(kindLabel, 'kind')} ${info.version !== undefined ? badge(`version ${String(info.version)}`, 'ver') : ''} <code>${esc(ctx.b.page.source)}</code></p>`,
    prose(info.summary),
    prose(info.description),
    markers(info),
    extensions(ctx, info),
    Object.keys(infoRest).length ? value(ctx, infoRest) : '',
    markers(doc),
    extensions(ctx, doc, skipExt),
    rest.length ? `<dl class="kv">${rest.map((k) => `<dt>${esc(k)}</dt><dd>${value(ctx, doc[k])}</dd>`).join('')}</dl>` : '',
    '</header>',
  ].join('');
}

/** A titled group of items; a long page may be cut between its items (split.ts). */
export const section = (title: string, items: string[]): string =>
  items.some(Boolean) ? `<section class="group"><h2>${esc(title)}</h2>${items.filter(Boolean).join(itemBreak(title))}</section>` : '';

/** Title + value, or nothing when the value is absent. */
export function field(ctx: RenderCtx, label: string, v: unknown): string {
  return v === undefined ? '' : `<div class="kvline"><span class="lbl">${esc(label)}</span> ${value(ctx, v)}</div>`;
}

export const ownKeys = (node: unknown, keys: readonly string[]): Obj =>
  Object.fromEntries(Object.entries(asObj(node)).filter(([k]) => !keys.includes(k) && !k.startsWith('x-')));

export const isEmpty = (o: Obj): boolean => !isObj(o) || Object.keys(o).length === 0;
