import { judgeRequest, type LoadedFixture, type RpcSurface } from '@gw/contract';
import { rpcParamsOrEmpty } from '@gw/runtime';
import type { BoundedMap } from './bounded-map.js';
import { callKey, type Recorded } from './answer-cache.js';
import { type Answer, MAX_JSON_DEPTH, nestsTooDeep, type Source } from './http-util.js';
import { recordedRpcText } from './recorded-rpc.js';
import { advice } from './rest-handler.js';

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

/** How one call is answered past validation: its fixture, and what answers when none records it. */
export interface RpcLookup {
  find(method: string, params: unknown): LoadedFixture | undefined;
  /** A spec-drawn result for the call, or undefined when the spec does not describe the method. */
  synthesize?(method: string, params: unknown): { result: unknown } | undefined;
  /** No synthesis: a call neither recorded nor computed gets the documented "not recorded" error. */
  strictReplay: boolean;
  /** Calls of this route and auth mode (`scope`) already judged and answered by a recording (answer-cache.ts). */
  decided?: { calls: BoundedMap<string, Recorded>; scope: string };
}

/**
 * One answer; `json`: its text when already serialized (a recorded answer with the caller's id spliced in);
 * `recorded`: the recorded exchange it replays.
 */
type Out = { body: unknown; status: number; source: Source; json?: string; recorded?: Recorded };

const replay = (r: Recorded, id: unknown): Out => ({ body: r.body, json: recordedRpcText(r, id), status: r.status, source: 'recorded', recorded: r });

const err = (id: unknown, code: number, message: string, data?: unknown) => ({
  jsonrpc: '2.0',
  error: { code, message, ...(data !== undefined ? { data } : {}) },
  id: id ?? null,
});

/** One call: judged first (-32600 for a broken envelope, -32601 for a method outside the spec, -32602 for params), then answered. */
function one(s: RpcSurface, req: unknown, lookup: RpcLookup, behaviour: RpcBehaviour | undefined, mountParams: Record<string, string>): Out | undefined {
  const refuse = (id: unknown, code: number, message: string, data?: unknown): Out => ({ body: err(id, code, message, data), status: 200, source: 'computed' });
  const r = (req && typeof req === 'object' && !Array.isArray(req) ? req : {}) as { jsonrpc?: unknown; params?: unknown; id?: unknown; method?: unknown };
  const notification = !('id' in r);
  // A call (not a notification) whose method and params were judged and answered by a recording before on this
  // route and auth mode: the judge reads nothing else of a call past its `jsonrpc` and `method`.
  const decided = lookup.decided;
  const key = decided && !notification && r.jsonrpc === '2.0' && typeof r.method === 'string' ? callKey(decided.scope, r.method, r.params) : undefined;
  const hit = key === undefined ? undefined : decided!.calls.get(key);
  if (hit) return replay(hit, r.id);
  const judged = judgeRequest({ surface: s, pathParams: {} }, { method: 'POST', body: req });
  if (judged.verdict === 'invalid' && judged.issues.some((i) => i.kind === 'envelope')) return refuse(r.id, -32600, 'Invalid Request');
  let out: Out;
  // Both spellings are accepted: the seed's name and the one real clients were observed sending
  // (spec `x-gw-observed-alias`, e.g. `essentials.get_holders` for `get_holders`). Fixtures are keyed by the seed name.
  if (judged.verdict === 'outside-spec') {
    if (notification) return undefined;
    if (!judged.passThrough) return refuse(r.id, -32601, 'Method not found');
    out = answer(r.method as string, r.params, r.params, r.id, lookup, behaviour, mountParams);
  } else if (judged.verdict === 'invalid') {
    const detail = judged.issues.map((i) => `${i.pointer.slice('/params'.length) || '(params)'} ${i.message}`).join('; ');
    return refuse(r.id, -32602, 'Invalid params', { detail });
  } else {
    if (notification) return undefined;
    const method = s.methods[judged.operation]!.meta;
    out = answer(judged.operation, r.params, rpcParamsOrEmpty(method, r.params), r.id, lookup, behaviour, mountParams);
  }
  if (key !== undefined && out.recorded) decided!.calls.set(key, out.recorded);
  return out;
}

/** The code and message of the documented "not recorded" error (strict replay, or nothing to synthesize from). */
export const NOT_RECORDED = { code: -32603, message: 'Not recorded' } as const;

/** A recorded exchange first, then the surface's computed behaviour, then (unless strict replay) a result synthesized from the spec. */
function answer(
  method: string,
  p: unknown,
  value: unknown,
  id: unknown,
  lookup: RpcLookup,
  behaviour: RpcBehaviour | undefined,
  mountParams: Record<string, string>,
): Out {
  const fixture = lookup.find(method, p);
  if (fixture?.response) return replay(fixture.response, id);
  const notRecorded = (why: string): Out => ({
    body: err(id, NOT_RECORDED.code, NOT_RECORDED.message, {
      detail: `no fixture matches this call (local gateway, ${why}); ${advice(why)}`,
    }),
    status: 200,
    source: 'computed',
  });
  const computed = behaviour?.(method, value, mountParams);
  if (computed && 'result' in computed)
    return { body: { jsonrpc: '2.0', result: computed.result, ...(computed.members ?? {}), id }, status: 200, source: 'computed' };
  if (computed) return { body: err(id, computed.error.code, computed.error.message, computed.error.data), status: 200, source: 'computed' };
  if (lookup.strictReplay) return notRecorded('strict replay');
  const synthesized = lookup.synthesize?.(method, p);
  if (synthesized) return { body: { jsonrpc: '2.0', result: synthesized.result, id }, status: 200, source: 'synthesized' };
  return notRecorded('the spec does not describe this method');
}

/** The most requests one JSON-RPC batch may hold; a larger batch is refused whole with -32600. */
export const MAX_BATCH = 1000;

/** JSON-RPC 2.0 over one HTTP POST: single or batch; the caller's id is echoed, never matched. */
export function answerRpc(s: RpcSurface, raw: Buffer, lookup: RpcLookup, behaviour: RpcBehaviour | undefined, mountParams: Record<string, string>): Answer {
  const text = raw.toString('utf8');
  if (nestsTooDeep(text)) {
    return {
      status: 200,
      source: 'computed',
      body: err(null, -32600, 'Invalid Request', { detail: `JSON nested deeper than ${MAX_JSON_DEPTH} levels: flatten it` }),
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { status: 200, source: 'computed', body: err(null, -32700, 'Parse error') };
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return { status: 200, source: 'computed', body: err(null, -32600, 'Invalid Request') };
    if (parsed.length > MAX_BATCH) {
      return {
        status: 200,
        source: 'computed',
        body: err(null, -32600, 'Invalid Request', { detail: `batch of ${parsed.length} requests is over ${MAX_BATCH}: split it` }),
      };
    }
    // A batch names each answer's source, in answer order (notifications have none).
    const sources: string[] = [];
    const bodies: unknown[] = [];
    const texts: string[] = [];
    for (const req of parsed) {
      const x = one(s, req, lookup, behaviour, mountParams);
      if (x === undefined) continue;
      sources.push(x.source);
      bodies.push(x.body);
      texts.push(x.json ?? JSON.stringify(x.body));
    }
    return bodies.length
      ? { status: 200, source: sources.join(', '), body: bodies, json: `[${texts.join(',')}]` }
      : { status: 204, source: 'computed', body: undefined };
  }
  const single = one(s, parsed, lookup, behaviour, mountParams);
  return single
    ? { status: single.status, source: single.source, body: single.body, ...(single.json !== undefined ? { json: single.json } : {}) }
    : { status: 204, source: 'computed', body: undefined };
}
