// tsc emits .js and .d.ts only: copy the generated validators (.cjs, .d.cts) and bundled specs (.json) into dist.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function walk(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** Copies `<pkgDir>/src/**\/*.{cjs,d.cts,json}` to the same place under `<pkgDir>/dist`. */
export function copyAssets(pkgDir) {
  const src = join(pkgDir, 'src');
  if (!existsSync(src)) return;
  for (const file of walk(src)) {
    if (/\.(cjs|d\.cts|json)$/.test(file)) cpSync(file, join(pkgDir, 'dist', file.slice(src.length + 1)));
  }
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) copyAssets(process.cwd());
