// conformance: wall time (and CPU time) of the full fixtures run (all surfaces x 3 networks) from the built CLI, the
// CLI's start-up (built output vs tsx on sources), and seconds per 1000 exchanges when the fixture set is
// multiplied x10 (a temp copy, every case file copied 10 times under a new case name).
// Targets: <= 10 s for the embedded set, linear growth, start-up < 300 ms. Method: bench/README.md.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printFigures } from './lib/figures.js';
import { tsxArgs } from './lib/process.js';
import { median } from './lib/measure.js';
import { buildIfStale } from '../scripts/build-cli.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROUNDS = arg('--rounds', 3);
const fixtures = join(root, 'conformance/fixtures');
const cli = join(root, 'apps/cli/dist/main.js');
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** Runs a command; wall ms measured here, CPU seconds (user + sys) from GNU time when installed. */
function timed(argv: string[]): { wallMs: number; cpuS: number | undefined; out: string } {
  const t0 = performance.now();
  const r = TIME
    ? spawnSync(TIME, ['-f', 'GW_BENCH_CPU %U %S', ...argv], { encoding: 'utf8', maxBuffer: 64 << 20 })
    : spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', maxBuffer: 64 << 20 });
  const wallMs = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${argv.join(' ')} exited with ${r.status}:\n${(r.stdout + r.stderr).slice(-2000)}`);
  const m = /GW_BENCH_CPU ([\d.]+) ([\d.]+)/.exec(r.stderr);
  return { wallMs, cpuS: m ? Number(m[1]) + Number(m[2]) : undefined, out: r.stdout };
}
const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
/** Exchange fixtures: <network>/<surface>/<operation>/<case>.json (datasets and READMEs excluded). */
const exchanges = (dir: string) => walk(dir).filter((f) => f.endsWith('.json') && f.slice(dir.length + 1).split('/').length === 4).length;

// The CLI and the packages it runs, built when missing or stale (scripts/build-cli.mjs, as gw does).
if ((await buildIfStale(root)) !== 0) throw new Error('the build failed (see above)');

// The x10 copy: every case file 10 times, `case` renamed.
const tmp = mkdtempSync(join(tmpdir(), 'gw-bench-fixtures-'));
const x10 = join(tmp, 'fixtures');
cpSync(fixtures, x10, { recursive: true });
for (const f of walk(x10)) {
  if (!f.endsWith('.json') || f.slice(x10.length + 1).split('/').length !== 4) continue;
  const fx = JSON.parse(readFileSync(f, 'utf8'));
  for (let k = 1; k < 10; k++) writeFileSync(f.replace(/\.json$/, `-x${k}.json`), JSON.stringify({ ...fx, case: `${fx.case}-x${k}` }));
}
const reportDir = join(tmp, 'reports');
const run = (dir: string) => timed([process.execPath, cli, 'conformance', '--target', 'fixtures', '--fixtures', dir, '--report-dir', reportDir]);
const passedLine = (out: string) => /^(\d+) passed, (\d+) failed, (\d+) drift, (\d+) skipped$/m.exec(out);

try {
  const startBuilt: number[] = [];
  const startSource: number[] = [];
  for (let r = 0; r < ROUNDS + 2; r++) {
    startBuilt.push(timed([process.execPath, cli, '--help']).wallMs);
    startSource.push(timed([process.execPath, ...tsxArgs(), join(root, 'apps/cli/src/main.ts'), '--help']).wallMs);
  }
  const full: Array<{ wallMs: number; cpuS: number | undefined }> = [];
  const big: Array<{ wallMs: number; cpuS: number | undefined }> = [];
  let lines = ['', ''];
  for (let r = 0; r < ROUNDS; r++) {
    const a = run(fixtures);
    const b = run(x10);
    full.push(a);
    big.push(b);
    lines = [passedLine(a.out)?.[0] ?? '(no summary line)', passedLine(b.out)?.[0] ?? '(no summary line)'];
  }
  const n1 = exchanges(fixtures);
  const n10 = exchanges(x10);
  const med = (xs: number[]) => median(xs);
  const cpu = (xs: Array<{ cpuS: number | undefined }>) => (xs[0]?.cpuS === undefined ? 'n/a' : `${med(xs.map((x) => x.cpuS!)).toFixed(2)} s`);
  const wall = (xs: Array<{ wallMs: number }>) =>
    `median ${(med(xs.map((x) => x.wallMs)) / 1000).toFixed(2)} s (min ${(Math.min(...xs.map((x) => x.wallMs)) / 1000).toFixed(2)})`;
  console.log(
    `\nstart-up (gw --help, ${ROUNDS + 2} interleaved runs): built ${med(startBuilt).toFixed(0)} ms (min ${Math.min(...startBuilt).toFixed(0)}), tsx on sources ${med(startSource).toFixed(0)} ms (min ${Math.min(...startSource).toFixed(0)})`,
  );
  console.log(`embedded set: ${n1} exchanges, ${lines[0]}; wall ${wall(full)}; CPU (user+sys) median ${cpu(full)}`);
  console.log(`x10 set:      ${n10} exchanges, ${lines[1]}; wall ${wall(big)}; CPU (user+sys) median ${cpu(big)}`);
  const per = (xs: Array<{ wallMs: number }>, n: number) => med(xs.map((x) => x.wallMs)) / 1000 / (n / 1000);
  const perCpu = (xs: Array<{ cpuS: number | undefined }>, n: number) => (xs[0]?.cpuS === undefined ? NaN : med(xs.map((x) => x.cpuS!)) / (n / 1000));
  console.log(
    `seconds per 1000 exchanges: wall ${per(full, n1).toFixed(2)} -> ${per(big, n10).toFixed(2)} (x10); CPU ${perCpu(full, n1).toFixed(2)} -> ${perCpu(big, n10).toFixed(2)}`,
  );
  const w = med(full.map((x) => x.wallMs)) / 1000;
  printFigures(
    'conformance (issue 15)',
    [
      { what: 'embedded set, wall (median)', value: w, target: 10, unit: 's' },
      { what: 'start-up of the built CLI (gw --help, median)', value: med(startBuilt), target: 300, unit: 'ms' },
    ],
    [{ what: 'x10 set / embedded set, wall per 1000 exchanges', value: per(big, n10) / per(full, n1) }],
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
