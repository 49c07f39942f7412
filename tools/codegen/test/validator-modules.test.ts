// The committed validator modules are reviewable (issue 24 item 3): ES modules with a header naming their source, no
// require(), one tab per level, no line longer than 300 characters; a module per operation or named schema.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
const modules = walk(join(root, 'packages'))
  .filter((f) => !f.includes('/node_modules/') && /\/src\/gen\/(?:[^/]+\/validators(?:-coerce)?\/|common\/defs\/).*\.js$/.test(f))
  .map((f) => relative(root, f));

test(`every generated validator module reads as code (${modules.length} modules)`, () => {
  expect(modules.length).toBeGreaterThan(300);
  const problems: string[] = [];
  for (const f of modules) {
    const text = readFileSync(join(root, f), 'utf8');
    if (!text.startsWith('// Generated from ')) problems.push(`${f}: no header`);
    if (/\brequire\(/.test(text)) problems.push(`${f}: require()`);
    text.split('\n').forEach((line, i) => {
      if (line.length > 300) problems.push(`${f}:${i + 1}: ${line.length} characters`);
      if (/^ +\S/.test(line)) problems.push(`${f}:${i + 1}: indented with spaces`);
    });
  }
  expect(problems).toEqual([]);
});
