// scripts/gw.mjs builds the CLI when dist is missing or older than a source, and says so and why in one line
// (it rebuilt silently for 21–43 s). Run on a copy of the scripts in a small workspace whose compile step is a
// stand-in that writes dist/main.js, so the real build is not what is measured or waited for.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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
for (const f of ['gw.mjs', 'setup.mjs', 'stale.mjs', 'build-lock.mjs', 'build-cli.mjs']) {
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
// The stand-in build: writes a CLI that prints its arguments, and logs its start and end in builds.log. With
// GW_STANDIN_HOLD set it holds between the two until the file \`release\` exists.
put(
  'scripts/compile.mjs',
  `import { appendFileSync, existsSync, mkdirSync, watch, writeFileSync } from 'node:fs';
appendFileSync('${ws}/builds.log', 'start\\n');
if (process.env.GW_STANDIN_HOLD)
  await new Promise((done) => {
    const w = watch('${ws}', () => existsSync('${ws}/release') && (w.close(), done()));
    if (existsSync('${ws}/release')) (w.close(), done());
  });
mkdirSync('${ws}/apps/cli/dist', { recursive: true });
writeFileSync('${ws}/apps/cli/dist/main.js', 'console.log("ran " + process.argv.slice(2).join(" "));');
appendFileSync('${ws}/builds.log', 'end\\n');
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

describe('gw.mjs builds once when two start on a stale dist', () => {
  /** gw started in the background: its stderr so far, a promise of the text it must print, and its end. */
  const background = (...args: string[]) => {
    const child = spawn(process.execPath, [join(ws, 'scripts/gw.mjs'), ...args], { cwd: ws, env: { ...process.env, GW_STANDIN_HOLD: '1' } });
    let stdout = '';
    let stderr = '';
    const said: Array<[RegExp, () => void]> = [];
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => {
      stderr += d;
      for (const [re, done] of said) if (re.test(stderr)) done();
    });
    const ended = new Promise<{ status: number | null; stdout: string; stderr: string }>((done) =>
      child.on('close', (status) => done({ status, stdout, stderr })),
    );
    const says = (re: RegExp) =>
      Promise.race([
        new Promise<void>((done) => (re.test(stderr) ? done() : said.push([re, done]))),
        ended.then((r) => {
          throw new Error(`gw ended without saying ${re}: ${JSON.stringify(r)}`);
        }),
      ]);
    return { says, ended };
  };

  it("the second waits for the first one's build, then runs without building again", async () => {
    // dist older than the sources, which are not in the future: the one build makes dist current.
    const past = new Date(Date.now() - 120_000);
    utimesSync(join(ws, 'apps/cli/dist/main.js'), past, past);
    utimesSync(join(ws, 'packages/runtime/src/index.ts'), new Date(), new Date());
    rmSync(join(ws, 'builds.log'), { force: true });
    const first = background('mock');
    await first.says(/building the CLI/);
    const second = background('spec', 'lint');
    await second.says(/another gw \(pid \d+\) is building the CLI; waiting for it/);
    writeFileSync(join(ws, 'release'), '');
    const [a, b] = await Promise.all([first.ended, second.ended]);
    expect(a, a.stderr).toMatchObject({ status: 0, stdout: 'ran mock\n' });
    expect(BUILT.test(a.stderr), a.stderr).toBe(true);
    expect(b, b.stderr).toMatchObject({ status: 0, stdout: 'ran spec lint\n' });
    expect(b.stderr).not.toContain('building the CLI and its workspace');
    expect(readFileSync(join(ws, 'builds.log'), 'utf8')).toBe('start\nend\n');
    expect(existsSync(join(ws, 'node_modules/.gw-build.lock'))).toBe(false);
  });

  it('a lock left by a builder that is gone is taken over', () => {
    // A pid no process has: the highest a Linux pid can be is 4194304.
    writeFileSync(join(ws, 'node_modules/.gw-build.lock'), '4194305');
    utimesSync(join(ws, 'apps/cli/dist/main.js'), new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    writeFileSync(join(ws, 'release'), '');
    const r = spawnSync(process.execPath, [join(ws, 'scripts/gw.mjs'), 'mock'], { cwd: ws, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('waiting');
    expect(BUILT.test(r.stderr)).toBe(true);
    expect(existsSync(join(ws, 'node_modules/.gw-build.lock'))).toBe(false);
  });
});
