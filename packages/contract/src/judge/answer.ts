import {
  type DriftRule,
  readRest,
  readRpcResponse,
  refusalOf,
  restResponseValidator,
  rpcAnswersId,
  type SchemaIssue,
  schemaIssues,
  type Validator,
} from '@gw/runtime';
import type { AnySurface, RestSurface, RpcSurface } from '../registry.js';
import { explainJudged } from './explain.js';
import type { JudgedIssue, Judgement, Outcome, SeedRules, WireAnswer } from './outcome.js';

export interface JudgeAnswerOptions {
  /** JSON-RPC: the id the request carried; an answer with another id cannot be matched to it. */
  requestId?: unknown;
  /** Seed rules of the operation, run on the data of a successful answer. */
  rules?: SeedRules;
  /** Drift register entries (shapes compiled); the judge picks those of the surface and operation. */
  drift?: readonly DriftRule[];
}

/** A body as read: the text of a text answer, else the parsed JSON (`json: false`: it did not parse; `value` is the text). */
export interface ReadBody {
  isText: boolean;
  json: boolean;
  value: unknown;
}

const contentTypeOf = (a: WireAnswer) => a.headers?.['content-type'] ?? '';

/**
 * Reads an answer's body: a REST answer with a `text/*` content type keeps the text, anything else must be JSON (a
 * JSON-RPC answer is JSON whatever its content type says, as the clients read it).
 */
export function readBody(a: WireAnswer, kind: 'rest' | 'rpc' = 'rest'): ReadBody {
  if (kind === 'rest' && contentTypeOf(a).startsWith('text/')) return { isText: true, json: false, value: a.text };
  try {
    return { isText: false, json: true, value: JSON.parse(a.text) };
  } catch {
    return { isText: false, json: false, value: a.text };
  }
}

const envelopeIssue = (pointer: string, keyword: string, message: string): JudgedIssue => ({ kind: 'envelope', pointer, keyword, message });
const fromSchema = (issues: SchemaIssue[], prefix = ''): JudgedIssue[] =>
  issues.map((i) => ({ kind: 'schema', pointer: `${prefix}${i.field}`, keyword: i.keyword, message: i.message }));

/** The validator a REST or JSON-RPC answer body is checked with (pointers into the body), for the drift matcher's re-check. */
export function answerValidator(
  s: AnySurface,
  operation: string,
  status: number,
  body: unknown,
  isText: boolean,
): ((body: unknown) => SchemaIssue[]) | undefined {
  if (s.kind === 'rest') {
    const op = s.operations[operation];
    const v = op && restResponseValidator(op.meta, op.validators, status, body, isText);
    return v ? (b) => schemaIssues(v, b) : undefined;
  }
  if (s.kind === 'rpc') {
    const v: Validator | undefined = s.methods[operation]?.validators.result;
    return v ? (b) => schemaIssues(v, (b as { result?: unknown } | null)?.result).map((i) => ({ ...i, field: `/result${i.field}` })) : undefined;
  }
  return undefined;
}

/**
 * Judges one answer of one operation: what it says (its outcome) and where it breaks the spec, the seed rules and
 * the envelope (its issues), each issue with the drift register entry that explains it, if any.
 */
export function judgeAnswer(s: AnySurface, operation: string, answer: WireAnswer, opts: JudgeAnswerOptions = {}): Judgement {
  if (s.kind === 'stream') throw new Error(`${s.surface.name} is a stream: judge its frames`);
  const body = readBody(answer, s.kind);
  const read = s.kind === 'rest' ? readRestAnswer(s, operation, answer, body) : readRpcAnswer(s, operation, answer, body, opts);
  const issues = [...read.issues];
  if (read.outcome.kind === 'success' && opts.rules) {
    for (const r of opts.rules(read.outcome.data))
      issues.push({ kind: 'rule', pointer: read.dataAt + (r.pointer ?? ''), keyword: 'rule', check: r.check, message: r.message });
  }
  const seen = { status: answer.status, contentType: contentTypeOf(answer), body: body.value };
  const explained = explainJudged(s, operation, seen, issues, opts.drift ?? []);
  const drift = [...new Set(explained.flatMap((i) => (i.explainedBy ? [i.explainedBy] : [])))];
  const verdict = explained.length === 0 ? 'pass' : explained.every((i) => i.explainedBy) ? 'drift' : 'violation';
  return { outcome: read.outcome, issues: explained, verdict, drift, dataAt: read.dataAt };
}

interface Read {
  outcome: Outcome;
  issues: JudgedIssue[];
  dataAt: string;
}

/** Refusals first (an HTTP error status; the body read as JSON whatever its content type), then a body that must be JSON (or text, by its content type). */
function unreadBody(answer: WireAnswer, body: ReadBody): Read | undefined {
  const { status } = answer;
  const contentType = contentTypeOf(answer);
  if (status >= 400) {
    const reason = refusalOf(status, body.json ? body.value : readBody(answer, 'rpc').value);
    if (reason) return { outcome: { kind: 'refusal', status, reason }, issues: [], dataAt: '' };
  }
  if (!body.isText && !body.json)
    return {
      outcome: { kind: 'http-error', status },
      issues: [envelopeIssue('', 'json', `the answer is not JSON (content-type ${contentType || 'none'})`)],
      dataAt: '',
    };
  return undefined;
}

function readRestAnswer(s: RestSurface, operation: string, answer: WireAnswer, body: ReadBody): Read {
  const { status } = answer;
  const op = s.operations[operation];
  if (!op) throw new Error(`${operation} is not an operation of ${s.surface.name}`);
  const early = unreadBody(answer, body);
  if (early) return early;
  const validator = restResponseValidator(op.meta, op.validators, status, body.value, body.isText);
  if (!validator)
    return { outcome: { kind: 'http-error', status }, issues: [envelopeIssue('', 'status', `HTTP ${status} is not a response the spec declares`)], dataAt: '' };
  const issues = fromSchema(schemaIssues(validator, body.value));
  const reading = readRest(op.meta, status, body.value, body.isText);
  const object = !body.isText && !!body.value && typeof body.value === 'object' && !Array.isArray(body.value);
  const dataAt = object && op.meta.envelope === 'rest' ? '/data' : object && op.meta.envelope === 'opi' ? '/result' : '';
  return { outcome: reading.kind === 'http-error' ? { kind: 'http-error', status } : reading, issues, dataAt };
}

function readRpcAnswer(s: RpcSurface, operation: string, answer: WireAnswer, body: ReadBody, opts: JudgeAnswerOptions): Read {
  const early = unreadBody(answer, body);
  if (early) return early;
  const { reading, envelope } = readRpcResponse(body.value);
  if (reading.kind === 'unreadable')
    return { outcome: { kind: 'unreadable' }, issues: [envelopeIssue(reading.issue.field, reading.issue.keyword, reading.issue.message)], dataAt: '' };
  if (opts.requestId !== undefined && !rpcAnswersId(reading, opts.requestId))
    return {
      outcome: { kind: 'unreadable' },
      issues: [envelopeIssue('/id', 'const', `is ${JSON.stringify(reading.id)}, not the request's id ${JSON.stringify(opts.requestId)}`)],
      dataAt: '',
    };
  const issues = envelope.map((i) => envelopeIssue(i.field, i.keyword, i.message));
  if (reading.kind === 'error')
    return {
      outcome: { kind: 'rpc-error', code: reading.code, message: reading.message, ...(reading.data !== undefined ? { data: reading.data } : {}) },
      issues,
      dataAt: '',
    };
  const v = s.methods[operation]?.validators.result;
  return {
    outcome: { kind: 'success', data: reading.result },
    issues: [...issues, ...fromSchema(schemaIssues(v, reading.result), '/result')],
    dataAt: '/result',
  };
}
