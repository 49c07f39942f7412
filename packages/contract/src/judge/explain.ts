import { type DriftAnswer, type DriftIssue, type DriftRule, explainIssues, rulesFor } from '@gw/runtime';
import type { AnySurface } from '../registry.js';
import { answerValidator } from './answer.js';
import type { JudgedIssue } from './outcome.js';

/**
 * Which drift register entry explains each issue found in one answer (same order; undefined where none does), by
 * the runtime's matcher. Given the surface itself (not only its name), schema issues left where a drift was
 * explained are checked again without the explained places, with the validator the judge chose for this answer
 * (noise of an anyOf/oneOf whose other branch failed).
 */
export function explainAnswer(
  s: AnySurface | string,
  operation: string,
  answer: DriftAnswer,
  issues: readonly DriftIssue[],
  drift: readonly DriftRule[],
): Array<string | undefined> {
  const rules = rulesFor(drift, typeof s === 'string' ? s : s.surface.name, operation);
  if (rules.length === 0 || issues.length === 0) return issues.map(() => undefined);
  const isText = (answer.contentType ?? '').startsWith('text/');
  const revalidate = typeof s !== 'string' && answer.status !== undefined ? answerValidator(s, operation, answer.status, answer.body, isText) : undefined;
  return explainIssues(rules, issues, answer, revalidate);
}

/** The judge's issues with the entry that explains each (`explainedBy`). */
export function explainJudged(s: AnySurface, operation: string, answer: DriftAnswer, issues: JudgedIssue[], drift: readonly DriftRule[]): JudgedIssue[] {
  if (drift.length === 0) return issues;
  const ids = explainAnswer(s, operation, answer, issues, drift);
  return issues.map((i, n) => (ids[n] ? { ...i, explainedBy: ids[n] } : i));
}
