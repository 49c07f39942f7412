// An AsyncAPI document (3.x, with 2.x publish/subscribe read too): channels, operations and every frame with its payload fields.
import { allocate, docHeader, field, genericSection, ownKeys, schemasSection, section } from './components.js';
import { asArr, asObj, deref, refName, type RenderCtx } from './ctx.js';
import { badge, esc, isObj, pre, prose, ptr, type Obj } from './html.js';
import { schemaBlock } from './schema.js';
import { BREAK } from './split.js';
import { extensions, markers, value } from './value.js';

interface Frame {
  name: string;
  /** Final $ref of the message, or its own pointer when inline: identifies it. */
  id: string;
  pointer: string;
  message: Obj;
  directions: Set<string>;
  channels: Set<string>;
}

const DIRECTION: Record<string, string> = { send: 'client → server', receive: 'server → client', publish: 'client → server', subscribe: 'server → client' };

export function renderAsyncApi(ctx: RenderCtx): string {
  const doc = ctx.doc;
  const comps = asObj(doc.components);
  const schemas = allocate(ctx, '#/components/schemas', comps.schemas, 'schema', 'schema');
  const generic = Object.keys(comps)
    .filter((k) => !['schemas', 'messages'].includes(k) && !k.startsWith('x-'))
    .map((k) => [k, allocate(ctx, `#/components/${k}`, comps[k], k)] as const);
  const frames = collectFrames(ctx);
  const frameAnchors = new Map<string, string>();
  // Reserve frame anchors first so channels and operations can link to them.
  const frameHtml = frames.map((f) => {
    const anchor = ctx.b.item('frame', f.name, `frame-${f.name}`, f.pointer);
    frameAnchors.set(f.id, anchor);
    ctx.refs.set(f.id, anchor);
    return { f, anchor };
  });
  const channels = Object.entries(asObj(doc.channels)).map(([key, raw]) => channel(ctx, key, raw, frameAnchors));
  const operations = Object.entries(asObj(doc.operations)).map(([key, raw]) => operation(ctx, key, raw, frameAnchors));
  ctx.b.page.summary = `${frames.length} frames, ${channels.length} channels`;
  return [
    docHeader(ctx, `AsyncAPI ${String(doc.asyncapi ?? '')}`, ['asyncapi', 'channels', 'operations', 'components']),
    section('Channels', channels),
    section('Operations', operations),
    section(
      'Frames',
      frameHtml.map(({ f, anchor }) => frame(ctx, f, anchor)),
    ),
    schemasSection(ctx, '#/components/schemas', comps.schemas, schemas),
    ...generic.map(([k, anchors]) => genericSection(ctx, `Components: ${k}`, anchors, comps[k])),
    extensions(ctx, comps),
  ].join(BREAK);
}

/** Frames in channel order, then unreferenced component messages; directions from x-gw-direction or the operations. */
function collectFrames(ctx: RenderCtx): Frame[] {
  const doc = ctx.doc;
  const byId = new Map<string, Frame>();
  const add = (name: string, raw: unknown, pointer: string, channel?: string, direction?: string): void => {
    const { node, ref } = deref(ctx, raw);
    const id = ref ?? pointer;
    let f = byId.get(id);
    if (!f) {
      f = { name, id, pointer: ref ?? pointer, message: asObj(node), directions: new Set(), channels: new Set() };
      byId.set(id, f);
    }
    if (channel) f.channels.add(channel);
    if (direction) f.directions.add(direction);
  };
  for (const [ckey, rawChannel] of Object.entries(asObj(doc.channels))) {
    const ch = asObj(deref(ctx, rawChannel).node);
    for (const [mkey, m] of Object.entries(asObj(ch.messages))) add(mkey, m, `#/channels/${ptr(ckey)}/messages/${ptr(mkey)}`, ckey);
    for (const action of ['publish', 'subscribe'] as const) {
      const op = asObj(ch[action]);
      const msg = op.message;
      if (msg === undefined) continue;
      const list = isObj(msg) && Array.isArray(msg.oneOf) ? msg.oneOf : [msg];
      list.forEach((m, i) => {
        const resolved = deref(ctx, m);
        const mo = asObj(resolved.node);
        const name = String(mo.name ?? mo.messageId ?? (resolved.ref ? refName(resolved.ref) : `${ckey} ${action} ${i + 1}`));
        add(name, m, `#/channels/${ptr(ckey)}/${action}/message${list.length > 1 ? `/oneOf/${i}` : ''}`, ckey, action);
      });
    }
  }
  for (const [key, m] of Object.entries(asObj(asObj(doc.components).messages))) add(key, m, `#/components/messages/${ptr(key)}`);
  for (const rawOp of Object.values(asObj(doc.operations))) {
    const op = asObj(rawOp);
    for (const m of asArr(op.messages)) {
      const id = deref(ctx, m).ref;
      const f = id ? byId.get(id) : undefined;
      if (f && typeof op.action === 'string') f.directions.add(op.action);
    }
  }
  for (const f of byId.values()) if (typeof f.message['x-gw-direction'] === 'string') f.directions = new Set([f.message['x-gw-direction']]);
  return [...byId.values()];
}

function frameLinks(ctx: RenderCtx, list: unknown[], anchors: Map<string, string>): string {
  return list
    .map((m) => {
      const r = deref(ctx, m);
      const a = r.ref ? anchors.get(r.ref) : undefined;
      const label = r.ref ? refName(r.ref) : String(asObj(r.node).name ?? 'inline message');
      return a ? `<a href="#${esc(a)}"><code>${esc(label)}</code></a>` : `<code>${esc(label)}</code>`;
    })
    .join(', ');
}

function channel(ctx: RenderCtx, key: string, raw: unknown, anchors: Map<string, string>): string {
  const ch = asObj(deref(ctx, raw).node);
  const anchor = ctx.b.anchors.make(`channel-${key}`);
  ctx.refs.set(`#/channels/${ptr(key)}`, anchor);
  ctx.b.pointer(`#/channels/${ptr(key)}`, anchor);
  ctx.b.page.search.push([key, 'channel', ctx.b.page.file, anchor, ctx.b.page.title]);
  const rest = ownKeys(ch, ['address', 'title', 'summary', 'description', 'messages', 'publish', 'subscribe']);
  const messages = Object.values(asObj(ch.messages));
  return [
    `<section class="item channel" id="${esc(anchor)}"><h3><span class="badge kind">channel</span> <code>${esc(key)}</code> ${ch.address === undefined ? '' : `<code class="path">${esc(ch.address)}</code>`}</h3>`,
    prose(ch.title, 'summary'),
    prose(ch.summary),
    prose(ch.description),
    markers(ch),
    extensions(ctx, ch),
    messages.length ? `<div class="kvline"><span class="lbl">frames</span> ${frameLinks(ctx, messages, anchors)}</div>` : '',
    ...(['publish', 'subscribe'] as const).map((a) => (ch[a] === undefined ? '' : field(ctx, `${a} (${DIRECTION[a]})`, ownKeys(ch[a], ['message'])))),
    Object.keys(rest).length ? value(ctx, rest) : '',
    '</section>',
  ].join('');
}

function operation(ctx: RenderCtx, key: string, raw: unknown, anchors: Map<string, string>): string {
  const op = asObj(deref(ctx, raw).node);
  const anchor = ctx.b.anchors.make(`operation-${key}`);
  ctx.b.pointer(`#/operations/${ptr(key)}`, anchor);
  ctx.b.page.search.push([key, 'operation', ctx.b.page.file, anchor, ctx.b.page.title]);
  const rest = ownKeys(op, ['action', 'channel', 'messages', 'title', 'summary', 'description']);
  const chRef = deref(ctx, op.channel).ref;
  return [
    `<section class="item aop" id="${esc(anchor)}"><h3><span class="badge kind">operation</span> <code>${esc(key)}</code> ${badge(`action ${String(op.action ?? '?')}`, 'dir')}</h3>`,
    prose(op.title, 'summary'),
    prose(op.summary),
    prose(op.description),
    markers(op),
    extensions(ctx, op),
    chRef
      ? `<div class="kvline"><span class="lbl">channel</span> ${ctx.refs.has(chRef) ? `<a href="#${esc(ctx.refs.get(chRef)!)}">${esc(refName(chRef))}</a>` : esc(chRef)}</div>`
      : '',
    asArr(op.messages).length ? `<div class="kvline"><span class="lbl">frames</span> ${frameLinks(ctx, asArr(op.messages), anchors)}</div>` : '',
    Object.keys(rest).length ? value(ctx, rest) : '',
    '</section>',
  ].join('');
}

function frame(ctx: RenderCtx, f: Frame, anchor: string): string {
  const m = f.message;
  const dirs = [...f.directions].sort();
  const payload = isObj(m.payload) && m.payload.schema !== undefined && m.payload.schemaFormat !== undefined ? m.payload.schema : m.payload;
  const rest = ownKeys(m, ['name', 'title', 'summary', 'description', 'payload', 'headers', 'examples', 'contentType']);
  const examples = asArr(m.examples).map((raw) => {
    const ex = asObj(raw);
    return `<div class="example"><span class="lbl">example</span> <code>${esc(ex.name ?? '')}</code>${prose(ex.summary)}${ex.headers === undefined ? '' : pre(ex.headers)}${pre(ex.payload)}</div>`;
  });
  return [
    `<section class="item frame" id="${esc(anchor)}"><h3><span class="badge kind">frame</span> <a class="self" href="#${esc(anchor)}"><code>${esc(f.name)}</code></a> `,
    dirs.length ? dirs.map((d) => badge(`${d}${DIRECTION[d] ? ` (${DIRECTION[d]})` : ''}`, `dir d-${d}`)).join(' ') : badge('direction not declared', 'dir'),
    '</h3>',
    f.channels.size
      ? `<p class="meta">channel ${[...f.channels].map((c) => `<code>${esc(c)}</code>`).join(', ')}${m.contentType ? ` · content type <code>${esc(m.contentType)}</code>` : ''}</p>`
      : '',
    prose(m.title !== f.name ? m.title : undefined, 'summary'),
    prose(m.summary, 'summary'),
    prose(m.description),
    markers(m),
    extensions(ctx, m, ['x-gw-direction']),
    m.headers === undefined
      ? ''
      : `<h4>Headers</h4>${schemaBlock(ctx, m.headers, { anchor: `${anchor}.headers`, label: `${f.name} › headers`, pointer: `${f.pointer}/headers` })}`,
    payload === undefined
      ? '<h4>Payload</h4><p class="none">not declared</p>'
      : `<h4>Payload</h4>${schemaBlock(ctx, payload, { anchor: `${anchor}.payload`, label: `${f.name} › payload`, pointer: `${f.pointer}/payload` })}`,
    Object.keys(rest).length ? value(ctx, rest) : '',
    examples.length ? `<h4>Examples</h4>${examples.join('')}` : '',
    '</section>',
  ].join('');
}
