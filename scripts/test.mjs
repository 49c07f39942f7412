// `npm test`: regenerate and refuse drift, beside it lint the specs and check protobuf compatibility with main, build
// every package (one process), then every package's tests (one vitest process) beside the typecheck. Ends with one line
// `N passed, N failed` summed over every check and test.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testsBesideTypecheck } from './beside-typecheck.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Every temporary file of the run (tests, tools, the processes they start) goes under one directory, removed when the
// run ends: test files that left theirs behind filled /tmp with thousands of fixture copies.
const runTmp = mkdtempSync(join(tmpdir(), 'gw-npm-test-'));
// node_modules/.bin first: tools run through the pinned versions installed there.
const env = {
  ...process.env,
  TMPDIR: runTmp,
  PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
  CI: 'true',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  REDOCLY_TELEMETRY: 'off',
};
const checks = []; // { name, ok, detail }
const phases = []; // [step, seconds]: printed at the end, so a slow step shows
const run = (step, cmd, args, opts = {}) => {
  const started = performance.now();
  const r = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 256 << 20, ...opts });
  phases.push([step, (performance.now() - started) / 1000]);
  return r;
};
/** Like `run`, without waiting: resolves to the same { status, stdout, stderr } when the process ends. */
const start = (step, cmd, args) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(cmd, args, { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    let ended = false;
    const done = (status, extra = '') => {
      if (ended) return;
      ended = true;
      phases.push([step, (performance.now() - started) / 1000]);
      resolve({ status, stdout, stderr: stderr + extra });
    };
    child.on('error', (e) => done(1, `\n${e.message}`));
    child.on('close', (code) => done(code ?? 1));
  });

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}
/** Every generated file: src/gen of each package, the READMEs (those written by hand stay as they are) and the gaps report. */
function generatedFiles() {
  const out = [join(root, 'docs/gaps.md')];
  for (const pkg of readdirSync(join(root, 'packages'))) out.push(...walk(join(root, 'packages', pkg, 'src/gen')), join(root, 'packages', pkg, 'README.md'));
  return out.filter((f) => existsSync(f)).sort();
}
const snapshot = () => new Map(generatedFiles().map((f) => [f, createHash('sha256').update(readFileSync(f)).digest('hex')]));

// 1-3. Regenerating from the specs (must change nothing), and beside it the checks that read no generated file: spec
// lint, Biome (it ignores src/gen) and buf breaking. Each is its own process; the two cores run them side by side.
const hasMain =
  run('git', 'git', ['rev-parse', '--verify', '--quiet', 'main']).status === 0 &&
  run('git', 'git', ['cat-file', '-e', 'main:specs/proto/buf.yaml']).status === 0;
const beside = (async () => {
  const lint = await start('spec lint', process.execPath, ['--conditions=@gw/source', '--import', 'tsx', 'tools/spec-tools/src/lint/cli.ts']);
  // Formatting and lint (Biome): the tree is formatted and lint-clean (`npx biome check --write .` fixes most).
  const biome = await start('biome', join(root, 'node_modules/.bin/biome'), ['ci', '.', '--colors=off']);
  // Protobuf compatibility with main (when this clone has a main branch that holds the buf module).
  const buf = hasMain
    ? await start('buf breaking', join(root, 'tools/codegen/node_modules/.bin/buf'), [
        'breaking',
        'specs/proto',
        '--against',
        '.git#branch=main,subdir=specs/proto',
      ])
    : undefined;
  return { lint, biome, buf };
})();

const before = snapshot();
const gen = await start('regenerate', process.execPath, ['--conditions=@gw/source', '--import', 'tsx', 'tools/codegen/src/generate-cli.ts']);
const after = snapshot();
const drift = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f)).map((f) => f.slice(root.length + 1));
checks.push({
  name: 'regenerate from specs (no drift)',
  ok: gen.status === 0 && drift.length === 0,
  detail:
    gen.status !== 0
      ? gen.stderr.slice(-2000)
      : `generated files changed: ${drift.slice(0, 10).join(', ')}${drift.length > 10 ? ` and ${drift.length - 10} more` : ''}. Run \`npm run generate\` and commit.`,
});
const { lint, biome, buf } = await beside;
checks.push({
  name: 'spec lint',
  ok: lint.status === 0,
  detail: lint.stdout
    .split('\n')
    .filter((l) => !l.startsWith('ok'))
    .join('\n'),
});
checks.push({ name: 'format and lint (biome ci)', ok: biome.status === 0, detail: `${biome.stdout}${biome.stderr}`.slice(-4000) });
if (buf) checks.push({ name: 'buf breaking against main', ok: buf.status === 0, detail: `${buf.stdout}${buf.stderr}` });
else console.log('note: buf breaking not run (no main branch with specs/proto in this clone)');

for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.ok ? '' : `\n${c.detail}`}`);

// 4. Build every package (scripts/compile.mjs), then every package's tests in one vitest process
// (vitest.config.ts: files share their worker's modules, a few keep their own) beside the typecheck the same compile
// run goes on with (scripts/beside-typecheck.mjs). A compile failure fails the run.
const resultFile = join(root, 'test-results/vitest.json');
rmSync(resultFile, { force: true });
const step4 = await testsBesideTypecheck({
  spawnCompile: () => spawn(process.execPath, [join(root, 'scripts/compile.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }),
  tests: () =>
    new Promise((resolve) => {
      const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultFile}`];
      const child = spawn(join(root, 'node_modules/.bin/vitest'), args, { cwd: root, env, stdio: 'inherit' });
      child.on('error', () => resolve(1));
      child.on('close', (code) => resolve(code ?? 1));
    }),
});
phases.push(['build', step4.seconds.build]);
if (step4.seconds.typecheck !== undefined) phases.push(['typecheck (beside the tests)', step4.seconds.typecheck]);
phases.push(['tests', step4.seconds.tests]);
checks.push({ name: 'build and typecheck (scripts/compile.mjs)', ok: step4.compileStatus === 0, detail: 'see the compile errors above' });

let passed = checks.filter((c) => c.ok).length;
let failed = checks.filter((c) => !c.ok).length;
let skipped = 0;
const perPackage = new Map();
let longest; // { ms, name }: the slowest single test, named on the closing line
const fileTimes = []; // [seconds, file]: the five slowest test files are printed before the closing line
if (existsSync(resultFile)) {
  const r = JSON.parse(readFileSync(resultFile, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const file of r.testResults) {
    const parts = relative(root, file.name).split('/');
    const pkg = parts.slice(0, parts[0] === 'conformance' ? 1 : 2).join('/');
    const c = perPackage.get(pkg) ?? { passed: 0, failed: 0, skipped: 0 };
    if (typeof file.startTime === 'number' && typeof file.endTime === 'number')
      fileTimes.push([(file.endTime - file.startTime) / 1000, relative(root, file.name)]);
    for (const t of file.assertionResults) {
      if (typeof t.duration === 'number' && (!longest || t.duration > longest.ms))
        longest = { ms: t.duration, name: `${relative(root, file.name)} > ${t.title}` };
      if (t.status === 'passed') c.passed++;
      else if (t.status === 'failed') c.failed++;
      else c.skipped++;
    }
    perPackage.set(pkg, c);
  }
}
if (step4.testsStatus !== 0 && failed === 0) {
  failed += 1; // vitest failed outside any test (a file that does not load, a crash): still a failure
  console.log('FAIL vitest exited with an error outside the test results: see the log above');
}
for (const c of checks.slice(-1)) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}`);
const lines = [...perPackage]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([pkg, c]) => `${pkg}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`);
console.log(`\nchecks: ${checks.length} (regenerate, spec lint, biome${hasMain ? ', buf breaking' : ''}, compile); tests by package:\n  ${lines.join('\n  ')}`);
if (skipped) console.log(`${skipped} tests skipped (see the log above for why: browser tests need Chromium, apt-get install -y chromium)`);
console.log(
  `time: ${phases
    .filter(([step]) => step !== 'git')
    .map(([step, sec]) => `${step} ${sec.toFixed(1)} s`)
    .join(', ')}`,
);
if (fileTimes.length)
  console.log(
    `slowest test files:\n  ${fileTimes
      .sort((a, b) => b[0] - a[0])
      .slice(0, 5)
      .map(([sec, f]) => `${sec.toFixed(1)} s ${f}`)
      .join('\n  ')}`,
  );
const slowest = longest
  ? `; longest test ${(longest.ms / 1000).toFixed(1)} s (${longest.name.length > 100 ? `${longest.name.slice(0, 99)}…` : longest.name})`
  : '';
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${slowest}`);
// Removed by a detached process: a fresh clone's installed workspace is some 30,000 links, not worth waiting for.
spawn(process.execPath, ['-e', `require('node:fs').rmSync(${JSON.stringify(runTmp)}, { recursive: true, force: true })`], {
  detached: true,
  stdio: 'ignore',
}).unref();
process.exit(failed === 0 ? 0 : 1);
