import { checkResponseHeaders, type RestSurface, type RouteMatch, type RpcSurface } from '@gw/contract';
import type { Validator } from '@gw/runtime';
import { issuesOf } from './issues.js';
import { checkView } from './check-view.js';
import type { Violation } from './violations.js';

/** The gateway-wide refusals (401, 403, 429, 503) are the clients' concern, not an operation's schema. */
const GATEWAY_WIDE = new Set([401, 403, 429, 503]);

export interface HttpExchange {
  route: RouteMatch;
  /** The request path with its query (the key, if in the path, is only read to route). */
  path: string;
  status: number;
  contentType: string;
  requestText: string;
  responseText: string;
  /** The answer's headers (lower-case names), checked against the spec with the suite's check. */
  headers?: Record<string, string>;
}

/** One checked operation of an exchange (a batch has several): what recording needs. */
export interface Checked {
  operation: string;
  /** The request breaks the spec (the answer is then the documented refusal): recorded as `invalidRequest`. */
  invalidRequest?: boolean;
  request?: unknown;
  response?: unknown;
}

const issues = (v: Validator, value: unknown, prefix = '') =>
  v(value) ? [] : issuesOf(v).map((i) => ({ pointer: `${prefix}${i.field}`, message: i.message }));

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Checks a REST answer against the operation's response schema for its status. */
function checkRest(s: RestSurface, x: HttpExchange, out: Violation[]): Checked[] {
  const operation = x.route.operation!;
  const op = s.operations[operation]!;
  const base = { surface: s.surface.name, operation, status: x.status };
  const isText = x.contentType.startsWith('text/');
  const parsed = isText ? { ok: true as const, value: x.responseText } : parse(x.responseText);
  const request = x.requestText ? parse(x.requestText) : { ok: false as const };
  const url = new URL(x.path, 'http://127.0.0.1');
  const input = op.meta.body ? (request.ok ? request.value : {}) : { ...x.route.pathParams, ...Object.fromEntries(url.searchParams) };
  const invalidRequest = op.validators.input && !(op.meta.body === 'json-or-binary' && !request.ok) ? !op.validators.input(input) : false;
  const checked = {
    operation,
    ...(invalidRequest ? { invalidRequest } : {}),
    ...(request.ok ? { request: request.value } : {}),
    ...(parsed.ok ? { response: parsed.value } : {}),
  };
  if (GATEWAY_WIDE.has(x.status)) return [checked];
  if (!parsed.ok) {
    out.push({ ...base, pointer: '', message: `the answer is not JSON (content-type ${x.contentType || 'none'})` });
    return [checked];
  }
  const status = String(x.status);
  const v = op.validators.responses[status] ?? op.validators.responses[`${status[0]}XX`] ?? op.validators.responses.default;
  if (!v) out.push({ ...base, pointer: '', message: `HTTP ${status} is not a response the spec declares` });
  else for (const i of issues(v, parsed.value)) out.push({ ...base, ...i });
  return [checked];
}

interface RpcRequest {
  method?: unknown;
  params?: unknown;
  id?: unknown;
}

/** Checks a JSON-RPC answer (single or batch): the envelope, and each result against its method's result schema. */
function checkRpc(s: RpcSurface, x: HttpExchange, out: Violation[]): Checked[] {
  const req = parse(x.requestText);
  const requests: RpcRequest[] = req.ok ? (Array.isArray(req.value) ? req.value : [req.value]).filter((r) => r && typeof r === 'object') : [];
  const byId = new Map(requests.filter((r) => 'id' in r).map((r) => [JSON.stringify(r.id), r]));
  const single = requests.length === 1 && !(req.ok && Array.isArray(req.value)) ? requests[0] : undefined;
  const nameOf = (r: RpcRequest | undefined) => (typeof r?.method === 'string' ? r.method : '(unknown method)');
  const base = (operation: string) => ({ surface: s.surface.name, operation, status: x.status });
  if (GATEWAY_WIDE.has(x.status) || x.status === 204) return requests.map((r) => ({ operation: nameOf(r), request: r }));
  const res = parse(x.responseText);
  if (!res.ok) {
    out.push({ ...base(single ? nameOf(single) : 'batch'), pointer: '', message: 'the answer is not JSON' });
    return [];
  }
  const answers = Array.isArray(res.value) ? res.value : [res.value];
  if (req.ok && Array.isArray(req.value) !== Array.isArray(res.value) && requests.length > 0)
    out.push({
      ...base('batch'),
      pointer: '',
      message: Array.isArray(req.value) ? 'a batch must be answered with an array' : 'a single request was answered with an array',
    });
  const checked: Checked[] = [];
  answers.forEach((a, n) => {
    const at = Array.isArray(res.value) ? `/${n}` : '';
    const r = a && typeof a === 'object' ? (a as Record<string, unknown>) : undefined;
    const request = r && 'id' in r ? (byId.get(JSON.stringify(r.id)) ?? single) : single;
    const operation = nameOf(request);
    checked.push({ operation, ...(invalidParams(s, request) ? { invalidRequest: true } : {}), ...(request ? { request } : {}), response: a });
    if (r?.jsonrpc !== '2.0' || !('id' in r)) {
      out.push({ ...base(operation), pointer: at, message: 'is not a JSON-RPC 2.0 response (jsonrpc "2.0" and id required)' });
      return;
    }
    if (r.error !== undefined && r.error !== null) {
      const e = r.error as Record<string, unknown>;
      if (typeof e.code !== 'number' || typeof e.message !== 'string')
        out.push({ ...base(operation), pointer: `${at}/error`, message: 'must be {code: integer, message: string}' });
      return;
    }
    if (!('result' in r)) {
      out.push({ ...base(operation), pointer: at, message: 'has neither result nor error' });
      return;
    }
    const m = s.methods[operation] ?? Object.values(s.methods).find((x) => (x.meta as { observedAlias?: string }).observedAlias === operation);
    if (!m) return; // a method the spec does not list (pass-through surfaces): nothing to check it against
    if (m.validators.result) for (const i of issues(m.validators.result, r.result, `${at}/result`)) out.push({ ...base(operation), ...i });
    if (operation === 'metashrew_view' && s.surface.name === 'btcusd')
      for (const v of checkView(request?.params, r.result)) out.push({ ...base(`metashrew_view ${v.view}`), pointer: `${at}/result`, message: v.message });
  });
  return checked;
}

/** The request breaks its method's params schema or structure (by-name vs by-position). */
function invalidParams(s: RpcSurface, r: RpcRequest | undefined): boolean {
  const m = typeof r?.method === 'string' ? s.methods[r.method] : undefined;
  if (!m) return false;
  const p = r?.params;
  if (m.meta.paramStructure === 'by-name' && Array.isArray(p)) return true;
  if (m.meta.paramStructure === 'by-position' && p !== undefined && !Array.isArray(p)) return true;
  return m.validators.params ? !m.validators.params(p ?? (m.meta.paramStructure === 'by-name' ? {} : [])) : false;
}

/** Checks one HTTP exchange against the spec of the route it took; violations are appended to `out`. */
export function checkHttp(x: HttpExchange, out: Violation[]): Checked[] {
  const s = x.route.surface;
  const checked = s.kind === 'rest' ? checkRest(s, x, out) : s.kind === 'rpc' ? checkRpc(s, x, out) : [];
  const operation = checked[0]?.operation;
  if (x.headers && operation && s.kind !== 'stream')
    for (const i of checkResponseHeaders(s, operation, x.status, x.headers).issues)
      out.push({ surface: s.surface.name, operation, status: x.status, pointer: '', message: `response header ${i.message}` });
  return checked;
}
