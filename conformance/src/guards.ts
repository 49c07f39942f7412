import { type Coverage, coverageProblems, type CoverageThresholds } from './coverage.js';
import { summarize } from './report/index.js';
import type { CaseResult, SkipKind } from './result.js';

/**
 * Skips that count against --max-skip: everything but what a live run cannot do with a plain key (`admin-key`,
 * `cors`), cannot generate (`not-generated`), or cannot put its target into (`target-state`: a recorded throttle
 * the target was not in; reaching it on demand would spend a real quota, so every healthy live run has it).
 */
const COUNTED_SKIPS: SkipKind[] = ['api-key', 'uncovered', 'stopped', 'rate-limited', 'other'];

export interface GuardOptions {
  live: boolean;
  /** The run stopped early (its stop is its problem already). */
  stopped: boolean;
  maxSkip: number;
  minCoverage?: CoverageThresholds;
  coverage?: Coverage;
}

/**
 * The run-level checks that follow from the verdicts alone, so a merge of shards computes them again over the whole:
 * a live run must pass something (drift is not a pass), may skip at most --max-skip, and must reach --min-coverage.
 */
export function runGuards(results: CaseResult[], o: GuardOptions): string[] {
  const problems: string[] = [];
  if (o.live) {
    const s = summarize(results);
    // Issue 10: a live run where nothing passed fails, even when every case drifted.
    if (s.passed === 0 && !o.stopped) problems.push(`nothing passed${s.drift ? ` (${s.drift} drifted)` : ''}: a live run must pass at least one case`);
    const counted = results.filter((r) => r.status === 'skip' && COUNTED_SKIPS.includes(r.skipKind ?? 'other'));
    const share = results.length ? counted.length / results.length : 0;
    if (share > o.maxSkip)
      problems.push(
        `${counted.length} of ${results.length} cases skipped (${(share * 100).toFixed(1)}%), more than --max-skip ${o.maxSkip}: ${[...new Set(counted.map((r) => r.message))].slice(0, 3).join('; ')}`,
      );
  }
  if (o.coverage) problems.push(...coverageProblems(o.coverage, o.minCoverage));
  return problems;
}
