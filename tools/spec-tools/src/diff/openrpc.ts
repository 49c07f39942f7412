// OpenRPC 1.x differ: methods, params (and their structure), results, documented errors.
import type { DiffContext } from './context.js';
import { compareSchema } from './schema.js';
import { child, isObject, type Located, type Revision } from './revision.js';

export async function diffOpenRpc(ctx: DiffContext, base: Located, head: Located): Promise<void> {
  const bm = await methods(ctx.base, base);
  const hm = await methods(ctx.head, head);
  for (const [name, node] of bm) if (!hm.has(name)) ctx.emit('openrpc.method.removed', { base: node }, `method ${name} removed`, { context: name });
  for (const [name, node] of hm) if (!bm.has(name)) ctx.emit('openrpc.method.added', { head: node }, `method ${name} added`, { context: name });
  for (const [name, b] of bm) {
    const h = hm.get(name);
    if (h) await compareMethod(ctx, name, b, h);
  }
}

async function methods(rev: Revision, doc: Located): Promise<Map<string, Located>> {
  const out = new Map<string, Located>();
  const list = child(doc, 'methods');
  if (!Array.isArray(list.value)) return out;
  for (let i = 0; i < list.value.length; i++) {
    const m = await rev.resolve(child(list, i));
    if (isObject(m.value) && typeof m.value.name === 'string') out.set(m.value.name, m);
  }
  return out;
}

interface Param {
  /** The list entry (where to point), and the resolved descriptor (what to compare). */
  entry: Located;
  node: Located;
  index: number;
  required: boolean;
}

async function params(rev: Revision, method: Located): Promise<Map<string, Param>> {
  const out = new Map<string, Param>();
  const list = child(method, 'params');
  if (!Array.isArray(list.value)) return out;
  for (let i = 0; i < list.value.length; i++) {
    const p = await rev.resolve(child(list, i));
    if (isObject(p.value)) out.set(String(p.value.name ?? `#${i}`), { entry: child(list, i), node: p, index: i, required: p.value.required === true });
  }
  return out;
}

function structure(m: Located): string {
  const v = isObject(m.value) ? m.value.paramStructure : undefined;
  return typeof v === 'string' ? v : 'either';
}

async function compareMethod(ctx: DiffContext, name: string, b: Located, h: Located): Promise<void> {
  const context = name;
  const bStruct = structure(b);
  const hStruct = structure(h);
  if (bStruct !== hStruct) {
    const where = { base: child(b, 'paramStructure'), head: child(h, 'paramStructure') };
    const msg = `${name}: paramStructure ${bStruct} → ${hStruct}`;
    ctx.emit(hStruct === 'either' ? 'openrpc.param-structure.relaxed' : 'openrpc.param-structure.changed', where, msg, { context });
  }
  const bOpen = isObject(b.value) && b.value['x-gw-open-params'] === true;
  const hOpen = isObject(h.value) && h.value['x-gw-open-params'] === true;
  if (bOpen && !hOpen) ctx.emit('openrpc.open-params.removed', { base: child(b, 'x-gw-open-params') }, `${name}: x-gw-open-params dropped`, { context });

  const bp = await params(ctx.base, b);
  const hp = await params(ctx.head, h);
  const positional = bStruct !== 'by-name' && hStruct !== 'by-name';
  for (const [pn, p] of bp) {
    const q = hp.get(pn);
    if (!q) {
      ctx.emit('openrpc.param.removed', { base: p.entry }, `${name}: param '${pn}' removed`, { context });
      continue;
    }
    if (!p.required && q.required)
      ctx.emit('openrpc.param.made-required', { base: p.entry, head: q.entry }, `${name}: param '${pn}' made required`, { context });
    if (p.required && !q.required)
      ctx.emit('openrpc.param.made-optional', { base: p.entry, head: q.entry }, `${name}: param '${pn}' made optional`, { context });
    if (positional && p.index !== q.index)
      ctx.emit('openrpc.param.moved', { base: p.entry, head: q.entry }, `${name}: param '${pn}' moved from position ${p.index} to ${q.index}`, { context });
    await compareSchema(ctx, child(p.node, 'schema'), child(q.node, 'schema'), { direction: 'request', context: `${name} param ${pn}` });
  }
  for (const [pn, q] of hp) {
    if (bp.has(pn)) continue;
    ctx.emit(
      q.required ? 'openrpc.param.required-added' : 'openrpc.param.optional-added',
      { head: q.entry },
      `${name}: ${q.required ? 'required' : 'optional'} param '${pn}' added`,
      { context },
    );
  }

  const br = await ctx.base.resolve(child(b, 'result'));
  const hr = await ctx.head.resolve(child(h, 'result'));
  if (isObject(br.value) && !isObject(hr.value)) ctx.emit('openrpc.result.removed', { base: br }, `${name}: result removed`, { context });
  else if (!isObject(br.value) && isObject(hr.value)) ctx.emit('openrpc.result.added', { head: hr }, `${name}: result added`, { context });
  else if (isObject(br.value)) await compareSchema(ctx, child(br, 'schema'), child(hr, 'schema'), { direction: 'response', context: `${name} result` });

  const be = await errors(ctx.base, b);
  const he = await errors(ctx.head, h);
  for (const [code, node] of be) if (!he.has(code)) ctx.emit('openrpc.error.removed', { base: node }, `${name}: error code ${code} removed`, { context });
  for (const [code, node] of he) if (!be.has(code)) ctx.emit('openrpc.error.added', { head: node }, `${name}: error code ${code} added`, { context });
}

async function errors(rev: Revision, method: Located): Promise<Map<string, Located>> {
  const out = new Map<string, Located>();
  const list = child(method, 'errors');
  if (!Array.isArray(list.value)) return out;
  for (let i = 0; i < list.value.length; i++) {
    const resolved = await rev.resolve(child(list, i));
    // Locate at the list entry (it may be a $ref into components.errors).
    if (isObject(resolved.value) && resolved.value.code !== undefined) out.set(String(resolved.value.code), child(list, i));
  }
  return out;
}
