import type { LoadedFixture, RpcSurface } from '@gw/contract';
import { type Answer, MAX_JSON_DEPTH, nestsTooDeep } from './http-util.js';

export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

/** Computed answers for surfaces whose behaviour the seeds define (cursor paging, synthetic hashes, ...). */
export type RpcBehaviour = (
  method: string,
  params: unknown,
  mountParams: Record<string, string>,
) =>
  | { result: unknown /** Extra response members, e.g. the reorg helper's `error: null`. */; members?: Record<string, unknown> }
  | { error: RpcError }
  | undefined;

type Find = (method: string, params: unknown) => LoadedFixture | undefined;

const err = (id: unknown, code: number, message: string, data?: unknown) => ({
  jsonrpc: '2.0',
  error: { code, message, ...(data !== undefined ? { data } : {}) },
  id: id ?? null,
});

function one(
  s: RpcSurface,
  req: unknown,
  find: Find,
  behaviour: RpcBehaviour | undefined,
  mountParams: Record<string, string>,
): { body: unknown; status: number } | undefined {
  if (!req || typeof req !== 'object' || Array.isArray(req)) return { body: err(null, -32600, 'Invalid Request'), status: 200 };
  const r = req as { jsonrpc?: unknown; method?: unknown; params?: unknown; id?: unknown };
  const notification = !('id' in r);
  if (r.jsonrpc !== '2.0' || typeof r.method !== 'string') return { body: err(r.id, -32600, 'Invalid Request'), status: 200 };
  // Both spellings are accepted: the seed's name and the one real clients were observed sending
  // (spec `x-gw-observed-alias`, e.g. `essentials.get_holders` for `get_holders`). Fixtures are keyed by the seed name.
  const seedName = s.methods[r.method] ? r.method : aliasOf(s, r.method);
  const entry = seedName ? s.methods[seedName] : undefined;
  const p = r.params;
  if (!entry && s.surface.passThrough) return notification ? undefined : answer(r.method, p, p, r.id, find, behaviour, mountParams);
  if (!entry) return notification ? undefined : { body: err(r.id, -32601, 'Method not found'), status: 200 };
  const { meta, validators } = entry;
  if (meta.paramStructure === 'by-name' && Array.isArray(p))
    return { body: err(r.id, -32602, 'Invalid params', { detail: 'params must be an object' }), status: 200 };
  if (meta.paramStructure === 'by-position' && p !== undefined && !Array.isArray(p))
    return { body: err(r.id, -32602, 'Invalid params', { detail: 'params must be an array' }), status: 200 };
  const value = p ?? (meta.paramStructure === 'by-name' ? {} : []);
  if (validators.params && !validators.params(value)) {
    const detail = (validators.params.errors ?? []).map((e) => `${e.instancePath || '(params)'} ${e.message}`).join('; ');
    return { body: err(r.id, -32602, 'Invalid params', { detail }), status: 200 };
  }
  if (notification) return undefined;
  return answer(seedName!, p, value, r.id, find, behaviour, mountParams);
}

/** The seed name of a method called by its observed spelling, if any. */
function aliasOf(s: RpcSurface, wire: string): string | undefined {
  for (const [name, m] of Object.entries(s.methods)) if ((m.meta as { observedAlias?: string }).observedAlias === wire) return name;
  return undefined;
}

/** A recorded exchange first, then the surface's computed behaviour, else -32603. */
function answer(method: string, p: unknown, value: unknown, id: unknown, find: Find, behaviour: RpcBehaviour | undefined, mountParams: Record<string, string>) {
  const fixture = find(method, p);
  if (fixture?.response) {
    const body = fixture.response.body as Record<string, unknown>;
    return { body: { ...body, id }, status: fixture.response.status };
  }
  const computed = behaviour?.(method, value, mountParams);
  if (computed && 'result' in computed) return { body: { jsonrpc: '2.0', result: computed.result, ...(computed.members ?? {}), id }, status: 200 };
  if (computed) return { body: err(id, computed.error.code, computed.error.message, computed.error.data), status: 200 };
  return { body: err(id, -32603, 'Internal error', { detail: 'no recorded exchange matches this request (local gateway)' }), status: 200 };
}

/** The most requests one JSON-RPC batch may hold; a larger batch is refused whole with -32600. */
export const MAX_BATCH = 1000;

/** JSON-RPC 2.0 over one HTTP POST: single or batch; the caller's id is echoed, never matched. */
export function answerRpc(s: RpcSurface, raw: Buffer, find: Find, behaviour: RpcBehaviour | undefined, mountParams: Record<string, string>): Answer {
  const text = raw.toString('utf8');
  if (nestsTooDeep(text)) {
    return { status: 200, body: err(null, -32600, 'Invalid Request', { detail: `JSON nested deeper than ${MAX_JSON_DEPTH} levels: flatten it` }) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { status: 200, body: err(null, -32700, 'Parse error') };
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return { status: 200, body: err(null, -32600, 'Invalid Request') };
    if (parsed.length > MAX_BATCH) {
      return { status: 200, body: err(null, -32600, 'Invalid Request', { detail: `batch of ${parsed.length} requests is over ${MAX_BATCH}: split it` }) };
    }
    const out = parsed.map((req) => one(s, req, find, behaviour, mountParams)).filter((x) => x !== undefined);
    return out.length ? { status: 200, body: out.map((x) => x.body) } : { status: 204, body: undefined };
  }
  const single = one(s, parsed, find, behaviour, mountParams);
  return single ? { status: single.status, body: single.body } : { status: 204, body: undefined };
}
