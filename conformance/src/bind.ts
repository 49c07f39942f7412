import type { Auth } from '@gw/runtime';
import { type AnySurface, type LoadedFixture, matchRoute, requestBodyOf } from '@gw/contract';
import type { CaseFile } from './case.js';
import { gatewayFor, type Target } from './target.js';

type Obj = Record<string, unknown>;

/** A fixture whose subject was taken from the target, and the values it was given (pointer into the input → value). */
export interface Bound {
  fixture: LoadedFixture;
  bound: Record<string, unknown>;
}

/** A JSON pointer's reference token, unescaped. */
const token = (p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~');

/** The value at a JSON pointer ('' is the whole value). */
function at(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  return pointer
    .slice(1)
    .split('/')
    .map(token)
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Obj)[k] : undefined), value);
}

/** The client-side input of a recorded request: JSON body, merged path/query params, or JSON-RPC params. */
export function inputOf(s: AnySurface, f: LoadedFixture, network: Target['network']) {
  const route = matchRoute([s], network, f.request.method, f.request.path, false);
  if (!route) throw new Error(`${f.file}: path ${f.request.path} does not route to ${s.surface.name}`);
  if (s.kind === 'rpc') return { input: (f.request.body as { params?: unknown })?.params, mountParams: route.mountParams };
  if (f.request.method === 'POST') return { input: requestBodyOf(f.request), mountParams: route.mountParams };
  return { input: { ...route.pathParams, ...(f.request.query ?? {}) }, mountParams: route.mountParams };
}

/**
 * Binds a fixture's subject from a live target (a resident txid, a holder, the module's latest block): each binding
 * of the case asks the target with one call of the surface's generated client and puts a value it lists into the
 * request: the recorded one while the target still lists it, else the first. The fixtures target keeps the recorded
 * request. A target that holds no subject fails the case: the returned string says so (never a skip).
 */
export async function bindFixture(t: Target, s: AnySurface, f: LoadedFixture, c: CaseFile | undefined, auth: Auth): Promise<Bound | string> {
  const bindings = c?.bind?.[f.case];
  if (t.kind !== 'live' || !bindings?.length) return { fixture: f, bound: {} };
  if (s.kind === 'stream') throw new Error('stream fixture in bindFixture');
  const client = s.createClient(gatewayFor(t, auth)) as Record<string, (input: unknown) => Promise<{ data: unknown }>>;
  const bound: Record<string, unknown> = {};
  for (const b of bindings) {
    const entry = s.kind === 'rest' ? s.operations[b.from.operation] : s.methods[b.from.operation];
    if (!entry) throw new Error(`${f.file}: binding ${b.into} asks ${b.from.operation}, not in the ${s.surface.name} spec`);
    let listed: unknown;
    try {
      listed = at((await client[entry.client]!(structuredClone(b.from.input))).data, b.list);
    } catch (e) {
      return `the target holds no ${b.subject} to bind: ${b.from.operation} failed (${(e as Error).message})`;
    }
    const values = (Array.isArray(listed) ? listed : [listed])
      .map((item) => (b.field === undefined ? item : item && typeof item === 'object' ? (item as Obj)[b.field] : undefined))
      .filter((v) => v !== undefined && v !== null && v !== '');
    if (!values.length) return `the target holds no ${b.subject} to bind: ${b.from.operation} listed none at ${b.list || '(root)'}`;
    const recorded = at(inputOf(s, f, t.network).input, b.into);
    const value = values.find((v) => String(v).toLowerCase() === String(recorded).toLowerCase()) ?? values[0];
    bound[b.into] = value;
  }
  return { fixture: withInput(s, f, t.network, bound), bound };
}

/** The fixture with its request's input changed at the bound keys (JSON-RPC params, REST body, query or path). */
function withInput(s: AnySurface, f: LoadedFixture, network: Target['network'], bound: Record<string, unknown>): LoadedFixture {
  const request = structuredClone(f.request);
  const body = request.body as Obj | undefined;
  for (const [into, value] of Object.entries(bound)) {
    const k = token(into.slice(1));
    if (s.kind === 'rpc') (body!.params as Obj)[k] = value;
    else if (request.method === 'POST') (body as Obj)[k] = value;
    else if (request.query && k in request.query) request.query[k] = String(value);
    else {
      const old = matchRoute([s], network, f.request.method, f.request.path, false)?.pathParams[k];
      if (old === undefined) throw new Error(`${f.file}: binding ${into} names no query or path parameter`);
      request.path = request.path.replace(`/${encodeURIComponent(old)}`, `/${encodeURIComponent(String(value))}`);
    }
  }
  return { ...f, request };
}
