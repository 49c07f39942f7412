// Runs one benchmark (`npm run bench -- protobuf`) or all of them (`npm run bench`), each in its own Node process,
// from TypeScript source (tsx's ESM hook, @gw/source condition: process.ts); the ones that time built output (load, conformance, test)
// build or spawn it themselves. At the end, every figure of the run against its target, in one table (each
// benchmark prints `FIGURE`/`ANCHOR` lines: lib/figures.ts), with the load average when each benchmark started.
// Method and latest numbers: bench/README.md.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Anchor, describeAnchor, describeFigure, type Figure, measured, met, readLine, targetOf } from './figures.js';
import { tsxArgs } from './process.js';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const ALL = ['validate', 'protobuf', 'gateway', 'client', 'redact', 'conformance', 'load', 'test'];
const [name, ...rest] = process.argv.slice(2);
if (name && !ALL.includes(name)) {
  console.error(`bench: no benchmark named ${name}; choose one of ${ALL.join(', ')} (or none for all)`);
  process.exit(2);
}
// `test` runs the full `npm test` once, from cold; it only runs when asked for by name.
const names = name ? [name] : ALL.filter((n) => n !== 'test');

interface Result {
  code: number | string;
  figures: Figure[];
  anchors: Anchor[];
}

/** Runs one benchmark, showing its output as it comes; resolves with its exit code and its FIGURE/ANCHOR lines. */
function runOne(n: string): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--expose-gc', ...tsxArgs(), join(here, `${n}.ts`), ...rest], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const figures: Figure[] = [];
    const anchors: Anchor[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      const read = readLine(line);
      if (!read) console.log(line);
      else if ('figure' in read) figures.push(read.figure);
      else anchors.push(read.anchor);
    });
    child.on('close', (code, signal) => resolve({ code: code ?? signal ?? 'unknown', figures, anchors }));
  });
}

let failed = 0;
const results: Array<Result & { n: string; load: string }> = [];
for (const n of names) {
  const load = loadavg()[0]!.toFixed(1);
  console.log(`\n=== bench ${n} (load average ${load}) ===`);
  const r = await runOne(n);
  if (r.code !== 0) {
    console.error(`bench ${n}: exited with ${r.code}`);
    failed++;
  }
  results.push({ n, load, ...r });
}

const all = results.flatMap((r) => r.figures);
console.log(`\n=== every figure of this run against its target (${all.filter(met).length} of ${all.length} met) ===`);
for (const r of results) {
  if (!r.figures.length && !r.anchors.length) continue;
  console.log(`${r.n} (load average ${r.load} at its start)`);
  for (const f of r.figures) console.log(`  ${describeFigure(f)}`);
  for (const a of r.anchors) console.log(`  anchor: ${describeAnchor(a)}`);
}
// The same as a Markdown table, for bench/README.md.
console.log('\n| benchmark | figure | measured (spread) | target | load average | status |\n|---|---|---|---|---:|---|');
for (const r of results)
  for (const f of r.figures) console.log(`| ${r.n} | ${f.what} | ${measured(f)} | ${targetOf(f)} | ${r.load} | ${met(f) ? 'met' : '**not met**'} |`);
process.exit(failed ? 1 : 0);
