// How many bytes of generated validators exist, and how many bytes one client import loads.
//
//   npm run bench:validators         (builds the packages first, then measures)
//   node --import tsx bench/validator-bytes.ts [--json] [package ...]
//
// 1. Total: every generated validator module (every `.js` under `packages/*/src/gen/<surface>/validators*/` and
//    `packages/runtime/src/gen/common/`: per-operation modules, named schemas' modules, the shared schemas), bytes
//    and lines.
// 2. Per client: a fresh `node` process imports `packages/<pkg>/dist/index.js` (the built package, as a user gets it,
//    no source condition) with a module.register() load hook recording every ES module URL, then reads
//    `require.cache` for every CommonJS module (dependencies); the sizes of all those files are summed (node: builtins
//    excluded).
//    Split into generated validators, the rest of the workspace, and node_modules.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isValidatorModule } from '@gw/layout';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const pkgArgs = args.filter((a) => !a.startsWith('--'));

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const packages = readdirSync(join(root, 'packages'))
  .filter((p) => existsSync(join(root, 'packages', p, 'package.json')))
  .sort();
// Generated validators: the plain JavaScript modules codegen writes (tools/codegen/src/validators.ts).
const isValidatorFile = (f: string) => f.endsWith('.js') && isValidatorModule(f);

// 1. Total generated validator bytes.
const validatorFiles = packages
  .flatMap((p) => walk(join(root, 'packages', p, 'src/gen')))
  .filter(isValidatorFile)
  .sort();
const total = { files: validatorFiles.length, bytes: 0, lines: 0 };
const perFile: Array<{ file: string; bytes: number }> = [];
for (const f of validatorFiles) {
  const text = readFileSync(f, 'utf8');
  const bytes = Buffer.byteLength(text);
  total.bytes += bytes;
  total.lines += text.split('\n').length - 1;
  perFile.push({ file: relative(root, f), bytes });
}

// 2. Bytes loaded by importing one built client package.
const probe = `
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
import { createRequire } from 'node:module';
const { port1, port2 } = new MessageChannel();
const urls = new Set();
port1.on('message', (u) => urls.add(u));
port1.unref();
register('data:text/javascript,' + encodeURIComponent(\`
  let port;
  export function initialize(d) { port = d.port; }
  export async function load(url, ctx, next) { port.postMessage(url); return next(url, ctx); }
\`), { data: { port: port2 }, transferList: [port2] });
await import(process.argv[1]);
await new Promise((r) => setTimeout(r, 50));
const req = createRequire(import.meta.url);
const files = new Set([...urls].filter((u) => u.startsWith('file:')).map((u) => new URL(u).pathname));
for (const k of Object.keys(req.cache)) files.add(k);
process.stdout.write(JSON.stringify([...files]));
`;

interface ClientLoad {
  package: string;
  modules: number;
  bytes: number;
  validators: number;
  workspace: number;
  nodeModules: number;
}

function measureClient(pkg: string): ClientLoad | { package: string; error: string } {
  const entry = join(root, 'packages', pkg, 'dist/index.js');
  if (!existsSync(entry)) return { package: pkg, error: 'not built (run `pnpm build` first)' };
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe, pathToFileURL(entry).href], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) return { package: pkg, error: r.stderr.trim().split('\n').slice(-3).join(' ') };
  const files = (JSON.parse(r.stdout) as string[]).filter((f) => f.startsWith('/') && existsSync(f));
  const out: ClientLoad = { package: pkg, modules: files.length, bytes: 0, validators: 0, workspace: 0, nodeModules: 0 };
  for (const f of files) {
    const size = statSync(f).size;
    out.bytes += size;
    if (f.includes('/node_modules/')) out.nodeModules += size;
    else if (isValidatorModule(f)) out.validators += size;
    else out.workspace += size;
  }
  return out;
}

const clients = (pkgArgs.length ? pkgArgs : packages.filter((p) => existsSync(join(root, 'packages', p, 'src/gen')))).map(measureClient);

if (asJson) {
  process.stdout.write(`${JSON.stringify({ node: process.version, total, perFile, clients }, null, 2)}\n`);
} else {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`node ${process.version}`);
  console.log(`generated validators: ${total.files} files, ${total.bytes} bytes (${kb(total.bytes)}), ${total.lines} lines`);
  for (const f of perFile) console.log(`  ${String(f.bytes).padStart(8)}  ${f.file}`);
  console.log('\nbytes loaded by import(packages/<pkg>/dist/index.js):');
  console.log('  package        modules      total  validators  other workspace  node_modules');
  for (const c of clients) {
    if ('error' in c) console.log(`  ${c.package.padEnd(14)} ${c.error}`);
    else
      console.log(
        `  ${c.package.padEnd(14)} ${String(c.modules).padStart(7)} ${kb(c.bytes).padStart(11)} ${kb(c.validators).padStart(11)} ${kb(c.workspace).padStart(16)} ${kb(c.nodeModules).padStart(13)}`,
      );
  }
}
