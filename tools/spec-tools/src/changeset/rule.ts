// The rules tying spec changes to changesets.
import { bumpRank } from '../diff/spec-diff.js';
import type { Bump, DiffReport } from '../diff/types.js';
import type { Changeset } from './read.js';

/** Bump each package needs: breaking → major; non-breaking addition → minor; any other spec edit → patch. */
export function requiredBumps(report: DiffReport): Record<string, Bump> {
  return Object.fromEntries(Object.entries(report.packages).map(([pkg, s]) => [pkg, s.bump]));
}

/** Highest bump the changesets declare for each package. */
export function declaredBumps(changesets: Changeset[]): Record<string, Bump> {
  const out: Record<string, Bump> = {};
  for (const cs of changesets) {
    for (const [pkg, bump] of Object.entries(cs.releases)) {
      const prev = out[pkg];
      if (prev === undefined || bumpRank(bump) > bumpRank(prev)) out[pkg] = bump;
    }
  }
  return out;
}

/**
 * The diff's exit-code rule: breaking changes are allowed only when a changeset declares `major`
 * for every package they affect. Returns the packages with uncovered breaking changes.
 */
export function uncoveredBreaking(report: DiffReport, declared: Record<string, Bump>): string[] {
  const affected = new Set(report.changes.filter((c) => c.severity === 'breaking').map((c) => c.package));
  return [...affected].filter((pkg) => declared[pkg] !== 'major').sort();
}

export function breakingAllowed(report: DiffReport, declared: Record<string, Bump>): boolean {
  return uncoveredBreaking(report, declared).length === 0;
}
