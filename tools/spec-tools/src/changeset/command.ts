// `gw spec check-changeset --base <ref>` as a function: output text and exit code.
import { checkChangesets } from './check.js';

export async function runCheckChangesetCommand(args: {
  repoRoot: string;
  base: string;
  format?: 'md' | 'json';
}): Promise<{ exitCode: number; output: string }> {
  const result = await checkChangesets(args);
  if (args.format === 'json') return { exitCode: result.ok ? 0 : 1, output: `${JSON.stringify(result, null, 2)}\n` };
  const lines = [result.ok ? 'Changesets cover every spec change.' : 'Changeset check failed:'];
  for (const p of result.problems) lines.push(`- ${p}`);
  const req = Object.entries(result.required);
  if (req.length > 0) lines.push('', 'Required bumps:', ...req.map(([pkg, b]) => `- ${pkg}: ${b}`));
  return { exitCode: result.ok ? 0 : 1, output: `${lines.join('\n')}\n` };
}
