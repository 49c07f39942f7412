import { refusalOf } from '@gw/runtime';
import type { RpcSurface } from '../registry.js';
import { type JudgeAnswerOptions, judgeAnswer, readBody } from './answer.js';
import type { JudgedIssue, Judgement, RequestJudgement, WireAnswer } from './outcome.js';
import { judgeRequest } from './request.js';

/** One call of a JSON-RPC exchange (a single request, or one element of a batch). */
export interface JudgedCall {
  /** The request element as sent. */
  request: unknown;
  requestJudgement: RequestJudgement;
  /** Its answer (undefined for a notification, or when none came back for it). */
  answer?: unknown;
  /** The judge's word on the answer, for a call of a method of the spec. */
  judgement?: Judgement;
}

/** A JSON-RPC exchange judged call by call; `issues` concern the exchange as a whole (pointers into the answer body). */
export interface JudgedRpcExchange {
  calls: JudgedCall[];
  issues: JudgedIssue[];
}

const idOf = (x: unknown) => (x && typeof x === 'object' && 'id' in x ? JSON.stringify((x as { id: unknown }).id) : undefined);

/**
 * Judges a JSON-RPC exchange: a single request or a batch (JSON-RPC 2.0 §6), each answer matched to its request by
 * id and judged as its method's answer. `requestBody` is the parsed request (undefined when it was not JSON).
 */
export function judgeRpcExchange(
  s: RpcSurface,
  requestBody: unknown,
  answer: WireAnswer,
  opts: Omit<JudgeAnswerOptions, 'requestId'> & { rulesFor?: (operation: string, request: unknown) => JudgeAnswerOptions['rules'] } = {},
): JudgedRpcExchange {
  const batch = Array.isArray(requestBody);
  const requests: unknown[] = batch ? (requestBody as unknown[]) : [requestBody];
  const body = readBody(answer, 'rpc');
  // A gateway-wide refusal answers the whole exchange: each call is judged against it.
  const refused = answer.status >= 400 && refusalOf(answer.status, body.json ? body.value : undefined) !== undefined;
  const answers: unknown[] = body.json && Array.isArray(body.value) ? body.value : body.json && !batch ? [body.value] : [];
  const issues: JudgedIssue[] = [];
  // A batch the server could not read at all is answered with one error object (JSON-RPC 2.0 §6).
  const whole = !refused && batch && body.json && !Array.isArray(body.value) && requests.length > 0;
  if (whole) issues.push({ kind: 'envelope', pointer: '', keyword: 'type', message: 'a batch must be answered with an array' });
  if (!batch && body.json && Array.isArray(body.value))
    issues.push({ kind: 'envelope', pointer: '', keyword: 'type', message: 'a single request was answered with an array' });
  const byId = new Map<string, { item: unknown; at: number }>();
  answers.forEach((item, at) => {
    const id = idOf(item);
    if (id !== undefined) byId.set(id, { item, at });
  });
  const calls = requests.map((request): JudgedCall => {
    const requestJudgement = judgeRequest({ surface: s, pathParams: {} }, { method: 'POST', body: request });
    const id = idOf(request);
    const notification = !!request && typeof request === 'object' && !Array.isArray(request) && id === undefined;
    if (notification) return { request, requestJudgement };
    const found = id !== undefined ? byId.get(id) : undefined;
    const item = found ?? (!batch && answers.length === 1 && !Array.isArray(body.value) ? { item: answers[0], at: -1 } : undefined);
    if (requestJudgement.verdict === 'outside-spec' || requestJudgement.operation === undefined) return { request, requestJudgement, answer: item?.item };
    const op = requestJudgement.operation;
    if (batch && !item && !refused) {
      const issue: JudgedIssue = { kind: 'envelope', pointer: '', keyword: 'required', message: `no answer carries the call's id ${id ?? '(none)'}` };
      return { request, requestJudgement, judgement: { outcome: { kind: 'unreadable' }, issues: [issue], verdict: 'violation', drift: [], dataAt: '' } };
    }
    // Judged as the answer of its method: the HTTP status and headers are the exchange's, the body the item.
    const itemAnswer: WireAnswer = item && batch && !refused ? { ...answer, text: JSON.stringify(item.item) } : answer;
    const judgement = judgeAnswer(s, op, itemAnswer, {
      ...opts,
      requestId: (request as { id?: unknown }).id,
      rules: opts.rulesFor?.(op, request) ?? opts.rules,
    });
    const at = item && item.at >= 0 && Array.isArray(body.value) ? `/${item.at}` : '';
    return {
      request,
      requestJudgement,
      answer: item?.item,
      judgement: at ? { ...judgement, issues: judgement.issues.map((i) => ({ ...i, pointer: at + i.pointer })) } : judgement,
    };
  });
  return { calls, issues };
}
