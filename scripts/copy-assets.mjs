// tsc compiles .ts only: copy the plain JavaScript modules of src (the generated validators and their run-time
// support, with their .d.ts) and the bundled specs (.json) into dist.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function walk(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/**
 * Copies `<pkgDir>/src/**\/*.{js,json}` and each `.d.ts` that describes such a `.js` (not a declaration tsc writes
 * for a `.ts`) to the same place under `<pkgDir>/dist`.
 */
export function copyAssets(pkgDir) {
  const src = join(pkgDir, 'src');
  if (!existsSync(src)) return;
  const files = walk(src);
  const plainJs = new Set(files.filter((f) => f.endsWith('.js')));
  for (const file of files) {
    const copy = /\.(js|json)$/.test(file) || (file.endsWith('.d.ts') && plainJs.has(file.replace(/\.d\.ts$/, '.js')));
    if (copy) cpSync(file, join(pkgDir, 'dist', file.slice(src.length + 1)));
  }
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) copyAssets(process.cwd());
