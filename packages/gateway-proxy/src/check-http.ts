import {
  checkResponseHeaders,
  type JudgedIssue,
  type Judgement,
  judgeAnswer,
  judgeRequest,
  judgeRpcExchange,
  type RequestJudgement,
  type RestSurface,
  type RouteMatch,
  type RpcSurface,
  type SeedRules,
  type WireAnswer,
} from '@gw/contract';
import { checkView } from './check-view.js';
import type { Violation } from './violations.js';

export interface HttpExchange {
  route: RouteMatch;
  method: string;
  /** The request path with its query (the key, if in the path, is only read to route). */
  path: string;
  /** The request's content type and body as sent. */
  requestContentType: string;
  requestBody: Buffer;
  status: number;
  /** Response headers, names lower-case. */
  responseHeaders: Record<string, string>;
  responseText: string;
}

/** One call of an exchange (a batch has several), as judged: what reporting and recording need. */
export interface Checked {
  /** The wire name: REST route or JSON-RPC method ('(unknown method)' when none can be read). */
  operation: string;
  /** Not an operation of the spec (why); such a call is reported as such, never checked nor recorded. */
  outsideSpec?: string;
  /** The request breaks the spec (the answer is then the documented refusal): recorded as `invalidRequest`. */
  invalidRequest?: boolean;
  /**
   * The call cannot be written as a fixture: its body is not JSON, or its JSON-RPC envelope is broken (a fixture
   * holds an operation's input; the clients that replay it build the envelope themselves).
   */
  unrecordable?: boolean;
  /** The request body: parsed JSON, or the bytes of a binary body. */
  request?: unknown;
  /** The answer body of this call (parsed JSON, or the text of a text answer). */
  response?: unknown;
  judgement?: Judgement;
}

/** The request body as sent: JSON (undefined when it does not parse), or bytes for an operation that takes binary. */
function decodeBody(x: HttpExchange, binaryOk: boolean): { value: unknown } | { notJson: true } {
  if (x.requestBody.length === 0) return { value: undefined };
  if (binaryOk && !/json/i.test(x.requestContentType)) return { value: new Uint8Array(x.requestBody) };
  try {
    return { value: JSON.parse(x.requestBody.toString('utf8')) };
  } catch {
    return { notJson: true };
  }
}

const answerOf = (x: HttpExchange): WireAnswer => ({ status: x.status, headers: x.responseHeaders, text: x.responseText });

/** Request issues and answer issues of one call as violations; a view's issue names the view (`metashrew_view getprice`). */
function report(surface: string, operation: string, status: number, request: RequestJudgement | undefined, j: Judgement | undefined, out: Violation[]) {
  const v = (side: 'request' | 'response', i: JudgedIssue): Violation => ({
    surface,
    operation: i.check?.startsWith('view ') ? `${operation} ${i.check.slice('view '.length)}` : operation,
    side,
    status,
    pointer: i.pointer,
    message: i.message,
  });
  if (request?.verdict === 'invalid') for (const i of request.issues) out.push(v('request', i));
  for (const i of j?.issues ?? []) out.push(v('response', i));
}

const brokenEnvelope = (r: RequestJudgement) => r.verdict === 'invalid' && r.issues.some((i) => i.kind === 'envelope');

/** Judges a REST exchange: its request, then its answer. */
function checkRest(s: RestSurface, x: HttpExchange, out: Violation[]): Checked[] {
  const operation = x.route.operation!;
  const op = s.operations[operation]!;
  const url = new URL(x.path, 'http://127.0.0.1');
  const body = op.meta.body ? decodeBody(x, op.meta.body === 'json-or-binary') : { value: undefined };
  const request: RequestJudgement =
    'notJson' in body
      ? { verdict: 'invalid', operation, issues: [{ kind: 'envelope', pointer: '', keyword: 'json', message: 'the request body is not JSON' }] }
      : judgeRequest(x.route, { method: x.method, query: Object.fromEntries(url.searchParams), body: body.value });
  const judgement = judgeAnswer(s, operation, answerOf(x));
  report(s.surface.name, operation, x.status, request, judgement, out);
  const response = judgement.outcome.kind === 'http-error' && judgement.issues.some((i) => i.keyword === 'json') ? x.responseText : parsed(x);
  return [
    {
      operation,
      ...(request.verdict === 'invalid' ? { invalidRequest: true } : {}),
      ...(brokenEnvelope(request) ? { unrecordable: true } : {}),
      ...('value' in body && body.value !== undefined ? { request: body.value } : {}),
      response,
      judgement,
    },
  ];
}

/** The answer body: JSON, or the text (a text answer, or one that is not JSON). */
function parsed(x: HttpExchange): unknown {
  try {
    return (x.responseHeaders['content-type'] ?? '').startsWith('text/') ? x.responseText : JSON.parse(x.responseText);
  } catch {
    return x.responseText;
  }
}

/** BTC/USD protobuf views: a `metashrew_view` result must decode as the message of the view it names (the proxy's seed rule). */
const viewRules =
  (s: RpcSurface) =>
  (operation: string, request: unknown): SeedRules | undefined =>
    s.surface.name === 'btcusd' && operation === 'metashrew_view'
      ? (result) => checkView((request as { params?: unknown } | undefined)?.params, result).map((v) => ({ check: `view ${v.view}`, message: v.message }))
      : undefined;

/** Judges a JSON-RPC exchange (single or batch) call by call. */
function checkRpc(s: RpcSurface, x: HttpExchange, out: Violation[]): Checked[] {
  const name = s.surface.name;
  if (x.method !== 'POST') {
    const j = judgeRequest(x.route, { method: x.method });
    return [{ operation: `${x.method} request`, outsideSpec: j.verdict === 'outside-spec' ? j.reason : 'not a JSON-RPC call' }];
  }
  const body = decodeBody(x, false);
  const judged = judgeRpcExchange(s, 'notJson' in body ? undefined : body.value, answerOf(x), { rulesFor: viewRules(s) });
  for (const i of judged.issues) out.push({ surface: name, operation: 'batch', side: 'response', status: x.status, pointer: i.pointer, message: i.message });
  return judged.calls.map((c): Checked => {
    const r = c.requestJudgement;
    const operation = r.operation ?? '(unknown method)';
    if (r.verdict === 'outside-spec') return { operation, outsideSpec: r.passThrough ? `${r.reason}: passed through to the node` : r.reason };
    report(name, operation, x.status, r, c.judgement, out);
    return {
      operation,
      ...(r.verdict === 'invalid' ? { invalidRequest: true } : {}),
      ...(brokenEnvelope(r) ? { unrecordable: true } : {}),
      ...(c.request !== undefined ? { request: c.request } : {}),
      ...(c.answer !== undefined ? { response: c.answer } : {}),
      ...(c.judgement ? { judgement: c.judgement } : {}),
    };
  });
}

/** Judges one HTTP exchange on the route it took; violations (request and answer) are appended to `out`. */
export function checkHttp(x: HttpExchange, out: Violation[]): Checked[] {
  const s = x.route.surface;
  const checked = s.kind === 'rest' ? checkRest(s, x, out) : s.kind === 'rpc' ? checkRpc(s, x, out) : [];
  const operation = checked[0]?.operation;
  // Response headers, with the suite's check (@gw/contract's checkResponseHeaders).
  if (operation && s.kind !== 'stream')
    for (const i of checkResponseHeaders(s, operation, x.status, x.responseHeaders).issues)
      out.push({ surface: s.surface.name, operation, status: x.status, pointer: '', message: `response header ${i.message}` });
  return checked;
}
