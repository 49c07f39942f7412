// OpenAPI 3.x differ: operations, parameters, bodies, responses, security schemes.
import type { DiffContext } from './context.js';
import { compareSchema } from './schema.js';
import { child, isObject, type Located } from './revision.js';
import type { Direction } from './types.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export async function diffOpenApi(ctx: DiffContext, base: Located, head: Located): Promise<void> {
  const bOps = await operations(ctx, 'base', base);
  const hOps = await operations(ctx, 'head', head);
  for (const [key, op] of bOps) if (!hOps.has(key)) ctx.emit('openapi.operation.removed', { base: op.node }, `operation ${key} removed`, { context: key });
  for (const [key, op] of hOps) if (!bOps.has(key)) ctx.emit('openapi.operation.added', { head: op.node }, `operation ${key} added`, { context: key });
  for (const [key, b] of bOps) {
    const h = hOps.get(key);
    if (h) await compareOperation(ctx, key, b, h);
  }
  const bSec = child(base, 'components', 'securitySchemes');
  const hSec = child(head, 'components', 'securitySchemes');
  const bNames = isObject(bSec.value) ? Object.keys(bSec.value) : [];
  const hNames = isObject(hSec.value) ? Object.keys(hSec.value) : [];
  for (const n of bNames) if (!hNames.includes(n)) ctx.emit('openapi.security-scheme.removed', { base: child(bSec, n) }, `security scheme '${n}' removed`);
  for (const n of hNames) if (!bNames.includes(n)) ctx.emit('openapi.security-scheme.added', { head: child(hSec, n) }, `security scheme '${n}' added`);
}

interface Operation {
  node: Located;
  /** Path-level and operation-level parameters, keyed `in:name` (operation wins). */
  params: Map<string, Located>;
}

async function operations(ctx: DiffContext, side: 'base' | 'head', doc: Located): Promise<Map<string, Operation>> {
  const rev = side === 'base' ? ctx.base : ctx.head;
  const out = new Map<string, Operation>();
  const paths = child(doc, 'paths');
  if (!isObject(paths.value)) return out;
  for (const p of Object.keys(paths.value)) {
    const item = await rev.resolve(child(paths, p));
    if (!isObject(item.value)) continue;
    const shared = await paramMap(ctx, side, child(item, 'parameters'));
    for (const m of METHODS) {
      const node = child(item, m);
      if (!isObject(node.value)) continue;
      const params = new Map([...shared, ...(await paramMap(ctx, side, child(node, 'parameters')))]);
      out.set(`${m.toUpperCase()} ${p}`, { node, params });
    }
  }
  return out;
}

async function paramMap(ctx: DiffContext, side: 'base' | 'head', list: Located): Promise<Map<string, Located>> {
  const rev = side === 'base' ? ctx.base : ctx.head;
  const out = new Map<string, Located>();
  if (!Array.isArray(list.value)) return out;
  for (let i = 0; i < list.value.length; i++) {
    const p = await rev.resolve(child(list, i));
    if (isObject(p.value)) out.set(`${String(p.value.in)}:${String(p.value.name)}`, p);
  }
  return out;
}

async function compareOperation(ctx: DiffContext, key: string, b: Operation, h: Operation): Promise<void> {
  const context = key;
  const bo = b.node.value as Record<string, unknown>;
  const ho = h.node.value as Record<string, unknown>;
  if (bo.operationId !== ho.operationId && bo.operationId !== undefined) {
    ctx.emit(
      'openapi.operation.id-changed',
      { base: child(b.node, 'operationId'), head: child(h.node, 'operationId') },
      `${key}: operationId ${String(bo.operationId)} → ${String(ho.operationId)}`,
      { context },
    );
  }
  // Parameters (request side).
  for (const [pk, bp] of b.params) {
    const hp = h.params.get(pk);
    if (!hp) {
      ctx.emit('openapi.param.removed', { base: bp }, `${key}: parameter ${pk} removed`, { context });
      continue;
    }
    const br = isObject(bp.value) && bp.value.required === true;
    const hr = isObject(hp.value) && hp.value.required === true;
    if (!br && hr) ctx.emit('openapi.param.made-required', { base: bp, head: hp }, `${key}: parameter ${pk} made required`, { context });
    if (br && !hr) ctx.emit('openapi.param.made-optional', { base: bp, head: hp }, `${key}: parameter ${pk} made optional`, { context });
    await compareSchema(ctx, child(bp, 'schema'), child(hp, 'schema'), { direction: 'request', context: `${key} parameter ${pk}` });
  }
  for (const [pk, hp] of h.params) {
    if (b.params.has(pk)) continue;
    const req = isObject(hp.value) && hp.value.required === true;
    ctx.emit(
      req ? 'openapi.param.required-added' : 'openapi.param.optional-added',
      { head: hp },
      `${key}: ${req ? 'required' : 'optional'} parameter ${pk} added`,
      { context },
    );
  }
  await compareRequestBody(ctx, key, child(b.node, 'requestBody'), child(h.node, 'requestBody'));
  await compareResponses(ctx, key, child(b.node, 'responses'), child(h.node, 'responses'));
}

async function compareRequestBody(ctx: DiffContext, key: string, bIn: Located, hIn: Located): Promise<void> {
  const context = key;
  const b = await ctx.base.resolve(bIn);
  const h = await ctx.head.resolve(hIn);
  const bReq = isObject(b.value) && b.value.required === true;
  const hReq = isObject(h.value) && h.value.required === true;
  if (!isObject(b.value) && !isObject(h.value)) return;
  if (!isObject(h.value)) return ctx.emit('openapi.request-body.removed', { base: b }, `${key}: request body removed`, { context });
  if (!isObject(b.value)) {
    return ctx.emit(
      hReq ? 'openapi.request-body.required-added' : 'openapi.request-body.optional-added',
      { head: h },
      `${key}: ${hReq ? 'required' : 'optional'} request body added`,
      { context },
    );
  }
  if (!bReq && hReq) ctx.emit('openapi.request-body.required-added', { base: b, head: h }, `${key}: request body made required`, { context });
  await compareContent(ctx, key, child(b, 'content'), child(h, 'content'), 'request', `${key} request body`);
}

async function compareContent(ctx: DiffContext, key: string, b: Located, h: Located, direction: Direction, context: string): Promise<void> {
  const bm = isObject(b.value) ? Object.keys(b.value) : [];
  const hm = isObject(h.value) ? Object.keys(h.value) : [];
  for (const m of bm) {
    if (!hm.includes(m)) {
      ctx.emit('openapi.media-type.removed', { base: child(b, m) }, `${context}: media type ${m} removed`, { context: key });
      continue;
    }
    const bs = child(b, m, 'schema');
    const hs = child(h, m, 'schema');
    if (bs.value !== undefined && hs.value === undefined) ctx.emit('schema.removed', { base: bs }, `${context} (${m}): schema removed`, { context: key });
    else if (bs.value !== undefined) await compareSchema(ctx, bs, hs, { direction, context });
  }
  for (const m of hm) if (!bm.includes(m)) ctx.emit('openapi.media-type.added', { head: child(h, m) }, `${context}: media type ${m} added`, { context: key });
}

async function compareResponses(ctx: DiffContext, key: string, b: Located, h: Located): Promise<void> {
  const context = key;
  const bCodes = isObject(b.value) ? Object.keys(b.value) : [];
  const hCodes = isObject(h.value) ? Object.keys(h.value) : [];
  for (const code of bCodes) {
    if (!hCodes.includes(code)) {
      ctx.emit('openapi.response.removed', { base: child(b, code) }, `${key}: response ${code} removed`, { context });
      continue;
    }
    const br = await ctx.base.resolve(child(b, code));
    const hr = await ctx.head.resolve(child(h, code));
    await compareHeaders(ctx, key, code, child(br, 'headers'), child(hr, 'headers'));
    await compareContent(ctx, key, child(br, 'content'), child(hr, 'content'), 'response', `${key} response ${code}`);
  }
  for (const code of hCodes)
    if (!bCodes.includes(code)) ctx.emit('openapi.response.added', { head: child(h, code) }, `${key}: response ${code} added`, { context });
}

async function compareHeaders(ctx: DiffContext, key: string, code: string, b: Located, h: Located): Promise<void> {
  const lower = (n: Located): Map<string, string> => new Map(isObject(n.value) ? Object.keys(n.value).map((k) => [k.toLowerCase(), k]) : []);
  const bn = lower(b);
  const hn = lower(h);
  for (const [l, name] of bn) {
    const hName = hn.get(l);
    if (hName === undefined) {
      ctx.emit('openapi.response-header.removed', { base: child(b, name) }, `${key}: response ${code} header ${name} removed`, { context: key });
      continue;
    }
    const bh = await ctx.base.resolve(child(b, name));
    const hh = await ctx.head.resolve(child(h, hName));
    await compareSchema(ctx, child(bh, 'schema'), child(hh, 'schema'), { direction: 'response', context: `${key} response ${code} header ${name}` });
  }
  for (const [l, name] of hn)
    if (!bn.has(l)) ctx.emit('openapi.response-header.added', { head: child(h, name) }, `${key}: response ${code} header ${name} added`, { context: key });
}
