// tsc emits .js and .d.ts only: copy the generated validators (.cjs, .d.cts) and bundled specs (.json) into dist.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function walk(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}
if (existsSync('src')) {
  for (const file of walk('src')) {
    if (/\.(cjs|d\.cts|json)$/.test(file)) cpSync(file, join('dist', file.slice('src/'.length)));
  }
}
