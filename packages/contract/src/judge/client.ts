import {
  AdminRequiredError,
  AuthUnavailableError,
  HttpError,
  InvalidApiKeyError,
  JsonRpcFailure,
  JsonRpcIdMismatch,
  OpiFailure,
  RateLimitedError,
  ResponseValidationError,
  RestFailure,
} from '@gw/runtime';
import type { Judgement, OutcomeKind } from './outcome.js';

/**
 * How a generated client's call ended, as the judge words it: the outcome kind, or `violation` when the client
 * refused the answer (`ResponseValidationError`, a foreign id), with the body pointers of the issues it found.
 */
export interface ClientView {
  kind: OutcomeKind | 'violation';
  pointers: string[];
}

/**
 * The result of one generated-client call: its reply or what it threw, with the issues it reported (`meta.issues`,
 * or those handed to `onIssue` before a documented failure was thrown) in `report` mode.
 */
export type ClientCall = { ok: true; issues?: ReadonlyArray<{ field: string }> } | { ok: false; error: unknown; issues?: ReadonlyArray<{ field: string }> };

/** What the client's call came to (instanceof, never a class name); undefined for an error that is not an answer's (network, refused input). */
export function viewOfCall(call: ClientCall): ClientView | undefined {
  const reported = (call.issues ?? []).map((i) => i.field);
  if (call.ok) return { kind: 'success', pointers: reported };
  const e = call.error;
  if (e instanceof ResponseValidationError) return { kind: 'violation', pointers: e.issues.map((i) => i.field) };
  if (e instanceof JsonRpcIdMismatch) return { kind: 'violation', pointers: ['/id'] };
  if (e instanceof RestFailure) return { kind: 'rest-failure', pointers: reported };
  if (e instanceof OpiFailure) return { kind: 'opi-error', pointers: reported };
  if (e instanceof JsonRpcFailure) return { kind: 'rpc-error', pointers: reported };
  if (e instanceof InvalidApiKeyError || e instanceof AdminRequiredError || e instanceof AuthUnavailableError || e instanceof RateLimitedError)
    return { kind: 'refusal', pointers: reported };
  if (e instanceof HttpError) return { kind: 'http-error', pointers: reported };
  return undefined;
}

/**
 * What a generated client must make of an answer the judge judged this way, in its `responseValidation` mode:
 * - an answer that cannot be read (`unreadable`) is refused in every mode; an HTTP error with a body that is not JSON
 *   or a status the spec does not declare is an `HttpError` in every mode;
 * - `throw`: any other issue refuses the answer; `report`: the outcome stands and the issues are reported.
 * Seed-rule issues are the suite's, not the client's.
 */
export function clientView(j: Judgement, mode: 'throw' | 'report'): ClientView {
  const found = j.issues.filter((i) => i.kind !== 'rule');
  const pointers = found.map((i) => i.pointer);
  if (j.outcome.kind === 'unreadable') return { kind: 'violation', pointers };
  if (found.some((i) => i.kind === 'envelope' && (i.keyword === 'json' || i.keyword === 'status'))) return { kind: 'http-error', pointers: [] };
  if (mode === 'throw') return found.length ? { kind: 'violation', pointers } : { kind: j.outcome.kind, pointers: [] };
  // Report mode: a success carries its issues in meta.issues; a failure's go to onIssue before it is thrown.
  return { kind: j.outcome.kind, pointers };
}

/** Whether two views agree: the same kind and the same pointers (in any order). */
export function sameView(a: ClientView, b: ClientView): boolean {
  const sorted = (p: string[]) => JSON.stringify([...p].sort());
  return a.kind === b.kind && sorted(a.pointers) === sorted(b.pointers);
}
