// checkChangesets: every package a spec change feeds needs a changeset with a big enough bump.
import { resolveCommit } from '../diff/git.js';
import { bumpRank, specDiff } from '../diff/spec-diff.js';
import type { Bump, DiffReport } from '../diff/types.js';
import { readAddedChangesets, type Changeset } from './read.js';
import { declaredBumps, requiredBumps } from './rule.js';

export interface ChangesetCheck {
  ok: boolean;
  problems: string[];
  required: Record<string, Bump>;
}

/** Pure part of the check, for callers that already hold a report and the changesets. */
export function evaluateChangesets(report: DiffReport, changesets: Changeset[]): ChangesetCheck {
  const required = requiredBumps(report);
  const declared = declaredBumps(changesets);
  const problems: string[] = [];
  for (const cs of changesets) for (const bad of cs.invalid) problems.push(`${cs.file}: invalid entry ${bad}`);
  for (const [pkg, need] of Object.entries(required)) {
    const have = declared[pkg];
    const files = report.packages[pkg]?.files.join(', ') ?? '';
    if (have === undefined) problems.push(`${pkg}: specs changed (${files}) but no changeset covers it; needs ${need}`);
    else if (bumpRank(have) < bumpRank(need)) problems.push(`${pkg}: changeset declares ${have} but the spec diff requires ${need}`);
  }
  return { ok: problems.length === 0, problems, required };
}

export async function checkChangesets(opts: { repoRoot: string; base: string }): Promise<ChangesetCheck> {
  const report = await specDiff(opts);
  const changesets = await readAddedChangesets(opts.repoRoot, await resolveCommit(opts.repoRoot, opts.base));
  return evaluateChangesets(report, changesets);
}
