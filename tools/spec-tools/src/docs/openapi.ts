// An OpenAPI 3.x document: every operation with parameters, request body, responses (errors included) and schemas.
import { restClientSample } from './client-sample.js';
import { allocate, docHeader, field, genericSection, ownKeys, schemasSection, section } from './components.js';
import { asArr, asObj, deref, refLink, type RenderCtx } from './ctx.js';
import { badge, esc, isObj, pre, prose, ptr, type Obj } from './html.js';
import { constraints, notes, schemaBlock, typeLabel } from './schema.js';
import { BREAK } from './split.js';
import { extensions, markers, value } from './value.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const OP_KEYS = [
  'operationId',
  'summary',
  'description',
  'tags',
  'deprecated',
  'parameters',
  'requestBody',
  'responses',
  'security',
  'servers',
  'callbacks',
  'externalDocs',
];
const GENERIC_COMPONENTS = ['responses', 'parameters', 'headers', 'requestBodies', 'securitySchemes', 'examples', 'links', 'callbacks', 'pathItems'];

export function renderOpenApi(ctx: RenderCtx): string {
  const doc = ctx.doc;
  const comps = asObj(doc.components);
  const schemas = allocate(ctx, '#/components/schemas', comps.schemas, 'schema', 'schema');
  const generic = Object.keys(comps)
    .filter((k) => k !== 'schemas' && !k.startsWith('x-'))
    .sort((a, b) => rank(a) - rank(b))
    .map((k) => [k, allocate(ctx, `#/components/${ptr(k)}`, comps[k], k)] as const);
  const ops = pathItems(ctx, asObj(doc.paths), '#/paths', false);
  const hooks = pathItems(ctx, asObj(doc.webhooks), '#/webhooks', true);
  ctx.b.page.summary = `${countOps(doc)} operations`;
  return [
    docHeader(ctx, `OpenAPI ${String(doc.openapi ?? '')}`, ['openapi', 'paths', 'webhooks', 'components', 'security']),
    field(ctx, 'default security', doc.security === undefined ? undefined : security(doc.security)),
    section('Operations', ops),
    section('Webhooks', hooks),
    schemasSection(ctx, '#/components/schemas', comps.schemas, schemas),
    ...generic.map(([k, anchors]) => genericSection(ctx, `Components: ${k}`, anchors, comps[k])),
    extensions(ctx, comps),
  ].join(BREAK);
}

const rank = (k: string): number => (GENERIC_COMPONENTS.includes(k) ? GENERIC_COMPONENTS.indexOf(k) : GENERIC_COMPONENTS.length);

function countOps(doc: Obj): number {
  let n = 0;
  for (const holder of [doc.paths, doc.webhooks]) for (const item of Object.values(asObj(holder))) n += METHODS.filter((m) => isObj(asObj(item)[m])).length;
  return n;
}

function pathItems(ctx: RenderCtx, paths: Obj, base: string, webhook: boolean): string[] {
  const out: string[] = [];
  for (const [path, raw] of Object.entries(paths)) {
    const item = asObj(deref(ctx, raw).node);
    const shared = ownKeys(item, [...METHODS, 'parameters', 'summary', 'description', '$ref']);
    const intro = [
      prose(item.summary),
      prose(item.description),
      markers(item),
      extensions(ctx, item),
      Object.keys(shared).length ? value(ctx, shared) : '',
    ].join('');
    if (intro) out.push(`<div class="path-intro"><code>${esc(path)}</code>${intro}</div>`);
    for (const method of METHODS) {
      const op = item[method];
      if (isObj(op)) out.push(operation(ctx, path, method, op, asArr(item.parameters), `${base}/${ptr(path)}/${method}`, webhook));
    }
  }
  return out;
}

function operation(ctx: RenderCtx, path: string, method: string, op: Obj, shared: unknown[], pointer: string, webhook: boolean): string {
  const name = typeof op.operationId === 'string' ? op.operationId : `${method.toUpperCase()} ${path}`;
  const anchor = ctx.b.item('operation', name, `op-${name}`, pointer);
  const where = (part: string, p?: string) => ({ anchor: `${anchor}.${part}`, label: `${name} › ${part}`, ...(p ? { pointer: p } : {}) });
  const rest = ownKeys(op, OP_KEYS);
  return [
    `<section class="item op" id="${esc(anchor)}">`,
    `<h3><span class="verb m-${esc(method)}">${esc(method.toUpperCase())}</span> <code class="path">${esc(path)}</code>${webhook ? ' (webhook)' : ''}</h3>`,
    `<p class="opid">operationId <a class="self" href="#${esc(anchor)}"><code>${esc(op.operationId ?? '(none)')}</code></a>`,
    op.deprecated ? ` ${badge('deprecated', 'dep')}` : '',
    asArr(op.tags)
      .map((t) => ` ${badge(String(t), 'tag')}`)
      .join(''),
    '</p>',
    prose(op.summary, 'summary'),
    prose(op.description),
    webhook ? '' : restClientSample(ctx, op, shared),
    markers(op),
    extensions(ctx, op),
    field(ctx, 'security', op.security === undefined ? undefined : security(op.security)),
    field(ctx, 'servers', op.servers),
    field(ctx, 'external docs', op.externalDocs),
    parameters(ctx, [...shared, ...asArr(op.parameters)], anchor, name),
    requestBody(ctx, op.requestBody, where('body', `${pointer}/requestBody`)),
    responses(ctx, asObj(op.responses), anchor, name, `${pointer}/responses`),
    field(ctx, 'callbacks', op.callbacks),
    Object.keys(rest).length ? value(ctx, rest) : '',
    '</section>',
  ].join('');
}

function security(reqs: unknown): string {
  const list = asArr(reqs).map((r) => {
    const keys = Object.entries(asObj(r));
    return keys.length ? keys.map(([k, scopes]) => `${k}${asArr(scopes).length ? ` (${asArr(scopes).join(', ')})` : ''}`).join(' + ') : 'no credentials';
  });
  return list.length ? list.join(' | ') : 'none';
}

/** Path-level and operation-level parameters (the operation's win on name + in). */
function parameters(ctx: RenderCtx, raw: unknown[], anchor: string, name: string): string {
  const byKey = new Map<string, { p: Obj; ref?: string }>();
  for (const r of raw) {
    const { node, ref } = deref(ctx, r);
    const p = asObj(node);
    byKey.set(`${String(p.in)}:${String(p.name)}`, ref ? { p, ref } : { p });
  }
  if (!byKey.size) return '';
  const rows = [...byKey.values()].map(({ p, ref }) => {
    const schema = p.schema ?? Object.values(asObj(p.content)).map((m) => asObj(m).schema)[0] ?? {};
    const id = ctx.b.field(String(p.name), `${anchor}.param.${String(p.in)}.${String(p.name)}`, `${name} › ${String(p.in)} parameter`);
    const extra = ownKeys(p, ['name', 'in', 'required', 'description', 'schema', 'content', '$ref']);
    const resolved = asObj(deref(ctx, schema).node);
    const nested =
      resolved.properties || resolved.items
        ? `<tr class="nested"><td colspan="6">${schemaBlock(ctx, schema, { anchor: id, label: `${name} › ${String(p.name)}` })}</td></tr>`
        : '';
    return (
      `<tr id="${esc(id)}"><td class="name"><a class="self" href="#${esc(id)}">${esc(p.name)}</a>${ref ? ` <small>(${refLink(ctx, ref)})</small>` : ''}</td><td>${esc(p.in)}</td>` +
      `<td class="type">${typeLabel(ctx, schema)}</td><td>${p.required ? '<span class="req">required</span>' : '<span class="opt">optional</span>'}</td>` +
      `<td class="cons">${constraints(ctx, schema)}${Object.keys(extra).length ? value(ctx, extra) : ''}</td>` +
      `<td class="notes">${prose(p.description)}${markers(p)}${extensions(ctx, p)}${notes(ctx, schema)}</td></tr>${nested}`
    );
  });
  return `<h4>Parameters</h4><table class="fields params"><thead><tr><th>name</th><th>in</th><th>type</th><th>required</th><th>constraints</th><th>description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function requestBody(ctx: RenderCtx, raw: unknown, where: { anchor: string; label: string; pointer?: string }): string {
  if (raw === undefined) return '';
  const { node, ref } = deref(ctx, raw);
  const body = asObj(node);
  return [
    `<h4>Request body ${body.required ? '<span class="req">required</span>' : '<span class="opt">optional</span>'}${ref ? ` <small>(${refLink(ctx, ref)})</small>` : ''}</h4>`,
    prose(body.description),
    markers(body),
    extensions(ctx, body),
    content(ctx, body.content, where),
  ].join('');
}

function content(ctx: RenderCtx, raw: unknown, where: { anchor: string; label: string; pointer?: string }): string {
  return Object.entries(asObj(raw))
    .map(([media, m]) => {
      const mo = asObj(m);
      const p = where.pointer && `${where.pointer}/content/${ptr(media)}/schema`;
      const examples = [
        mo.example === undefined ? '' : pre(mo.example),
        ...Object.entries(asObj(mo.examples)).map(([k, ex]) => `<div class="example"><span class="lbl">example ${esc(k)}</span>${value(ctx, ex)}</div>`),
      ].join('');
      const rest = ownKeys(mo, ['schema', 'example', 'examples']);
      return `<div class="media"><span class="lbl">media type</span> <code>${esc(media)}</code>${mo.schema === undefined ? '' : schemaBlock(ctx, mo.schema, { ...where, ...(p ? { pointer: p } : {}) })}${markers(mo)}${extensions(ctx, mo)}${Object.keys(rest).length ? value(ctx, rest) : ''}${examples}</div>`;
    })
    .join('');
}

function responses(ctx: RenderCtx, all: Obj, anchor: string, name: string, pointer: string): string {
  const entries = Object.entries(all).filter(([k]) => !k.startsWith('x-'));
  if (!entries.length) return `<h4>Responses</h4><p class="none">none declared</p>${extensions(ctx, all)}`;
  const blocks = entries.map(([status, raw]) => {
    const { node, ref } = deref(ctx, raw);
    const r = asObj(node);
    const ok = /^[123]/.test(status);
    const where = { anchor: `${anchor}.r${status}`, label: `${name} › ${status}`, ...(ref ? {} : { pointer: `${pointer}/${ptr(status)}` }) };
    return [
      `<div class="resp ${ok ? 'ok' : 'err'}"><h5><span class="status">${esc(status)}</span>${ok ? '' : ' <span class="badge errb">error</span>'} ${ref ? refLink(ctx, ref) : ''}</h5>`,
      prose(r.description),
      markers(r),
      extensions(ctx, r),
      headers(ctx, asObj(r.headers)),
      content(ctx, r.content, where),
      field(ctx, 'links', r.links),
      '</div>',
    ].join('');
  });
  return `<h4>Responses</h4>${blocks.join('')}${extensions(ctx, all)}`;
}

function headers(ctx: RenderCtx, all: Obj): string {
  const rows = Object.entries(all).map(([hname, raw]) => {
    const { node, ref } = deref(ctx, raw);
    const h = asObj(node);
    const schema = h.schema ?? {};
    return `<tr><td class="name">${esc(hname)}${ref ? ` <small>(${refLink(ctx, ref)})</small>` : ''}</td><td class="type">${typeLabel(ctx, schema)}</td><td>${h.required ? '<span class="req">required</span>' : '<span class="opt">optional</span>'}</td><td class="cons">${constraints(ctx, schema)}</td><td class="notes">${prose(h.description)}${markers(h)}${extensions(ctx, h)}${notes(ctx, schema)}</td></tr>`;
  });
  return rows.length
    ? `<table class="fields headers"><thead><tr><th>header</th><th>type</th><th>required</th><th>constraints</th><th>description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '';
}
