// load: time to the first `listening` line of `gw mock` (built CLI vs tsx on sources), and the bytes and
// milliseconds to import one client package's built entry (packages/<pkg>/dist/index.js) in a fresh process.
// Runs interleave; min and median. Bytes come from bench/validator-bytes.ts (`--json`). Method: bench/README.md.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printFigures } from './lib/figures.js';
import { tsxArgs } from './lib/process.js';
import { median } from './lib/measure.js';
import { buildIfStale } from '../scripts/build-cli.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROUNDS = arg('--rounds', 5);
// Every client package (issue 25 item 6: importing one loads no validator until a call needs it).
const PACKAGES = ['data-api', 'opi', 'orderbook', 'jsonrpc', 'espo', 'mempool', 'eth-mempool', 'forex', 'brc20-prog', 'reorg', 'btcusd', 'bridge'];

/** Milliseconds from spawn to the first stdout line starting with `listening`; the process is then stopped. */
function toListening(argv: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const p = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (/^listening/m.test(out)) {
        const ms = performance.now() - t0;
        p.once('exit', () => resolve(ms));
        p.kill('SIGTERM');
      }
    });
    p.stderr.resume();
    p.once('exit', (code) => {
      if (!/^listening/m.test(out)) reject(new Error(`${argv.join(' ')} exited with ${code} before listening:\n${out.slice(-1000)}`));
    });
  });
}

/** Wall ms of a fresh `node` that imports one module and exits, and the import's own ms measured inside. */
function importOnce(file: string): { processMs: number; importMs: number } {
  const t0 = performance.now();
  const code = `const t=performance.now();await import(${JSON.stringify(pathToFileURL(file).href)});console.log(performance.now()-t)`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`import ${file}: ${r.stderr.slice(-1000)}`);
  return { processMs: performance.now() - t0, importMs: Number(r.stdout.trim()) };
}

// The CLI and the packages it runs, built when missing or stale (scripts/build-cli.mjs, as gw does).
if ((await buildIfStale(root)) !== 0) throw new Error('the build failed (see above)');

const mock = ['mock', '--port', '0', '--api-key', 'bench-load-key'];
const builtMs: number[] = [];
const sourceMs: number[] = [];
const bare: number[] = [];
const imports: Record<string, { processMs: number[]; importMs: number[] }> = Object.fromEntries(PACKAGES.map((p) => [p, { processMs: [], importMs: [] }]));
for (let r = 0; r < ROUNDS; r++) {
  builtMs.push(await toListening([join(root, 'apps/cli/dist/main.js'), ...mock]));
  sourceMs.push(await toListening([...tsxArgs(), join(root, 'apps/cli/src/main.ts'), ...mock]));
  bare.push(importOnce(join(here, 'lib/nothing.mjs')).processMs);
  for (const p of PACKAGES) {
    const x = importOnce(join(root, 'packages', p, 'dist/index.js'));
    imports[p]!.processMs.push(x.processMs);
    imports[p]!.importMs.push(x.importMs);
  }
}
const bytes = spawnSync(process.execPath, [...tsxArgs(), join(here, 'validator-bytes.ts'), '--json', ...PACKAGES], {
  encoding: 'utf8',
  maxBuffer: 64 << 20,
});
if (bytes.status !== 0) throw new Error(`validator-bytes failed: ${bytes.stderr.slice(-1000)}`);
const loads = (JSON.parse(bytes.stdout) as { clients: Array<{ package: string; modules: number; bytes: number; validators: number }> }).clients;

const mm = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)})`;
console.log(`\ngw mock to first 'listening' line (${ROUNDS} interleaved runs): built ${mm(builtMs)}; tsx on sources ${mm(sourceMs)}`);
console.log(`a node process importing nothing: ${mm(bare)}`);
console.log('import one client package (fresh process each; built dist/index.js):');
for (const p of PACKAGES) {
  const l = loads.find((x) => x.package === p);
  console.log(
    `  ${p.padEnd(10)} import ${mm(imports[p]!.importMs).padEnd(26)} whole process ${mm(imports[p]!.processMs).padEnd(26)} ${l ? `${l.modules} modules, ${l.bytes} bytes (validators ${l.validators})` : ''}`,
  );
}
printFigures(
  'load (issue 25 item 6)',
  loads.map((l) => ({ what: `validator bytes loaded by importing @gw/${l.package}`, value: l.validators, target: 0, unit: 'bytes' })),
  [
    { what: "gw mock (built) to its first 'listening' line, median", value: median(builtMs), unit: 'ms' },
    ...PACKAGES.map((p) => ({ what: `import @gw/${p} (built), median`, value: median(imports[p]!.importMs), unit: 'ms' })),
  ],
);
