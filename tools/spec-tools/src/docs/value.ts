// Generic rendering of any spec value (extensions, servers, examples...): nothing is dropped.
import { esc, isObj, json, prose, type Obj } from './html.js';
import { deref, refLink, type RenderCtx } from './ctx.js';

/** Markers that carry review information; rendered highlighted wherever they appear. */
export const MARKERS = ['x-not-shown', 'x-assumption', 'x-observed', 'x-seed'] as const;

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** The x-not-shown / x-assumption / x-observed / x-seed markers of one node. */
export function markers(node: Obj): string {
  const out: string[] = [];
  for (const t of list(node['x-not-shown'])) out.push(`<div class="gap not-shown"><b>not shown:</b> ${esc(t)}</div>`);
  for (const t of list(node['x-assumption'])) out.push(`<div class="gap assumption"><b>assumption:</b> ${esc(t)}</div>`);
  for (const t of list(node['x-gw-gaps'])) out.push(`<div class="gap not-shown"><b>not shown:</b> ${esc(t)}</div>`);
  for (const t of list(node['x-observed'])) out.push(`<span class="tag observed">observed: ${esc(t)}</span>`);
  for (const t of list(node['x-seed'])) out.push(`<span class="tag seed">seed ${esc(t)}</span>`);
  return out.join('');
}

/** Every other `x-*` key of a node as a definition list. */
export function extensions(ctx: RenderCtx, node: Obj, skip: readonly string[] = []): string {
  const keys = Object.keys(node).filter((k) => k.startsWith('x-') && !(MARKERS as readonly string[]).includes(k) && k !== 'x-gw-gaps' && !skip.includes(k));
  if (keys.length === 0) return '';
  return `<dl class="ext">${keys.map((k) => `<dt>${esc(k)}</dt><dd>${value(ctx, node[k])}</dd>`).join('')}</dl>`;
}

/** Any JSON value: scalars inline, arrays of objects as tables, objects as definition lists, $refs as links. */
export function value(ctx: RenderCtx, v: unknown, depth = 0): string {
  if (v === null || typeof v === 'number' || typeof v === 'boolean') return json(v);
  if (typeof v === 'string') return prose(v, 'prose inline');
  if (depth > 12) return json(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return json(v);
    if (v.every((x) => !isObj(x) && !Array.isArray(x))) return v.map((x) => (typeof x === 'string' ? `<code>${esc(x)}</code>` : json(x))).join(', ');
    if (v.every((x) => isObj(x) && typeof x.$ref !== 'string')) {
      const cols = [...new Set(v.flatMap((x) => Object.keys(x as Obj)))];
      const rows = v.map((x) => `<tr>${cols.map((c) => `<td>${(x as Obj)[c] === undefined ? '' : value(ctx, (x as Obj)[c], depth + 1)}</td>`).join('')}</tr>`);
      return `<table class="values"><thead><tr>${cols.map((c) => `<th>${esc(c)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
    }
    return `<ol class="values">${v.map((x) => `<li>${value(ctx, x, depth + 1)}</li>`).join('')}</ol>`;
  }
  const o = v as Obj;
  if (typeof o.$ref === 'string') {
    const rest = Object.keys(o).filter((k) => k !== '$ref');
    const resolved = deref(ctx, o);
    const link = resolved.ref ? refLink(ctx, resolved.ref) : refLink(ctx, o.$ref);
    return rest.length ? `${link} ${value(ctx, Object.fromEntries(rest.map((k) => [k, o[k]])), depth + 1)}` : link;
  }
  const keys = Object.keys(o).filter((k) => !(MARKERS as readonly string[]).includes(k) && k !== 'x-gw-gaps');
  const dl = keys.length ? `<dl class="kv">${keys.map((k) => `<dt>${esc(k)}</dt><dd>${value(ctx, o[k], depth + 1)}</dd>`).join('')}</dl>` : '';
  const m = markers(o);
  return dl || m ? `${m}${dl}` : json(o);
}
