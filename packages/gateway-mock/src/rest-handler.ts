import type { LoadedFixture, RequestJudgement, RestSurface } from '@gw/contract';
import type { Answer } from './http-util.js';

/** A computed REST answer for a valid request (seed rules), or undefined to fall through to synthesis. */
export type RestBehaviour = (operation: string, input: unknown) => Answer | undefined;

/** What answers a valid REST request no fixture records. */
export interface RestFallback {
  /** The seed rules computed for this request (the simulated world, OPI heights, …), valid input or not. */
  compute?: ComputeRest;
  behaviour?: RestBehaviour;
  /** A spec-drawn `200` body, or undefined when the spec has no success schema. */
  synthesize?: () => unknown;
  /** No synthesis: a request neither recorded nor computed gets the documented "not recorded" answer. */
  strictReplay: boolean;
}

/** The documented answer to a request the spec refuses, by envelope (seed 000 §Errors; OPI per observed.md §2). */
export function badRequest(envelope: string): Answer {
  if (envelope === 'rest') return { status: 400, source: 'computed', body: { statusCode: 400, error: 'Invalid request parameters' } };
  if (envelope === 'opi') return { status: 500, source: 'computed', body: { error: 'internal error', result: null } };
  return { status: 400, source: 'computed', body: { error: 'Invalid request parameters' } };
}

/**
 * Valid but not answerable (strict replay, or nothing to synthesize from): a 404 in the surface's own failure
 * shape, never HTML, saying what to do.
 */
export function notRecorded(envelope: string, why = 'strict replay'): Answer {
  const error = `not recorded: no fixture matches this request (local gateway, ${why}); ${advice(why)}`;
  if (envelope === 'rest') return { status: 404, source: 'computed', body: { statusCode: 404, error } };
  if (envelope === 'opi') return { status: 404, source: 'computed', body: { error, result: null } };
  return { status: 404, source: 'computed', body: { error } };
}

/**
 * A computed seed rule for the request (see behaviours/http.ts); `valid` says whether the judge accepted it (a rule
 * may word the refusal of an invalid one, e.g. OPI `inscription_id is required`).
 */
export type ComputeRest = (valid: boolean) => Answer | undefined;

/** What to do about an unanswered request: record it, and under strict replay, or let synthesis answer. */
export const advice = (why: string) =>
  why === 'strict replay' ? 'record it, or start the local gateway without --strict-replay' : 'record it (gw conformance --target live --record DIR)';

/**
 * A decoded REST request, judged: refused with its documented answer when it breaks the spec (in a seed rule's words
 * where one gives them), else answered by its recorded fixture (exact match), a computed seed rule or behaviour, or
 * an answer synthesized from the spec (unless strict replay). docs/conventions.md §Local gateway answers.
 */
export function answerRest(
  s: RestSurface,
  operation: string,
  input: unknown,
  judged: RequestJudgement,
  fixture: LoadedFixture | undefined,
  fallback: RestFallback,
): Answer {
  const op = s.operations[operation]!;
  if (judged.verdict !== 'valid') {
    const refusal = fallback.compute?.(false);
    return refusal ? { source: 'computed', ...refusal } : badRequest(op.meta.envelope);
  }
  if (fixture?.response) return recordedAnswer(fixture.response);
  const computed = fallback.compute?.(true) ?? fallback.behaviour?.(operation, input);
  if (computed) return { source: 'computed', ...computed };
  if (fallback.strictReplay) return notRecorded(op.meta.envelope);
  const body = fallback.synthesize?.();
  if (body === undefined) return notRecorded(op.meta.envelope, 'the spec gives no success schema to synthesize from');
  return { status: 200, source: 'synthesized', body };
}

type RecordedResponse = NonNullable<LoadedFixture['response']>;

/** A recorded REST answer, its JSON text serialized once per fixture (fixtures are loaded once and never changed). */
const recorded = new WeakMap<RecordedResponse, Answer>();

export function recordedAnswer(r: RecordedResponse): Answer {
  let a = recorded.get(r);
  if (!a) {
    a = { status: r.status, source: 'recorded', headers: r.headers ?? {}, body: r.body };
    if (r.body !== undefined && typeof r.body !== 'string') a.json = JSON.stringify(r.body);
    recorded.set(r, a);
  }
  return a;
}
