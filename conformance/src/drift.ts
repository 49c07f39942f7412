import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type DriftAnswer, type DriftMatcher as RuntimeMatcher, explainIssues, explainsAt, rulesFor } from '@gw/runtime';
import type { DriftEntry, RegisterMatcher } from '@gw/codegen/drift-register';
import type { CaseResult, Violation } from './result.js';

// The register (specs/drift) is read by codegen's reader: one format check for the clients and the suite.
export { DRIFT_DIR, type DriftEntry, type DriftExample, DriftRegisterError, loadDrift, registerProblems } from '@gw/codegen/drift-register';

/** A matcher as the register file writes it (`shape` a JSON Schema; the runtime matcher gets it compiled). */
export type DriftMatcher = RegisterMatcher;

/** The answer a case's violations are judged against. */
export interface Answer extends DriftAnswer {
  /** Validates a body as the spec validated this answer: issues with body pointers (for combinator noise, see grade). */
  revalidate?: (body: unknown) => Array<{ field: string; message: string }>;
}

const ajv = new Ajv2020.default({ strict: false, allErrors: true });
addFormats.default(ajv);

/** Entries whose `expires` date is before `today` (YYYY-MM-DD). */
export const expired = (entries: DriftEntry[], today: string) => entries.filter((e) => e.expires < today);

const shapes = new WeakMap<object, (v: unknown) => boolean>();
/** The entry's matchers with their shapes compiled (the runtime matcher takes compiled shapes). */
function compiled(e: Pick<DriftEntry, 'match'>): RuntimeMatcher[] {
  return e.match.map((m) => {
    if (m.shape === undefined || typeof m.shape === 'boolean') return m.shape === undefined ? m : { ...m, fits: () => m.shape as boolean };
    let fn = shapes.get(m.shape);
    if (!fn) {
      const v = ajv.compile(m.shape);
      fn = (x) => v(x) as boolean;
      shapes.set(m.shape, fn);
    }
    return { ...m, fits: fn };
  });
}

/** Whether one matcher explains one violation of this answer. */
export function explains(m: DriftMatcher, v: Violation, answer: Answer): boolean {
  const [c] = compiled({ match: [m] });
  return explainsAt(c!, v, answer) !== undefined;
}

export interface GradeOptions {
  entries: DriftEntry[];
  strict: boolean;
  /** Counts matches per entry id (for "resolved"). */
  matched: Map<string, number>;
}

/**
 * Grades a failed case: each violation is explained by an assumption label or a drift entry of its surface and
 * operation; when every violation is explained the verdict is drift (fail again under --strict), else fail.
 */
export function grade(r: CaseResult, answer: Answer, o: GradeOptions): CaseResult {
  if (r.status !== 'fail' || !r.violations?.length) return r;
  const mine = rulesFor(o.entries, r.surface, r.operation).map((e) => ({ ...e, match: compiled(e) }));
  // Assumption labels explain themselves; every other violation is offered to the register.
  const offered = r.violations.filter((v) => v.kind !== 'assumption');
  const ids = explainIssues(mine, offered, answer, answer.revalidate);
  const explainedBy = new Map(offered.map((v, i) => [v, ids[i]]));
  const violations = r.violations.map((v): Violation => {
    if (v.kind === 'assumption') return { ...v, explainedBy: `assumption:${v.check}` };
    const id = explainedBy.get(v);
    return id ? { ...v, explainedBy: id } : v;
  });
  const unexplained = violations.filter((v) => !v.explainedBy);
  const drift = [...new Set(violations.map((v) => v.explainedBy).filter((x): x is string => !!x && !x.startsWith('assumption:')))];
  const assumptions = [...new Set(violations.filter((v) => v.kind === 'assumption').map((v) => v.check!))];
  if (unexplained.length) {
    return {
      ...r,
      violations,
      status: 'fail',
      message: [...unexplained, ...violations.filter((v) => v.explainedBy)]
        .map((v) => (v.explainedBy ? `${v.message} [explained by ${v.explainedBy}]` : v.message))
        .join('; '),
    };
  }
  for (const id of drift) o.matched.set(id, (o.matched.get(id) ?? 0) + 1);
  const labels = [...drift.map((d) => `drift ${d}`), ...assumptions.map((a) => `assumption ${a}`)].join(', ');
  const message = `${labels}: ${violations.map((v) => v.message).join('; ')}`;
  const out: CaseResult = {
    ...r,
    violations,
    status: o.strict ? 'fail' : 'drift',
    message: o.strict ? `drift is a failure under --strict (${message})` : message,
    ...(drift.length ? { drift } : {}),
    ...(assumptions.length ? { assumptions } : {}),
  };
  if (o.strict) out.strict = true;
  return out;
}
