// AsyncAPI 3 differ: channels and their messages (frames); payload direction from x-gw-direction.
import type { DiffContext } from './context.js';
import { compareSchema } from './schema.js';
import { child, isObject, type Located, type Revision } from './revision.js';
import type { Direction } from './types.js';

interface Message {
  entry: Located;
  node: Located;
  direction: Direction;
  declared: string | undefined;
}

export async function diffAsyncApi(ctx: DiffContext, base: Located, head: Located): Promise<void> {
  const bc = child(base, 'channels');
  const hc = child(head, 'channels');
  const bNames = isObject(bc.value) ? Object.keys(bc.value) : [];
  const hNames = isObject(hc.value) ? Object.keys(hc.value) : [];
  for (const c of bNames) if (!hNames.includes(c)) ctx.emit('asyncapi.channel.removed', { base: child(bc, c) }, `channel ${c} removed`, { context: c });
  for (const c of hNames) if (!bNames.includes(c)) ctx.emit('asyncapi.channel.added', { head: child(hc, c) }, `channel ${c} added`, { context: c });
  for (const c of bNames) {
    if (!hNames.includes(c)) continue;
    const b = await ctx.base.resolve(child(bc, c));
    const h = await ctx.head.resolve(child(hc, c));
    const ba = isObject(b.value) ? b.value.address : undefined;
    const ha = isObject(h.value) ? h.value.address : undefined;
    if (ba !== ha && ba !== undefined)
      ctx.emit(
        'asyncapi.channel.address-changed',
        { base: child(b, 'address'), head: child(h, 'address') },
        `channel ${c}: address ${String(ba)} → ${String(ha)}`,
        { context: c },
      );
    const bm = await messages(ctx.base, base, c, b);
    const hm = await messages(ctx.head, head, c, h);
    for (const [k, m] of bm)
      if (!hm.has(k))
        ctx.emit('asyncapi.message.removed', { base: m.entry }, `channel ${c}: frame '${k}' removed`, { context: `${c} ${k}`, direction: m.direction });
    for (const [k, m] of hm)
      if (!bm.has(k)) ctx.emit('asyncapi.message.added', { head: m.entry }, `channel ${c}: frame '${k}' added`, { context: `${c} ${k}` });
    for (const [k, m] of bm) {
      const n = hm.get(k);
      if (!n) continue;
      if (m.declared !== n.declared && m.declared !== undefined) {
        ctx.emit(
          'asyncapi.message.direction-changed',
          { base: m.entry, head: n.entry },
          `channel ${c}: frame '${k}' direction ${m.declared} → ${String(n.declared)}`,
          { context: `${c} ${k}` },
        );
        continue;
      }
      // The head direction decides (a frame with an unknown direction counts as both).
      await compareSchema(ctx, payload(m.node), payload(n.node), { direction: n.direction, context: `${c} frame ${k}` });
    }
  }
}

/** A payload may be a plain schema or a multi-format `{ schemaFormat, schema }`. */
function payload(message: Located): Located {
  const p = child(message, 'payload');
  return isObject(p.value) && 'schemaFormat' in p.value && 'schema' in p.value ? child(p, 'schema') : p;
}

async function messages(rev: Revision, doc: Located, channelKey: string, channel: Located): Promise<Map<string, Message>> {
  const out = new Map<string, Message>();
  const list = child(channel, 'messages');
  if (!isObject(list.value)) return out;
  const fromOps = operationDirections(doc, channelKey);
  for (const k of Object.keys(list.value)) {
    const entry = child(list, k);
    const node = await rev.resolve(entry);
    const raw = isObject(entry.value) ? entry.value['x-gw-direction'] : undefined;
    const declared =
      typeof raw === 'string' ? raw : isObject(node.value) && typeof node.value['x-gw-direction'] === 'string' ? node.value['x-gw-direction'] : undefined;
    // send = client → server (request side); receive = server → client (response side).
    const direction: Direction = declared === 'send' ? 'request' : declared === 'receive' ? 'response' : (fromOps.get(k) ?? 'both');
    out.set(k, { entry, node, direction, declared });
  }
  return out;
}

/** Fallback when a message has no x-gw-direction: the document's operations (the server receives requests, sends responses). */
function operationDirections(doc: Located, channelKey: string): Map<string, Direction> {
  const out = new Map<string, Direction>();
  const ops = child(doc, 'operations').value;
  if (!isObject(ops)) return out;
  for (const op of Object.values(ops)) {
    if (!isObject(op) || !isObject(op.channel) || op.channel.$ref !== `#/channels/${channelKey}`) continue;
    const dir: Direction = op.action === 'receive' ? 'request' : op.action === 'send' ? 'response' : 'both';
    const msgs = Array.isArray(op.messages) ? op.messages : [];
    for (const m of msgs) {
      if (!isObject(m) || typeof m.$ref !== 'string') continue;
      const key = decodeURIComponent(m.$ref.split('/').pop() ?? '');
      const prev = out.get(key);
      out.set(key, prev === undefined || prev === dir ? dir : 'both');
    }
  }
  return out;
}
