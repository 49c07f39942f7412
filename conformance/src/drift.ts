import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type DriftAnswer, type DriftMatcher as RuntimeMatcher, explainsAt } from '@gw/runtime';
import { type AnySurface, explainAnswer } from '@gw/contract';
import type { DriftEntry, RegisterMatcher } from '@gw/codegen/drift-register';
import type { CaseResult, Violation } from './result.js';

// The register (specs/drift) is read by codegen's reader: one format check for the clients and the suite.
export { DRIFT_DIR, type DriftEntry, type DriftExample, DriftRegisterError, loadDrift, registerProblems } from '@gw/codegen/drift-register';

/** A matcher as the register file writes it (`shape` a JSON Schema; the runtime matcher gets it compiled). */
export type DriftMatcher = RegisterMatcher;

/** The answer a case's violations are judged against: the last one its requests got (body parsed), and its surface. */
export interface Answer extends DriftAnswer {
  /** Given, schema issues that may be noise of a combinator are checked again with the judge's validator. */
  surface?: AnySurface;
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
  /** Counts, per entry id, the violations it explained in any case of the run (passing, drifting or failing). */
  matched: Map<string, number>;
}

/** Violations the register is never asked about: an assumption names itself; a client that misreads an answer is a defect. */
const selfGraded = (v: Violation) => v.kind === 'assumption' || v.kind === 'client';

/**
 * Grades a failed case with the judge's matcher: each violation is explained by an assumption label or a drift entry
 * of its surface and operation; when every violation is explained the verdict is drift (fail again under --strict),
 * else fail. Every explained violation counts for its entry, whatever the verdict: an entry that explained anything
 * in a run is not resolved.
 */
export function grade(r: CaseResult, answer: Answer, o: GradeOptions): CaseResult {
  if (r.status !== 'fail' || !r.violations?.length) return r;
  const mine = o.entries.map((e) => ({ ...e, match: compiled(e) }));
  const offered = r.violations.filter((v) => !selfGraded(v));
  const ids = explainAnswer(answer.surface ?? r.surface, r.operation, answer, offered, mine);
  const explainedBy = new Map(offered.map((v, i) => [v, ids[i]]));
  const violations = r.violations.map((v): Violation => {
    if (v.kind === 'assumption') return { ...v, explainedBy: `assumption:${v.check}` };
    const id = explainedBy.get(v);
    return id ? { ...v, explainedBy: id } : v;
  });
  for (const v of violations)
    if (v.explainedBy && !v.explainedBy.startsWith('assumption:')) o.matched.set(v.explainedBy, (o.matched.get(v.explainedBy) ?? 0) + 1);
  const unexplained = violations.filter((v) => !v.explainedBy);
  const drift = [...new Set(violations.map((v) => v.explainedBy).filter((x): x is string => !!x && !x.startsWith('assumption:')))];
  const assumptions = [...new Set(violations.filter((v) => v.kind === 'assumption').map((v) => v.check!))];
  const message = [...unexplained, ...violations.filter((v) => v.explainedBy)].map(wordedViolation).join('; ');
  if (unexplained.length) return { ...r, violations, status: 'fail', message };
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

/** A violation in words, naming what explains it: `… [drift <id>]`, `… [assumption <id>]`. */
export function wordedViolation(v: Violation): string {
  if (!v.explainedBy) return v.message;
  const label = v.explainedBy.startsWith('assumption:') ? `assumption ${v.explainedBy.slice('assumption:'.length)}` : `drift ${v.explainedBy}`;
  return `${v.message} [${label}]`;
}
