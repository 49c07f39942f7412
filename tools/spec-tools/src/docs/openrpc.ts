// An OpenRPC document: every method with paramStructure, params, result, errors, examples; views; schemas.
import { allocate, docHeader, field, genericSection, ownKeys, schemasSection, section } from './components.js';
import { asArr, asObj, deref, refLink, type RenderCtx } from './ctx.js';
import { badge, esc, pre, prose, type Obj } from './html.js';
import { constraints, notes, schemaBlock, typeLabel } from './schema.js';
import { extensions, markers, value } from './value.js';
import { renderViews } from './views.js';
import { rpcClientSample } from './client-sample.js';
import { BREAK } from './split.js';

const METHOD_KEYS = [
  'name',
  'summary',
  'description',
  'tags',
  'deprecated',
  'paramStructure',
  'params',
  'result',
  'errors',
  'examples',
  'servers',
  'links',
  'externalDocs',
];

export function renderOpenRpc(ctx: RenderCtx): string {
  const doc = ctx.doc;
  const comps = asObj(doc.components);
  const schemas = allocate(ctx, '#/components/schemas', comps.schemas, 'schema', 'schema');
  const generic = Object.keys(comps)
    .filter((k) => k !== 'schemas' && !k.startsWith('x-'))
    .map((k) => [k, allocate(ctx, `#/components/${k}`, comps[k], k)] as const);
  const views = renderViews(ctx, doc['x-gw-views']);
  const methods = asArr(doc.methods).map((m, i) => method(ctx, m, i));
  ctx.b.page.summary = `${methods.length} methods${doc['x-gw-views'] ? `, ${ctx.b.page.nav.filter((n) => n.kind === 'view').length} views` : ''}`;
  return [
    docHeader(ctx, `OpenRPC ${String(doc.openrpc ?? '')}`, ['openrpc', 'methods', 'components'], ['x-gw-views']),
    section('Methods', methods),
    views,
    schemasSection(ctx, '#/components/schemas', comps.schemas, schemas),
    ...generic.map(([k, anchors]) => genericSection(ctx, `Components: ${k}`, anchors, comps[k])),
    extensions(ctx, comps),
  ].join(BREAK);
}

function method(ctx: RenderCtx, raw: unknown, index: number): string {
  const { node, ref } = deref(ctx, raw);
  const m = asObj(node);
  const name = String(m.name ?? `method ${index + 1}`);
  const pointer = `#/methods/${index}`;
  const anchor = ctx.b.item('method', name, `method-${name}`, pointer);
  const rest = ownKeys(m, METHOD_KEYS);
  return [
    `<section class="item rpc" id="${esc(anchor)}">`,
    `<h3><span class="badge kind">method</span> <a class="self" href="#${esc(anchor)}"><code>${esc(name)}</code></a>${ref ? ` <small>(${refLink(ctx, ref)})</small>` : ''}</h3>`,
    `<p class="meta">paramStructure <code>${esc(m.paramStructure ?? 'either')}</code>${m.paramStructure === undefined ? ' (default)' : ''}`,
    m.deprecated ? ` ${badge('deprecated', 'dep')}` : '',
    asArr(m.tags)
      .map((t) => ` ${badge(String(asObj(t).name ?? t), 'tag')}`)
      .join(''),
    '</p>',
    prose(m.summary, 'summary'),
    prose(m.description),
    rpcClientSample(ctx, m, name),
    markers(m),
    extensions(ctx, m),
    params(ctx, asArr(m.params), anchor, name, m.paramStructure, `${pointer}/params`),
    result(ctx, m.result, anchor, name, `${pointer}/result`),
    errors(ctx, asArr(m.errors), name),
    examples(ctx, asArr(m.examples)),
    field(ctx, 'servers', m.servers),
    field(ctx, 'links', m.links),
    field(ctx, 'external docs', m.externalDocs),
    Object.keys(rest).length ? value(ctx, rest) : '',
    '</section>',
  ].join('');
}

function params(ctx: RenderCtx, list: unknown[], anchor: string, name: string, structure: unknown, pointer: string): string {
  if (!list.length) return '<h4>Params</h4><p class="none">no params</p>';
  const rows = list.map((raw, i) => {
    const { node, ref } = deref(ctx, raw);
    const p = asObj(node);
    const pname = String(p.name ?? `#${i}`);
    const schema = p.schema ?? {};
    const id = ctx.b.field(pname, `${anchor}.param.${pname}`, `${name} › param`, ref ? undefined : `${pointer}/${i}`);
    const resolved = asObj(deref(ctx, schema).node);
    const nested =
      resolved.properties || resolved.items || resolved.oneOf || resolved.anyOf || resolved.allOf
        ? `<tr class="nested"><td colspan="6">${schemaBlock(ctx, schema, { anchor: id, label: `${name} › ${pname}`, ...(ref ? {} : { pointer: `${pointer}/${i}/schema` }) })}</td></tr>`
        : '';
    const extra = ownKeys(p, ['name', 'summary', 'description', 'required', 'schema', 'deprecated']);
    return (
      `<tr id="${esc(id)}"><td>${structure === 'by-name' ? '' : i}</td><td class="name"><a class="self" href="#${esc(id)}">${esc(pname)}</a>${ref ? ` <small>(${refLink(ctx, ref)})</small>` : ''}${p.deprecated ? ` ${badge('deprecated', 'dep')}` : ''}</td>` +
      `<td class="type">${typeLabel(ctx, schema)}</td><td>${p.required ? '<span class="req">required</span>' : '<span class="opt">optional</span>'}</td>` +
      `<td class="cons">${constraints(ctx, schema)}${Object.keys(extra).length ? value(ctx, extra) : ''}</td>` +
      `<td class="notes">${prose(p.summary)}${prose(p.description)}${markers(p)}${extensions(ctx, p)}${notes(ctx, schema)}</td></tr>${nested}`
    );
  });
  return `<h4>Params</h4><table class="fields params"><thead><tr><th>pos</th><th>name</th><th>type</th><th>required</th><th>constraints</th><th>description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function result(ctx: RenderCtx, raw: unknown, anchor: string, name: string, pointer: string): string {
  if (raw === undefined) return '<h4>Result</h4><p class="none">none declared (notification)</p>';
  const { node, ref } = deref(ctx, raw);
  const r = asObj(node);
  return [
    `<h4>Result <code>${esc(r.name ?? '')}</code>${ref ? ` <small>(${refLink(ctx, ref)})</small>` : ''}</h4>`,
    prose(r.summary),
    prose(r.description),
    markers(r),
    extensions(ctx, r),
    schemaBlock(ctx, r.schema ?? {}, { anchor: `${anchor}.result`, label: `${name} › result`, ...(ref ? {} : { pointer: `${pointer}/schema` }) }),
  ].join('');
}

function errors(ctx: RenderCtx, list: unknown[], name: string): string {
  if (!list.length) return '<h4>Errors</h4><p class="none">none declared</p>';
  const rows = list.map((raw) => {
    const { node, ref } = deref(ctx, raw);
    const e: Obj = asObj(node);
    const rest = ownKeys(e, ['code', 'message', 'data']);
    return `<tr><td class="code">${esc(e.code ?? '')}</td><td>${esc(e.message ?? '')}${ref ? ` <small>(${refLink(ctx, ref)})</small>` : ''}</td><td>${e.data === undefined ? '' : value(ctx, e.data)}</td><td class="notes">${markers(e)}${extensions(ctx, e)}${Object.keys(rest).length ? value(ctx, rest) : ''}</td></tr>`;
  });
  return `<h4>Errors</h4><table class="errors" data-method="${esc(name)}"><thead><tr><th>code</th><th>message</th><th>data</th><th>notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function examples(ctx: RenderCtx, list: unknown[]): string {
  if (!list.length) return '';
  const items = list.map((raw) => {
    const ex = asObj(deref(ctx, raw).node);
    const params = Object.fromEntries(asArr(ex.params).map((p) => [String(asObj(deref(ctx, p).node).name ?? ''), asObj(deref(ctx, p).node).value]));
    const res = asObj(deref(ctx, ex.result).node);
    return `<div class="example"><span class="lbl">example</span> <code>${esc(ex.name ?? '')}</code>${prose(ex.summary)}${prose(ex.description)}${markers(ex)}${extensions(ctx, ex)}<div class="lbl">params</div>${pre(params)}${ex.result === undefined ? '' : `<div class="lbl">result ${esc(res.name ?? '')}</div>${pre(res.value)}`}</div>`;
  });
  return `<h4>Examples</h4>${items.join('')}`;
}
