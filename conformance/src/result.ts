import { ResponseValidationError } from '@gw/runtime';
import { CheckFailure, collectAssumptions } from './case.js';

/** Every case outcome is exactly one of these. */
export type Verdict = 'pass' | 'fail' | 'drift' | 'skip';

/**
 * Why a case was not run: decides whether the skip counts against `--max-skip`. `rate-limited`: the plan refused it
 * after every retry; `not-generated`: the spec gives nothing to generate a request from (`--generate`);
 * `target-state`: the fixture records a state of its target (a throttle) that a live target was not in, and its
 * answer broke no rule.
 */
export type SkipKind = 'api-key' | 'admin-key' | 'cors' | 'uncovered' | 'stopped' | 'rate-limited' | 'not-generated' | 'target-state' | 'other';

/** One thing a case found wrong; drift entries and assumptions may explain it. */
export interface Violation {
  /**
   * schema: the spec's validator; outcome: success vs failure kind, or an answer that cannot be read as the spec's;
   * exact: recorded answer differs; rule / scenario: a seed rule; assumption: a labelled assumption; client: the
   * generated client read the answer otherwise than the judge (never drift); network: no answer; header: a response header.
   */
  kind: 'schema' | 'outcome' | 'exact' | 'rule' | 'scenario' | 'assumption' | 'client' | 'network' | 'header';
  message: string;
  /** JSON pointer into the response body as sent on the wire (envelope included), when known. */
  pointer?: string;
  /** Rule name, scenario name, assumption id or an `assert` check id. */
  check?: string;
  /** What explains it: a drift entry id, or `assumption:<id>`. */
  explainedBy?: string;
}

/** What a failing or drifting case saw, for the reports (already redacted). */
export interface CaseDetail {
  fixture?: string;
  request?: { method: string; path: string; query?: Record<string, string>; body?: unknown };
  status?: number;
  contentType?: string;
  /** The first differing JSON pointer or validator path. */
  pointer?: string;
  /** The start of the response body. */
  excerpt?: string;
  /** The transport's cause when no answer came (connection refused, DNS, TLS, timeout). */
  networkCause?: string;
}

export interface CaseResult {
  /** `<network>/<surface>/<operation>/<case>` */
  id: string;
  network: string;
  surface: string;
  operation: string;
  case: string;
  kind: 'exchange' | 'invalid-request' | 'stream' | 'scenario' | 'generated';
  status: Verdict;
  message?: string;
  durationMs: number;
  skipKind?: SkipKind;
  violations?: Violation[];
  /** Drift entry ids that explained this case's violations. */
  drift?: string[];
  /** Assumption ids that did not hold. */
  assumptions?: string[];
  detail?: CaseDetail;
  /** A stream case: how its frames were checked (`compared` with the recording, or `by-rule`) and how many arrived. */
  stream?: StreamCheck;
  /** A live run's request took these subjects from the target (case file `bind`): input pointer → value. */
  bound?: Record<string, unknown>;
  /** Listed in `--known-failing`: a failure that does not count. */
  known?: { reason: string; expires: string };
  /** Graded drift, turned into a failure by `--strict`. */
  strict?: boolean;
  /** Pacing: time this case waited for the gateway's plan or --max-rate, and rate-limited answers it sent again. */
  waitedMs?: number;
  retried?: number;
}

/**
 * `compared`: the target replayed the recording (its hello is the recorded one), frame for frame; `by-rule`: it did
 * not, so the frames that arrived were checked by the stream rules only (hello first, seq, spec, channels), never
 * compared. `closed`: the target closed the stream (its close code) before the collection ended.
 */
export interface StreamCheck {
  checked: 'compared' | 'by-rule';
  frames: number;
  closed?: number;
}

export type Skip = { skip: string; skipKind?: SkipKind };
export type Outcome = string | Violation[] | undefined | Skip;

/** The violations a thrown error stands for: a spec mismatch gives one per validator issue, with its pointer. */
export function violationsOfError(e: unknown, kind: Violation['kind'], check?: string): Violation[] {
  if (e instanceof ResponseValidationError && e.issues.length) {
    return e.issues.map((i) => ({
      kind: 'schema',
      pointer: i.field,
      message: `${e.surface} ${e.operation}: response does not match the spec (HTTP ${e.status ?? '?'}): ${i.field || '(root)'} ${i.message}`,
      ...(check ? { check } : {}),
    }));
  }
  return [violationOf(e, kind, check)];
}

/** The violation a thrown error stands for (a failed `assert` keeps its pointer and check id). */
export function violationOf(e: unknown, kind: Violation['kind'], check?: string): Violation {
  if (e instanceof CheckFailure)
    return {
      kind,
      message: e.message,
      ...(e.at.pointer !== undefined ? { pointer: e.at.pointer } : {}),
      ...((e.at.check ?? check) ? { check: e.at.check ?? check } : {}),
    };
  return { kind, message: (e as Error)?.message ?? String(e), ...(check ? { check } : {}) };
}

/**
 * Runs one case. The function returns nothing (pass), a message or violations (graded later against the drift
 * register), or a skip. Assumptions missed while it runs become `assumption` violations.
 */
export async function timed(
  base: Omit<CaseResult, 'status' | 'durationMs' | 'message'>,
  fn: () => Promise<Outcome>,
  thrownKind: Violation['kind'] = 'outcome',
): Promise<CaseResult> {
  const t0 = performance.now();
  const { value, error, missed } = await collectAssumptions(fn);
  const durationMs = Math.round(performance.now() - t0);
  if (value && typeof value === 'object' && !Array.isArray(value))
    return { ...base, status: 'skip', message: value.skip, skipKind: value.skipKind ?? 'other', durationMs };
  const violations: Violation[] = typeof value === 'string' ? [{ kind: 'outcome', message: value }] : Array.isArray(value) ? [...value] : [];
  if (error !== undefined) violations.push(...violationsOfError(error, thrownKind));
  for (const m of missed)
    violations.push({
      kind: 'assumption',
      check: m.id,
      message: m.message, // labelled once, where the verdict is given (drift.ts grade)
      ...(m.pointer !== undefined ? { pointer: m.pointer } : {}),
    });
  if (violations.length === 0) return { ...base, status: 'pass', durationMs };
  return { ...base, status: 'fail', message: violations.map((v) => v.message).join('; '), violations, durationMs };
}
