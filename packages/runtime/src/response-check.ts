import type { Gateway } from './config.js';
import { type ErrorContext, type FieldIssue, ResponseValidationError } from './errors.js';
import { check, type Validator } from './validate.js';

/**
 * Applies the gateway's `responseValidation` mode to issues found in an answer.
 * - `throw`: raises ResponseValidationError when there is any issue;
 * - `report`: hands the issues to `onIssue` (when there are any) and returns them for `meta.issues`;
 * - `off`: never called with issues (see checkAnswer), returns undefined.
 */
export function settleIssues(gw: Gateway, ctx: ErrorContext, issues: FieldIssue[], body: unknown): FieldIssue[] | undefined {
  const mode = gw.responseValidation ?? 'throw';
  if (mode === 'off') return undefined;
  if (mode === 'throw') {
    if (issues.length) throw new ResponseValidationError(ctx, issues, body);
    return undefined;
  }
  if (issues.length && gw.onIssue) {
    try {
      gw.onIssue({ surface: ctx.surface, operation: ctx.operation, status: ctx.status ?? 0, issues, body });
    } catch {
      // a reporting callback never breaks the call
    }
  }
  return issues;
}

/** Validates an answer under the gateway's mode; `off` skips the validator entirely. */
export function checkAnswer(gw: Gateway, ctx: ErrorContext, validator: Validator | undefined, value: unknown, body: () => unknown): FieldIssue[] | undefined {
  if ((gw.responseValidation ?? 'throw') === 'off') return undefined;
  const issues = check(validator, value);
  return settleIssues(gw, ctx, issues, issues.length ? body() : undefined);
}

/** `meta.issues` only in report mode. */
export const withIssues = <M extends object>(meta: M, issues: FieldIssue[] | undefined): M & { issues?: FieldIssue[] } =>
  issues === undefined ? meta : { ...meta, issues };
