// test: wall and CPU time of `npm test` from cold: every dist/ and node_modules/.cache removed (npm test does not
// use turbo's cache; TURBO_FORCE=1 all the same). CPU = user + sys of every process npm test started (bash `times`).
// Target: <= 60 s on 2 cores. Runs the full suite once (2-3 minutes or more); only with `npm run bench -- test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printFigures } from './lib/figures.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const removed: string[] = [];
for (const group of ['packages', 'apps', 'tools']) {
  for (const pkg of readdirSync(join(root, group))) {
    const dist = join(root, group, pkg, 'dist');
    if (existsSync(dist)) {
      rmSync(dist, { recursive: true, force: true });
      removed.push(`${group}/${pkg}/dist`);
    }
  }
}
for (const p of ['conformance/dist', 'node_modules/.cache']) {
  if (existsSync(join(root, p))) {
    rmSync(join(root, p), { recursive: true, force: true });
    removed.push(p);
  }
}
console.log(`cold start: removed ${removed.length} directories (every dist/, node_modules/.cache); TURBO_FORCE=1`);
const t0 = performance.now();
const r = spawnSync('bash', ['-c', 'npm test; status=$?; times; exit $status'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 512 << 20,
  env: { ...process.env, TURBO_FORCE: '1' },
});
const s = (performance.now() - t0) / 1000;
// `times` prints the shell's user/sys, then its children's: "0m12.345s 0m1.234s".
const [user, sys] = (r.stdout.trim().split('\n').pop() ?? '').split(' ').map((t) => {
  const m = /^(\d+)m([\d.]+)s$/.exec(t);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
});
const last =
  `${r.stdout}${r.stderr}`
    .trim()
    .split('\n')
    .filter((l) => /\d+ passed, \d+ failed/.test(l))
    .pop() ?? '(no summary line)';
const phases =
  `${r.stdout}`
    .split('\n')
    .filter((l) => l.startsWith('time: '))
    .pop() ?? '';
console.log(
  `npm test (cold): ${s.toFixed(1)} s wall, ${((user ?? 0) + (sys ?? 0)).toFixed(1)} s CPU (user ${user?.toFixed(1)}, sys ${sys?.toFixed(1)}), exit ${r.status}; ${last}`,
);
console.log(phases);
printFigures(
  'test (issue 25 item 7)',
  [{ what: 'npm test from cold, wall', value: s, target: 60, unit: 's' }],
  [{ what: 'npm test from cold, CPU (user + sys)', value: (user ?? 0) + (sys ?? 0), unit: 's' }],
);
if (r.status !== 0) {
  console.log(`${r.stdout}${r.stderr}`.slice(-4000));
  process.exit(1);
}
