// `x-gw-views` (btcusd): each protobuf view named in an OpenRPC document, linked to its proto messages.
import { asObj, type RenderCtx } from './ctx.js';
import { esc, isObj, ptr } from './html.js';
import { markers, value } from './value.js';

/** Views as [name, definition, pointer]: accepts a list (entries with `name`/`view`) or a map keyed by view name. */
export function viewEntries(raw: unknown): Array<[string, unknown, string]> {
  if (Array.isArray(raw)) {
    return raw.map((v, i) => {
      const o = asObj(v);
      const name = typeof v === 'string' ? v : String(o.name ?? o.view ?? o.id ?? `view ${i + 1}`);
      return [name, v, `#/x-gw-views/${i}`];
    });
  }
  return Object.entries(asObj(raw)).map(([k, v]) => [k, v, `#/x-gw-views/${ptr(k)}`]);
}

/** A value where strings naming a proto message link to that message. */
function linked(ctx: RenderCtx, v: unknown, depth = 0): string {
  if (typeof v === 'string') {
    const href = ctx.protoLinks.get(v);
    return href ? `<a href="${esc(href)}"><code>${esc(v)}</code></a>` : value(ctx, v);
  }
  if (isObj(v) && depth < 4 && typeof v.$ref !== 'string') {
    return `${markers(v)}<dl class="kv">${Object.entries(v)
      .filter(([k]) => !['x-not-shown', 'x-assumption', 'x-observed', 'x-seed'].includes(k))
      .map(([k, x]) => `<dt>${esc(k)}</dt><dd>${linked(ctx, x, depth + 1)}</dd>`)
      .join('')}</dl>`;
  }
  if (Array.isArray(v) && depth < 4 && v.every((x) => typeof x === 'string')) return v.map((x) => linked(ctx, x, depth + 1)).join(', ');
  return value(ctx, v);
}

export function renderViews(ctx: RenderCtx, raw: unknown): string {
  const entries = viewEntries(raw);
  if (!entries.length) return '';
  const items = entries.map(([name, def, pointer]) => {
    const anchor = ctx.b.item('view', name, `view-${name}`, pointer);
    return `<section class="item view" id="${esc(anchor)}"><h3><span class="badge kind">view</span> <a class="self" href="#${esc(anchor)}"><code>${esc(name)}</code></a></h3>${typeof def === 'string' ? '' : linked(ctx, def)}</section>`;
  });
  return `<section class="group"><h2>Views (x-gw-views)</h2>${items.join('')}</section>`;
}
