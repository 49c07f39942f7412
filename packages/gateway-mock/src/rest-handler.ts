import type { LoadedFixture, RestSurface } from '@gw/contract';
import type { Answer } from './http-util.js';

/** The documented answer to a request the spec refuses, by envelope (seed 000 §Errors; OPI per observed.md §2). */
export function badRequest(envelope: string): Answer {
  if (envelope === 'rest') return { status: 400, body: { statusCode: 400, error: 'Invalid request parameters' } };
  if (envelope === 'opi') return { status: 500, body: { error: 'internal error', result: null } };
  return { status: 400, body: { error: 'Invalid request parameters' } };
}

/** Valid but unknown to the fixture set: a 404 in the surface's own failure shape, never HTML. */
export function notRecorded(envelope: string): Answer {
  const error = 'no recorded exchange matches this request (local gateway)';
  if (envelope === 'rest') return { status: 404, body: { statusCode: 404, error } };
  if (envelope === 'opi') return { status: 404, body: { error, result: null } };
  return { status: 404, body: { error } };
}

/** A computed seed rule for the request (see behaviours/http.ts); `valid` says whether the input passed its schema. */
export type ComputeRest = (valid: boolean) => Answer | undefined;

export function answerRest(s: RestSurface, operation: string, input: unknown, fixture: LoadedFixture | undefined, compute?: ComputeRest): Answer {
  const op = s.operations[operation]!;
  if (fixture?.response) return { status: fixture.response.status, headers: fixture.response.headers ?? {}, body: fixture.response.body };
  const validate = op.validators.input;
  const valid = !validate || input instanceof Uint8Array || validate(input ?? {});
  const computed = compute?.(valid);
  if (computed) return computed;
  if (!valid) return badRequest(op.meta.envelope);
  return notRecorded(op.meta.envelope);
}
