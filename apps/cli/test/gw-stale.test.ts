// scripts/gw.mjs builds the CLI when dist is missing or older than a source, and says so and why in one line
// (it rebuilt silently for 21–43 s). Run on a copy of the scripts in a small workspace whose compile step is a
// stand-in that writes dist/main.js, so the real build is not what is measured or waited for.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

const ws = mkdtempSync(join(tmpdir(), 'gw-stale-'));
afterAll(() => rmSync(ws, { recursive: true, force: true }));
const put = (path: string, text: string) => {
  mkdirSync(dirname(join(ws, path)), { recursive: true });
  writeFileSync(join(ws, path), text);
};
for (const f of ['gw.mjs', 'setup.mjs', 'stale.mjs']) {
  mkdirSync(join(ws, 'scripts'), { recursive: true });
  copyFileSync(join(ROOT, 'scripts', f), join(ws, 'scripts', f));
}
put('tsconfig.base.json', '{}');
put('pnpm-lock.yaml', '');
put('node_modules/.modules.yaml', ''); // installed: set-up has nothing to do
put('apps/cli/package.json', '{}');
put('apps/cli/src/main.ts', '');
put('packages/runtime/src/index.ts', '');
put('tools/codegen/src/index.ts', '');
put('conformance/src/index.ts', '');
put('conformance/cases/x.ts', '');
// The stand-in build: writes a CLI that prints its arguments.
put(
  'scripts/compile.mjs',
  `import { mkdirSync, writeFileSync } from 'node:fs';
mkdirSync('${ws}/apps/cli/dist', { recursive: true });
writeFileSync('${ws}/apps/cli/dist/main.js', 'console.log("ran " + process.argv.slice(2).join(" "));');
`,
);

const gw = (...args: string[]) => spawnSync(process.execPath, [join(ws, 'scripts/gw.mjs'), ...args], { cwd: ws, encoding: 'utf8' });
const BUILT = /^gw: building the CLI and its workspace dependencies \((.+)\)… done in [\d.]+ s\n$/;

describe('gw.mjs rebuilds only when needed, in one line that says why', () => {
  it('first run: dist is missing', () => {
    const r = gw('spec', 'lint');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe('ran spec lint\n');
    expect(BUILT.exec(r.stderr)?.[1]).toBe('first run: apps/cli/dist is missing');
  });

  it('dist is current: no build, nothing said', () => {
    const r = gw('spec', 'lint');
    expect(r).toMatchObject({ status: 0, stdout: 'ran spec lint\n', stderr: '' });
  });

  it('a source changed since the build: named', () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(ws, 'packages/runtime/src/index.ts'), later, later);
    const r = gw('mock');
    expect(r.stdout).toBe('ran mock\n');
    expect(BUILT.exec(r.stderr)?.[1]).toBe('packages/runtime/src/index.ts changed since the last build');
  });
});
