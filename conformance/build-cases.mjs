// Compiles the suite's cases (cases/<surface>/<operation>.ts) to dist/cases/<surface>/<operation>.js so the built
// CLI loads them without a transpiler. Transpile only (typecheck covers the types); the cases' imports of
// `../../src/<module>.js` become `../../<module>.js`, the same module in dist/.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const from = join(here, 'cases');
const to = join(here, 'dist/cases');
rmSync(to, { recursive: true, force: true });
let count = 0;
for (const surface of readdirSync(from).sort()) {
  const dir = join(from, surface);
  if (!statSync(dir).isDirectory()) continue;
  mkdirSync(join(to, surface), { recursive: true });
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    const { code } = transformSync(readFileSync(join(dir, f), 'utf8'), { loader: 'ts', format: 'esm', target: 'node20', sourcefile: join(dir, f) });
    const js = code.replace(/(from\s+["'])\.\.\/\.\.\/src\//g, '$1../../');
    if (/from\s+["']\.\.\/\.\.\/src\//.test(js)) throw new Error(`${surface}/${f}: an import of ../../src/ was not rewritten`);
    writeFileSync(join(to, surface, f.replace(/\.ts$/, '.js')), js);
    count++;
  }
}
console.log(`build-cases: ${count} cases compiled to dist/cases`);
