import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { ownerOf, type WorkspacePackage } from './workspace.js';

const SOURCE = /\.(ts|mts|cts|js|mjs|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-results', '.turbo']);

/**
 * Module specifiers and file URLs a source text names: `import … from`, `export … from`, `import(…)`, bare
 * `import '…'`, `require(…)` and `new URL(…, import.meta.url)`. A template literal counts up to its first `${`.
 */
export function specifiers(text: string): string[] {
  const lit = String.raw`(?:'([^']*)'|"([^"]*)"|\x60([^\x60$]*))`;
  const patterns = [
    new RegExp(String.raw`\bfrom\s*${lit}`, 'g'),
    new RegExp(String.raw`\bimport\s*\(\s*${lit}`, 'g'),
    new RegExp(String.raw`^\s*import\s*${lit}`, 'gm'),
    new RegExp(String.raw`\brequire\s*\(\s*${lit}`, 'g'),
    new RegExp(String.raw`\bnew\s+URL\s*\(\s*${lit}[^)]*import\.meta\.url`, 'g'),
  ];
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1] ?? m[2] ?? m[3] ?? ''));
}

export interface Reach {
  /** The file, relative to the repository root. */
  file: string;
  specifier: string;
  /** The package the relative specifier lands in. */
  into: string;
}

/** Relative specifiers in `file` (repo-relative) whose target lies in another workspace package. */
export function reachesIn(packages: WorkspacePackage[], file: string, text: string): Reach[] {
  const from = ownerOf(packages, file);
  return specifiers(text)
    .filter((s) => s.startsWith('./') || s.startsWith('../'))
    .flatMap((specifier) => {
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      const to = ownerOf(packages, target);
      return to && to !== from ? [{ file, specifier, into: to.name }] : [];
    });
}

function sources(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((n) => {
    const rel = `${dir}/${n}`;
    if (statSync(join(root, rel)).isDirectory()) return SKIP_DIRS.has(n) ? [] : sources(root, rel);
    return SOURCE.test(n) ? [rel] : [];
  });
}

/** Every place under the workspace packages that reaches into another package by relative path. */
export function scanWorkspace(root: string, packages: WorkspacePackage[]): { files: number; reaches: Reach[] } {
  // A nested package's files are scanned once, as its own.
  const files = [...new Set(packages.flatMap((p) => sources(root, p.dir)))];
  const reaches = files.flatMap((f) => reachesIn(packages, f, readFileSync(join(root, f), 'utf8')));
  return { files: files.length, reaches };
}
