// `gw spec diff --base <ref> [--format md|json]` as a function: exit 1 on breaking changes not covered by a major changeset.
import { readAddedChangesets } from '../changeset/read.js';
import { declaredBumps, uncoveredBreaking } from '../changeset/rule.js';
import { toMarkdown } from './format.js';
import { specDiff } from './spec-diff.js';

export async function runSpecDiffCommand(args: { repoRoot: string; base: string; format?: 'md' | 'json' }): Promise<{ exitCode: number; output: string }> {
  const report = await specDiff(args);
  const declared = declaredBumps(await readAddedChangesets(args.repoRoot, report.baseCommit));
  const uncovered = uncoveredBreaking(report, declared);
  const exitCode = uncovered.length > 0 ? 1 : 0;
  if (args.format === 'json') {
    return { exitCode, output: `${JSON.stringify({ ...report, gate: { ok: exitCode === 0, uncoveredBreaking: uncovered } }, null, 2)}\n` };
  }
  const gate =
    uncovered.length > 0
      ? `\n**Breaking changes without a \`major\` changeset:** ${uncovered.join(', ')}\n`
      : report.changes.some((c) => c.severity === 'breaking')
        ? '\nBreaking changes are covered by `major` changesets.\n'
        : '';
  return { exitCode, output: toMarkdown(report) + gate };
}
