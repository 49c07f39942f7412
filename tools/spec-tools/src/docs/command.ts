// `gw spec docs --out DIR` as a function. A relative --out is taken from the repo root (the CLI passes it absolute,
// resolved against the caller's directory). A directory that cannot be written is an error saying which.
import { isAbsolute, relative, resolve } from 'node:path';
import { buildDocs } from './build.js';

export async function runDocsCommand(args: { repoRoot: string; out: string; changedSince?: string }): Promise<{ exitCode: number; output: string }> {
  const outDir = isAbsolute(args.out) ? args.out : resolve(args.repoRoot, args.out);
  const result = await buildDocs({ repoRoot: args.repoRoot, outDir, ...(args.changedSince ? { changedSince: args.changedSince } : {}) }).catch(
    (e: NodeJS.ErrnoException) => {
      throw e.syscall ? new Error(`cannot write the docs to ${outDir}: ${e.message.replace(/^E[A-Z]+: /, '')}`, { cause: e }) : e;
    },
  );
  const shown = relative(args.repoRoot, result.outDir) || '.';
  const lines = [`spec docs: wrote ${result.pages} pages to ${shown.startsWith('..') ? result.outDir : shown} (open index.html)`];
  if (result.warnings.length) lines.push(`${result.warnings.length} warnings:`, ...result.warnings.map((w) => `  ${w}`));
  return { exitCode: 0, output: `${lines.join('\n')}\n` };
}
