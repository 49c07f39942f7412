// Issue 21 item 1 in Node: the app (app/main.js) bundled by esbuild with --splitting (each operation's validators a
// chunk loaded by import()) and by webpack (target node, chunks loaded on demand), and run as it is by Node (ESM);
// each run in its own Node process against the local gateway: typed data, invalid input refused and never sent.
// The built client packages also load through require() (CommonJS apps; Node >= 20.19 / 22.12, the engines field).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import webpack from 'webpack';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APP, CLIENT_PACKAGES, expectRightResults, type Gateway, HERE, type Results, scratchDirs, startGateway } from './harness.js';

const run = promisify(execFile);
const ROOT = join(HERE, '..');

let gateway: Gateway;
const { make: scratch, removeAll } = scratchDirs();
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.mock.close();
  removeAll();
});

/** Runs `gwRun` of the module at `file` (ESM, or CommonJS with `require`) in a new Node process. */
async function runApp(file: string, loader: 'import' | 'require'): Promise<Results> {
  const load = loader === 'import' ? `await import(${JSON.stringify(pathToFileURL(file).href)})` : `require(${JSON.stringify(file)})`;
  const script = `const m = ${load}; process.stdout.write(JSON.stringify(await m.gwRun(process.argv[1], process.argv[2])));`;
  const { stdout } = await run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      loader === 'import'
        ? script
        : `import { createRequire } from 'node:module'; const require = createRequire(${JSON.stringify(pathToFileURL(file).href)}); ${script}`,
      gateway.mock.url,
      gateway.apiKey,
    ],
    {
      cwd: ROOT,
      timeout: 120_000,
    },
  );
  return JSON.parse(stdout) as Results;
}

describe('the app in Node', () => {
  test('bundled by esbuild with --splitting: validators in their own chunks, loaded on use', { timeout: 240_000 }, async () => {
    gateway.operations.length = 0;
    const outdir = scratch('esbuild-split');
    await build({ entryPoints: [join(APP, 'main.js')], bundle: true, splitting: true, format: 'esm', platform: 'node', outdir, logLevel: 'silent' });
    const chunks = readdirSync(outdir).filter((f) => f !== 'main.js');
    expect(chunks.length).toBeGreaterThan(3);
    expectRightResults(await runApp(join(outdir, 'main.js'), 'import'), gateway);
  });

  test('bundled by webpack (target node): the same', { timeout: 240_000 }, async () => {
    gateway.operations.length = 0;
    const path = scratch('webpack');
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          optimization: { minimize: false },
          target: 'node',
          entry: join(APP, 'main.js'),
          output: { path, filename: 'main.cjs', chunkFilename: '[id].cjs', library: { type: 'commonjs2' } },
        },
        (err, s) => (err || !s ? reject(err) : resolve(s)),
      ),
    );
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(readdirSync(path).length).toBeGreaterThan(3);
    expectRightResults(await runApp(join(path, 'main.cjs'), 'require'), gateway);
  });

  test('as it is, Node ESM on the built packages: the same', { timeout: 240_000 }, async () => {
    gateway.operations.length = 0;
    expectRightResults(await runApp(join(APP, 'main.js'), 'import'), gateway);
  });

  test('require() of each built client package (CommonJS apps), with an engines field that says where it works', { timeout: 120_000 }, async () => {
    // One Node process requires each package in turn (@gw/runtime, which the others require, first) and says what it got.
    const script = `const out = {};
for (const pkg of ${JSON.stringify(CLIENT_PACKAGES)}) {
  try { out[pkg] = Object.keys(require(pkg)).length > 0 ? 'ok' : 'empty'; } catch (e) { out[pkg] = String(e); }
}
process.stdout.write(JSON.stringify(out));`;
    const { stdout } = await run(process.execPath, ['-e', script], { cwd: ROOT });
    const required = JSON.parse(stdout) as Record<string, string>;
    for (const pkg of CLIENT_PACKAGES) {
      expect(required[pkg], pkg).toBe('ok');
      const pj = JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { engines?: { node?: string } };
      expect(pj.engines?.node, pkg).toBe('>=20.19 <21 || >=22.12');
    }
  });
});
