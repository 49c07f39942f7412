import { restInputIssues, rpcParamsIssues, type SchemaIssue } from '@gw/runtime';
import type { RpcSurface } from '../registry.js';
import type { RouteMatch } from '../route.js';
import type { JudgedIssue, RequestJudgement, WireRequest } from './outcome.js';

const schema = (issues: SchemaIssue[], prefix: string): JudgedIssue[] =>
  issues.map((i) => ({ kind: 'schema', pointer: `${prefix}${i.field}`, keyword: i.keyword, message: i.message }));

/** The seed name of a JSON-RPC method called by its seed name or by its observed spelling (`x-gw-observed-alias`). */
export function rpcMethodName(s: RpcSurface, wire: string): string | undefined {
  if (Object.hasOwn(s.methods, wire)) return wire;
  for (const [name, m] of Object.entries(s.methods)) if (m.meta.observedAlias === wire) return name;
  return undefined;
}

/**
 * Judges one request on the route it took: valid, invalid (with pointers into what it sent), or not an operation of
 * the spec. REST input is the JSON body, or the path and query parameters by name; a JSON-RPC request is one
 * envelope (the caller splits a batch).
 */
export function judgeRequest(route: Pick<RouteMatch, 'surface' | 'operation' | 'pathParams'>, request: WireRequest): RequestJudgement {
  const s = route.surface;
  if (s.kind === 'stream') return { verdict: 'outside-spec', operation: undefined, reason: 'a stream is judged frame by frame', passThrough: false };
  if (s.kind === 'rest') {
    const op = route.operation === undefined ? undefined : s.operations[route.operation];
    if (!op) return { verdict: 'outside-spec', operation: route.operation, reason: `not an operation of ${s.surface.name}`, passThrough: false };
    const input = op.meta.body ? request.body : { ...route.pathParams, ...(request.query ?? {}) };
    const issues = schema(restInputIssues(op.meta, op.validators, input), '');
    return issues.length ? { verdict: 'invalid', operation: op.meta.name, issues } : { verdict: 'valid', operation: op.meta.name };
  }
  if (request.method !== 'POST')
    return { verdict: 'outside-spec', operation: undefined, reason: `a JSON-RPC endpoint takes POST, not ${request.method}`, passThrough: false };
  return judgeRpcEnvelope(s, request.body);
}

function judgeRpcEnvelope(s: RpcSurface, body: unknown): RequestJudgement {
  const bad = (pointer: string, keyword: string, message: string, operation?: string): RequestJudgement => ({
    verdict: 'invalid',
    operation,
    issues: [{ kind: 'envelope', pointer, keyword, message }],
  });
  if (!body || typeof body !== 'object' || Array.isArray(body)) return bad('', 'type', 'is not a JSON-RPC request object');
  const r = body as { jsonrpc?: unknown; method?: unknown; params?: unknown };
  if (typeof r.method !== 'string') return bad('/method', 'type', 'must be a string');
  if (r.jsonrpc !== '2.0') return bad('/jsonrpc', 'const', 'must be "2.0"', r.method);
  const name = rpcMethodName(s, r.method);
  if (name === undefined)
    return { verdict: 'outside-spec', operation: r.method, reason: `not a method of ${s.surface.name}`, passThrough: s.surface.passThrough === true };
  const m = s.methods[name]!;
  const issues = schema(rpcParamsIssues(m.meta, m.validators, r.params), '/params');
  return issues.length ? { verdict: 'invalid', operation: name, issues } : { verdict: 'valid', operation: name };
}
