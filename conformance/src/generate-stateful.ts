import fc from 'fast-check';
import WebSocket from 'ws';
import { type AnySurface, canonical, flatten, type LoadedFixture, matchRoute, resolveRef, type SpecDoc } from '@gw/contract';
import { requestArbitraries } from '@gw/contract/generate';
import type { CaseResult, Violation } from './result.js';
import { type GenerateContext, type GenerateOptions, generatedCase, operationsOf, seedFor } from './generate.js';
import { gatewayFor, paceUpgrade, type Target } from './target.js';

type Obj = Record<string, unknown>;

/** How one operation pages: which parameters size and place a page, and where the answer keeps its items. */
export interface Paging {
  size: string;
  position: string;
  style: 'offset' | 'page' | 'cursor';
  /** The first page (or cursor) value. */
  first: number;
  /** The largest page size the spec allows. */
  maxSize: number;
  /** Property of the data holding the page's items ('' when the data is the array). */
  items: string;
  /** The spec requires the items (else an answer without them is not walked). */
  itemsRequired: boolean;
  total?: string;
  hasMore?: string;
}

/** Walks stop here: a resource of more pages is reported, not walked forever. */
const MAX_PAGES = 200;
const ITEM_KEYS = ['items', 'entries', 'holders', 'keys', 'trades', 'candles', 'pools', 'data', 'transactions', 'txs', 'results', 'outpoints'];

function inputProps(doc: SpecDoc, s: AnySurface, op: string): Record<string, Obj> {
  if (s.kind === 'rpc') {
    const m = ((doc.methods ?? []) as Obj[]).find((x) => x.name === op);
    const list = ((m?.params ?? []) as Obj[]).map((p) => (typeof p.$ref === 'string' ? resolveRef(doc, p.$ref) : p));
    return s.methods[op]!.meta.paramStructure === 'by-name'
      ? Object.fromEntries(list.map((p) => [p.name as string, flatten(doc, (p.schema ?? {}) as Obj)]))
      : {};
  }
  if (s.kind !== 'rest') return {};
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Obj>))
    for (const spec of Object.values(item) as Obj[]) {
      if (!spec || typeof spec !== 'object' || spec.operationId !== op) continue;
      const out: Record<string, Obj> = {};
      for (const p of ((spec.parameters ?? []) as Obj[]).map((x) => (typeof x.$ref === 'string' ? resolveRef(doc, x.$ref) : x)))
        if (p.in === 'query') out[p.name as string] = flatten(doc, (p.schema ?? {}) as Obj);
      const body = spec.requestBody as Obj | undefined;
      const b = body && typeof body.$ref === 'string' ? resolveRef(doc, body.$ref) : body;
      const schema = ((b?.content as Record<string, Obj> | undefined)?.['application/json'] as Obj | undefined)?.schema;
      if (schema) for (const [k, v] of Object.entries((flatten(doc, schema as Obj).properties ?? {}) as Obj)) out[k] = flatten(doc, v as Obj);
      return out;
    }
  return {};
}

/** The success data schema of an operation (the envelope's `data` / `result` taken off). */
function dataSchema(doc: SpecDoc, s: AnySurface, op: string): Obj | undefined {
  if (s.kind === 'rpc') {
    const m = ((doc.methods ?? []) as Obj[]).find((x) => x.name === op);
    const r = m?.result as Obj | undefined;
    return r ? flatten(doc, ((typeof r.$ref === 'string' ? resolveRef(doc, r.$ref) : r).schema ?? {}) as Obj) : undefined;
  }
  if (s.kind !== 'rest') return undefined;
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Obj>))
    for (const spec of Object.values(item) as Obj[]) {
      if (!spec || typeof spec !== 'object' || spec.operationId !== op) continue;
      const ok = ((spec.responses ?? {}) as Record<string, Obj>)['200'];
      const r = ok && typeof ok.$ref === 'string' ? resolveRef(doc, ok.$ref) : ok;
      const schema = ((r?.content as Record<string, Obj> | undefined)?.['application/json'] as Obj | undefined)?.schema;
      if (!schema) return undefined;
      const whole = flatten(doc, schema as Obj);
      const envelope = s.operations[op]!.meta.envelope;
      const inner = envelope === 'rest' ? 'data' : envelope === 'opi' ? 'result' : undefined;
      const props = (whole.properties ?? {}) as Obj;
      return inner && props[inner] ? flatten(doc, props[inner] as Obj) : whole;
    }
  return undefined;
}

const isArray = (f: Obj) => f.type === 'array' || (Array.isArray(f.type) && f.type.includes('array')) || !!f.items;

/** The paging of an operation, read from its spec; undefined when it does not page (or its items cannot be told). */
export function pagingOf(doc: SpecDoc, s: AnySurface, op: string): Paging | undefined {
  const props = inputProps(doc, s, op);
  const size = ['count', 'limit'].find((n) => n in props && ('offset' in props || n === 'limit'));
  const position = ['offset', 'page', 'cursor'].find((n) => n in props);
  if (!size || !position) return undefined;
  const whole = dataSchema(doc, s, op);
  if (!whole) return undefined;
  // A result that may also be an in-band failure (`anyOf: [page, error]`) pages in the branch that holds an array.
  const branches = [whole, ...(((whole.anyOf ?? whole.oneOf) as Obj[] | undefined) ?? []).map((b) => flatten(doc, b))];
  const hasArray = (d: Obj) => Object.values((d.properties ?? {}) as Record<string, Obj>).some((x) => isArray(flatten(doc, x)));
  const data = branches.find((d) => d.type === 'array' || d.items || hasArray(d)) ?? whole;
  let items: string | undefined;
  const dp = (data.properties ?? {}) as Record<string, Obj>;
  if (data.type === 'array' || data.items) items = '';
  else {
    const arrays = Object.keys(dp).filter((k) => isArray(flatten(doc, dp[k]!)));
    items = ITEM_KEYS.find((k) => arrays.includes(k)) ?? (arrays.length === 1 ? arrays[0] : undefined);
  }
  if (items === undefined) return undefined;
  const pos = props[position]!;
  const sz = props[size]!;
  return {
    size,
    position,
    style: position as Paging['style'],
    first: position === 'offset' ? 0 : typeof pos.default === 'number' ? pos.default : typeof pos.minimum === 'number' ? pos.minimum : 0,
    maxSize: typeof sz.maximum === 'number' ? sz.maximum : 100,
    items,
    itemsRequired: items === '' || ((data.required as string[] | undefined) ?? []).includes(items),
    ...('total' in dp ? { total: 'total' } : {}),
    ...('has_more' in dp ? { hasMore: 'has_more' } : 'hasMore' in dp ? { hasMore: 'hasMore' } : {}),
  };
}

/** A base input for the walk: a successful fixture's request on this network (paging parameters removed), else a drawn one. */
function baseInput(s: AnySurface, op: string, p: Paging, fixtures: LoadedFixture[], network: Target['network'], drawn: () => unknown): Obj {
  const ok = fixtures.find((f) => {
    if (f.surface !== s.surface.name || f.operation !== op || f.invalidRequest || !f.response || f.response.status >= 300) return false;
    const b = f.response.body as Obj | undefined;
    return !(b && typeof b === 'object' && (b.error || (typeof b.statusCode === 'number' && b.statusCode !== 200)));
  });
  let input: Obj;
  if (!ok) input = { ...((drawn() as Obj) ?? {}) };
  else if (s.kind === 'rpc') input = { ...((ok.request.body as { params?: Obj })?.params ?? {}) };
  else if (ok.request.method === 'POST') input = { ...((ok.request.body as Obj) ?? {}) };
  else input = { ...(matchRoute([s], network, ok.request.method, ok.request.path, false)?.pathParams ?? {}), ...(ok.request.query ?? {}) };
  delete input[p.size];
  delete input[p.position];
  if (p.size !== 'limit') delete input.limit;
  return input;
}

const at = (data: unknown, key: string | undefined) => (key === undefined ? undefined : key === '' ? data : (data as Obj | null)?.[key]);

/** Walks one paged operation to its end: no item twice, none skipped, the total kept. */
export async function walk(call: (input: Obj) => Promise<unknown>, base: Obj, p: Paging): Promise<Violation[] | { skip: string; skipKind: 'not-generated' }> {
  const out: Violation[] = [];
  const v = (check: string, message: string) => out.push({ kind: 'scenario', check, message });
  const first = await call(base);
  const total = typeof at(first, p.total) === 'number' ? (at(first, p.total) as number) : undefined;
  const size = Math.max(1, Math.min(p.maxSize, total !== undefined ? Math.ceil(total / 4) || 1 : 10));
  const seen = new Map<string, number>();
  let pos: number = p.style === 'offset' ? 0 : p.first;
  let ended = false;
  let pages = 0;
  for (; pages < MAX_PAGES && !ended; pages++) {
    const data = await call({ ...base, [p.size]: size, [p.position]: pos });
    const items = at(data, p.items);
    if (!Array.isArray(items)) {
      // A first answer that is no page (a documented in-band failure, or items the spec does not promise) is not walked.
      if (pages === 0 && (!p.itemsRequired || (data as Obj | null)?.ok === false))
        return {
          skip: `not walked: the first answer holds no ${p.items || 'array'} of items: ${JSON.stringify(data).slice(0, 120)}`,
          skipKind: 'not-generated',
        };
      v('generated-paging-items', `page ${pages + 1} (${p.position} ${pos}) has no ${p.items || 'array'} of items`);
      return out;
    }
    const t = at(data, p.total);
    if (total !== undefined && typeof t === 'number' && t !== total)
      v('generated-paging-total', `total changed between pages: ${total}, then ${t} on page ${pages + 1}`);
    for (const item of items) {
      const key = canonical(item);
      const before = seen.get(key);
      if (before !== undefined) v('generated-paging-duplicate', `an item of page ${before} came back on page ${pages + 1}: ${key.slice(0, 120)}`);
      else seen.set(key, pages + 1);
    }
    const more = at(data, p.hasMore);
    ended = items.length === 0 || (typeof more === 'boolean' ? !more : items.length < size) || (total !== undefined && seen.size >= total && more !== true);
    if (p.style === 'cursor') {
      const next = (data as Obj | null)?.cursor;
      if (!ended && (typeof next !== 'number' || next === pos)) {
        v('generated-paging-cursor', `has more, but the returned cursor ${String(next)} does not move on from ${pos}`);
        return out;
      }
      pos = next as number;
    } else pos = p.style === 'offset' ? pos + size : pos + 1;
  }
  if (!ended) v('generated-paging-end', `did not reach the end in ${MAX_PAGES} pages of ${size}`);
  if (total !== undefined && ended && seen.size !== total) v('generated-paging-skipped', `the pages held ${seen.size} distinct items, total says ${total}`);
  // Nothing skipped: one page large enough for everything holds exactly what the walk saw.
  if (ended && total !== undefined && total > 0 && total <= p.maxSize && p.style !== 'cursor') {
    const all = at(await call({ ...base, [p.size]: total, [p.position]: p.style === 'offset' ? 0 : p.first }), p.items);
    if (Array.isArray(all)) {
      const missed = all.map((x) => canonical(x)).filter((k) => !seen.has(k));
      if (missed.length) v('generated-paging-skipped', `${missed.length} item(s) of the whole list never came in a page, e.g. ${missed[0]!.slice(0, 120)}`);
    }
  }
  return out;
}

/** The stateful scenarios of `--generate`: every paged operation walked to its end, and the mempool stream attached from a snapshot. */
export async function runStateful(ctx: GenerateContext, opts: GenerateOptions): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  const t = ctx.target;
  for (const { s, doc, op, entry } of operationsOf(ctx)) {
    const p = pagingOf(doc, s, op);
    const id = `${ctx.network}/${s.surface.name}/${op}/generated-paging`;
    if (!p || !ctx.include(id) || (s.kind === 'rest' && s.operations[op]!.meta.admin)) continue;
    if (ctx.stopped()) return out;
    out.push(
      await generatedCase(ctx, s, op, 'generated-paging', async () => {
        if (!t.apiKey) return { skip: 'needs an API key (--api-key-env NAME)', skipKind: 'api-key' };
        const client = s.createClient(gatewayFor(t, { mode: 'path', apiKey: t.apiKey }));
        const arbs = requestArbitraries(doc, s, op, seedFor(opts.seed, `${s.surface.name}/${op}/paging`));
        const drawn = () => ('skip' in arbs ? {} : fc.sample(arbs.valid, { numRuns: 1, seed: seedFor(opts.seed, `${s.surface.name}/${op}/paging`) })[0]);
        const base = baseInput(s, op, p, ctx.fixtures, ctx.network, drawn);
        const call = async (input: Obj) => (await client[entry.client]!(input)).data;
        const walked = await walk(call, base, p);
        return Array.isArray(walked) ? { violations: walked, drift: [] } : walked;
      }),
    );
  }
  const stream = ctx.allSurfaces.find((s) => s.kind === 'stream' && s.surface.name === 'mempool-stream');
  const mempool = ctx.surfaces.find((s) => s.kind === 'rpc' && s.surface.name === 'mempool');
  const id = `${ctx.network}/mempool/mempool_snapshot/generated-stream-attach`;
  if (stream && mempool?.surface.networks.includes(ctx.network) && ctx.include(id) && !ctx.stopped())
    out.push(
      await generatedCase(ctx, mempool, 'mempool_snapshot', 'generated-stream-attach', async () => {
        if (!t.apiKey) return { skip: 'needs an API key (--api-key-env NAME)', skipKind: 'api-key' };
        return { violations: await attach(t, mempool, stream), drift: [] };
      }),
    );
  return out;
}

/** How long the attached stream is followed after the replay (the answer to a snapshot should come at once). */
const FOLLOW_MS = 1500;

/**
 * Seed 002 §Bitcoin mempool rule 2: `seq` and `instance` of mempool_snapshot attach to the change stream without a
 * gap. Subscribes with `since_seq`, then checks that every frame carrying a change continues the sequence by one.
 */
async function attach(t: Target, mempool: AnySurface, stream: AnySurface): Promise<Violation[]> {
  const client = mempool.kind === 'rpc' ? mempool.createClient(gatewayFor(t, { mode: 'path', apiKey: t.apiKey! })) : undefined;
  const snap = (await client!.mempoolSnapshot!({ limit: 1 })).data as { seq: number; instance: string };
  const url = t.wsBaseUrl + stream.surface.mounts.path!.replace('{apiKey}', encodeURIComponent(t.apiKey!));
  await paceUpgrade(t);
  if (t.wire) t.wire.sent++;
  const frames = await follow(url, { op: 'subscribe', since_seq: snap.seq }, t.timeoutMs);
  return attachViolations(snap, frames);
}

/** What is wrong with the frames of a stream attached with `since_seq` from a snapshot: another instance, a gap, a reset. */
export function attachViolations(snap: { seq: number; instance: string }, frames: Obj[]): Violation[] {
  const out: Violation[] = [];
  const v = (check: string, message: string) => out.push({ kind: 'scenario', check, message });
  const hello = frames[0];
  if (hello?.type !== 'hello')
    return [{ kind: 'scenario', check: 'generated-attach-hello', message: `the first frame is not hello: ${JSON.stringify(hello)}` }];
  if (hello.instance !== snap.instance)
    return [
      {
        kind: 'scenario',
        check: 'generated-attach-instance',
        message: `the stream's instance ${String(hello.instance)} is not the snapshot's ${snap.instance}`,
      },
    ];
  // Whether the snapshot's seq is the last change it holds or the next one is not said (seed 002 rule 1 says only that
  // seq is never reused): the first change may carry either; every later one the next number.
  let last: number | undefined;
  for (const f of frames.slice(1)) {
    if (f.type === 'reset') v('generated-attach-reset', `reset (${String(f.reason)}) instead of a replay from since_seq ${snap.seq}`);
    if (f.type === 'hello' || f.type === 'pong' || f.type === 'reset' || typeof f.seq !== 'number') continue;
    if (last === undefined) {
      if (f.seq !== snap.seq && f.seq !== snap.seq + 1)
        v(
          'generated-attach-gap',
          `the first change after since_seq ${snap.seq} has seq ${f.seq}: ${f.seq > snap.seq ? `${f.seq - snap.seq - 1} change(s) missing` : 'older than the snapshot'}`,
        );
    } else if (f.seq !== last + 1)
      v(
        'generated-attach-gap',
        `${f.type} frame seq ${f.seq} after ${last}: ${f.seq > last ? `${f.seq - last - 1} change(s) missing` : 'the sequence went back'}`,
      );
    last = f.seq;
  }
  if (typeof hello.seq === 'number' && hello.seq > snap.seq && (last ?? snap.seq) < hello.seq)
    v('generated-attach-gap', `hello says seq ${hello.seq}, the replay from since_seq ${snap.seq} stopped at ${last ?? 'nothing'}`);
  return out;
}

/** Opens the stream, sends one frame, and collects frames until the replay is done and FOLLOW_MS have passed. */
function follow(url: string, subscribe: unknown, timeoutMs: number): Promise<Obj[]> {
  const ws = new WebSocket(url);
  const frames: Obj[] = [];
  return new Promise<Obj[]>((resolve, reject) => {
    const stop = (e?: Error) => {
      clearTimeout(bound);
      ws.terminate();
      e ? reject(e) : resolve(frames);
    };
    const bound = setTimeout(() => stop(frames.length ? undefined : new Error(`no frame within ${timeoutMs} ms`)), timeoutMs);
    ws.on('unexpected-response', (_q, res) => stop(new Error(`upgrade refused with HTTP ${res.statusCode}`)));
    ws.on('error', (e) => stop(e));
    ws.on('open', () => ws.send(JSON.stringify(subscribe)));
    ws.on('message', (data) => {
      try {
        frames.push(JSON.parse(String(data)) as Obj);
      } catch {
        frames.push({ unparseable: String(data) });
      }
      if (frames.length === 1) setTimeout(() => stop(), FOLLOW_MS).unref();
      if (frames.length >= 500) stop();
    });
  });
}
