// `gw spec docs --out DIR` as a function. A relative --out is taken from the repo root.
import { isAbsolute, relative, resolve } from 'node:path';
import { buildDocs } from './build.js';

export async function runDocsCommand(args: { repoRoot: string; out: string }): Promise<{ exitCode: number; output: string }> {
  const outDir = isAbsolute(args.out) ? args.out : resolve(args.repoRoot, args.out);
  try {
    const result = await buildDocs({ repoRoot: args.repoRoot, outDir });
    const shown = relative(args.repoRoot, result.outDir) || '.';
    const lines = [`spec docs: wrote ${result.pages} pages to ${shown.startsWith('..') ? result.outDir : shown} (open index.html)`];
    if (result.warnings.length) lines.push(`${result.warnings.length} warnings:`, ...result.warnings.map((w) => `  ${w}`));
    return { exitCode: 0, output: `${lines.join('\n')}\n` };
  } catch (e) {
    return { exitCode: 1, output: `spec docs: failed: ${(e as Error).stack ?? String(e)}\n` };
  }
}
