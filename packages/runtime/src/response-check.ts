import type { Gateway } from './config.js';
import type { DriftAnswer, OperationDrift } from './drift.js';
import { type ErrorContext, type FieldIssue, type GatewayError, ResponseValidationError } from './errors.js';
import { check, type Validator } from './validate.js';

/**
 * What a client knows to match an answer's issues against the drift register: the entries of the operation
 * (generated from specs/drift), the answer, and the spec's validator to run again without the explained places (for
 * the noise of an anyOf whose other branch failed too).
 */
export interface DriftContext {
  of: OperationDrift;
  answer: DriftAnswer;
  revalidate?: (body: unknown) => FieldIssue[];
}

/** What a checked answer adds to `meta`: its issues (report mode) and the register entries that explained issues. */
export interface Settled {
  issues?: FieldIssue[];
  drift?: string[];
}

/** Each issue with the id of the register entry that explains it, when one does (`registeredDrift: 'reject'`: none). */
function explain(gw: Gateway, issues: FieldIssue[], drift: DriftContext | undefined): FieldIssue[] {
  if (!drift?.of.rules.length || gw.registeredDrift === 'reject') return issues;
  const ids = drift.of.explain(
    drift.of.rules,
    issues.map((i) => ({ pointer: i.field, message: i.message, kind: 'schema' })),
    drift.answer,
    drift.revalidate,
  );
  return issues.map((i, n) => (ids[n] ? { ...i, drift: ids[n] } : i));
}

const idsOf = (issues: FieldIssue[]): string[] => [...new Set(issues.map((i) => i.drift).filter((x): x is string => x !== undefined))];

/**
 * Applies the gateway's `responseValidation` mode to issues found in an answer. Issues a drift register entry explains
 * carry its id (`drift`); unless `registeredDrift` is `reject`, an answer whose every issue is explained is returned
 * in every mode, the entry ids in `meta.drift`.
 * - `throw`: raises ResponseValidationError when an issue is left unexplained; registered drift goes to `onIssue`;
 * - `report`: hands the issues to `onIssue` (when there are any) and returns them for `meta.issues`;
 * - `off`: never called with issues (see checkAnswer), returns undefined.
 */
export function settleIssues(gw: Gateway, ctx: ErrorContext, issues: FieldIssue[], body: unknown, drift?: DriftContext): Settled | undefined {
  const mode = gw.responseValidation ?? 'throw';
  if (mode === 'off') return undefined;
  if (!issues.length) return mode === 'report' ? { issues } : undefined;
  const found = explain(gw, issues, drift);
  const ids = idsOf(found);
  if (mode === 'throw' && found.some((i) => i.drift === undefined)) throw new ResponseValidationError(ctx, found, body);
  if (gw.onIssue) {
    try {
      gw.onIssue({ surface: ctx.surface, operation: ctx.operation, status: ctx.status ?? 0, issues: found, body, ...(ids.length ? { drift: ids } : {}) });
    } catch {
      // a reporting callback never breaks the call
    }
  }
  const out: Settled = mode === 'report' ? { issues: found } : {};
  if (ids.length) out.drift = ids;
  return out;
}

/**
 * Validates an answer under the gateway's mode; `off` skips the validator entirely. `drift` (what the register's
 * matcher needs) is asked for only when the answer has issues: a valid answer pays nothing for it.
 */
export function checkAnswer(
  gw: Gateway,
  ctx: ErrorContext,
  validator: Validator | undefined,
  value: unknown,
  body: () => unknown,
  drift?: () => DriftContext | undefined,
): Settled | undefined {
  if ((gw.responseValidation ?? 'throw') === 'off') return undefined;
  const issues = check(validator, value);
  return issues.length ? settleIssues(gw, ctx, issues, body(), drift?.()) : settleIssues(gw, ctx, issues, undefined);
}

/** `meta.issues` in report mode, `meta.drift` when register entries explained the answer. */
export function withIssues<M extends object>(meta: M, settled: Settled | undefined): M & Settled {
  if (!settled) return meta;
  return { ...meta, ...settled };
}

/**
 * A documented failure (a JSON-RPC error, a REST or OPI failure, an HTTP error status) the register knows as the real
 * gateway's deviation, e.g. -32601 for a method the seed documents: the error names the entries in `drift` (with
 * those that explained the answer's issues). Never in `off` mode, nor with `registeredDrift: 'reject'`.
 */
export function markDrift<E extends GatewayError>(gw: Gateway, e: E, drift: DriftContext | undefined, pointer: string, explained?: string[]): E {
  if (!drift?.of.rules.length || gw.registeredDrift === 'reject' || gw.responseValidation === 'off') return e;
  const [id] = drift.of.explain(drift.of.rules, [{ pointer, message: e.message, kind: 'outcome' }], drift.answer);
  const ids = [...new Set([...(explained ?? []), ...(id ? [id] : [])])];
  if (ids.length) e.drift = ids;
  return e;
}
