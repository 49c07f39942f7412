// Builds and typechecks workspace packages with TypeScript 7's native compiler (`tsc` of the `typescript7` package),
// in dependency order.
//   node scripts/compile.mjs                   build every package, then typecheck every package
//   node scripts/compile.mjs --build           build only            --typecheck   typecheck only
//   node scripts/compile.mjs --only <dir>      that package alone (its dependencies must be built)
//   node scripts/compile.mjs --with-deps <dir> that package and every workspace package it depends on
//   --root <dir>                               another workspace root (default: this repository)
//   --threads <n>                              packages typechecked at once (default two, one for fewer than four)
// Build: `tsconfig.build.json` emits dist/ (.js, .d.ts), then the generated validators and bundled specs are copied
// (copy-assets.mjs) and a package's `build:after` script runs (conformance compiles its cases). Typecheck:
// `tsconfig.json` (sources and tests) against dependencies' built declarations (`gw-dist-types` condition; a package's
// own `#imports` map that condition to its sources). One line
// between the two says the build is done: `npm test` starts the tests on it (scripts/beside-typecheck.mjs).
// TypeScript 7 builds and checks this workspace in about 45 s of CPU where 5.9's API, sharing parsed files across
// programs, took 115 s, and emits the same JavaScript (bench/README.md). TypeScript 5.9 stays for the tools that use
// its API (typecheck-project.ts, the protobuf decoder test).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { copyAssets } from './copy-assets.mjs';

/** The native `tsc` executable (the package's own lookup of its platform binary; no Node process in between). */
const typescript7 = dirname(createRequire(import.meta.url).resolve('typescript7/package.json'));
const TSC = (await import(pathToFileURL(join(typescript7, 'lib/getExePath.js')).href)).default();

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const valueOf = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
// --root: another workspace (the tests compile small ones).
const root = resolve(valueOf('--root') ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const doBuild = !flag('--typecheck') || flag('--build');
const doTypecheck = !flag('--build') || flag('--typecheck');

/** Workspace packages by name: directory and workspace dependencies. */
function workspace() {
  const dirs = [];
  for (const group of ['packages', 'apps', 'tools']) {
    if (existsSync(join(root, group))) for (const name of readdirSync(join(root, group))) dirs.push(join(root, group, name));
  }
  dirs.push(join(root, 'conformance'));
  const pkgs = new Map();
  for (const dir of dirs) {
    if (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'tsconfig.json'))) continue;
    const pj = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const deps = Object.keys({ ...pj.dependencies, ...pj.devDependencies }).filter((n) => n.startsWith('@gw/'));
    pkgs.set(pj.name, { name: pj.name, dir, deps, scripts: pj.scripts ?? {} });
  }
  return pkgs;
}

function dependencyOrder(pkgs, names) {
  const order = [];
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !pkgs.has(name)) return;
    seen.add(name);
    for (const dep of pkgs.get(name).deps) visit(dep);
    order.push(pkgs.get(name));
  };
  for (const name of names) visit(name);
  return order;
}

function byDir(pkgs, dir) {
  const abs = resolve(dir);
  const found = [...pkgs.values()].find((p) => p.dir === abs);
  if (!found) throw new Error(`compile: ${dir} is not a workspace package with a tsconfig.json`);
  return found;
}

let errorCount = 0;
/** One `tsc` run's errors: how many (`error TSnnnn:` in its output; at least one when it failed), and its text. */
function errorsOf(pkg, task, status, output) {
  if (status === 0) return { errors: 0, text: '' };
  const errors = Math.max(1, output.match(/\berror TS\d+:/g)?.length ?? 0);
  return { errors, text: `compile: ${pkg.name} ${task}: ${errors} error(s)\n${output.trimEnd()}\n` };
}
function report(pkg, task, status, output) {
  const { errors, text } = errorsOf(pkg, task, status, output);
  errorCount += errors;
  process.stderr.write(text);
  return errors === 0;
}
/** `tsc` arguments for one config: paths in messages relative to the workspace root, one line per message. */
const tscArgs = (config, ...more) => ['-p', config, '--pretty', 'false', ...more];

/** Emits dist/ (a full check of the sources too: a build alone, as gw.mjs runs it, still fails on a type error). */
function build(pkg) {
  const config = join(pkg.dir, 'tsconfig.build.json');
  if (!existsSync(config)) return true;
  const r = spawnSync(TSC, tscArgs(config), { cwd: root, encoding: 'utf8' });
  if (!report(pkg, 'build', r.status, `${r.stdout}${r.stderr}${r.error ? r.error.message : ''}`)) return false;
  copyAssets(pkg.dir);
  const after = pkg.scripts['build:after'];
  if (after) {
    const a = spawnSync(after, { cwd: pkg.dir, shell: true, stdio: 'inherit' });
    if (a.status !== 0) return report(pkg, 'build:after', 1, `\`${after}\` exited ${a.status}`);
  }
  return true;
}

/** Typechecks one package: resolves to its { errors, text }. */
function typecheck(pkg, singleThreaded) {
  const args = tscArgs(join(pkg.dir, 'tsconfig.json'), '--noEmit', '--customConditions', 'gw-dist-types', ...(singleThreaded ? ['--singleThreaded'] : []));
  return new Promise((done) => {
    const child = spawn(TSC, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (output += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (output += d));
    child.on('error', (e) => done(errorsOf(pkg, 'typecheck', 1, `${output}${e.message}`)));
    child.on('close', (status) => done(errorsOf(pkg, 'typecheck', status, output)));
  });
}

/**
 * Typechecks the packages, `--threads N` at once (default: one per core, at most two; one for fewer than four
 * packages, which then uses tsc's own threads); the results in the packages' order.
 */
async function typecheckAll(list) {
  const asked = valueOf('--threads');
  const threads = asked !== undefined ? Number(asked) : list.length < 4 ? 1 : Math.min(2, availableParallelism());
  const results = new Array(list.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: threads }, async () => {
      for (let i = next++; i < list.length; i = next++) results[i] = await typecheck(list[i], threads > 1);
    }),
  );
  return results;
}

const pkgs = workspace();
const only = valueOf('--only');
const withDeps = valueOf('--with-deps');
let selected;
if (only) selected = [byDir(pkgs, only)];
else if (withDeps) selected = dependencyOrder(pkgs, [byDir(pkgs, withDeps).name]);
else selected = dependencyOrder(pkgs, [...pkgs.keys()].sort());

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
let built = 0;
if (doBuild) {
  for (const pkg of selected) {
    if (build(pkg)) built++;
  }
}
// Announced before the typecheck starts: `npm test` (scripts/test.mjs) starts the tests on this line, beside it.
if (doBuild && doTypecheck) console.log(`compile: ${built}/${selected.length} built, ${errorCount} error(s), ${seconds()} s; typechecking`);
let checked = 0;
if (doTypecheck) {
  for (const { errors, text } of await typecheckAll(selected)) {
    errorCount += errors;
    process.stderr.write(text);
    if (errors === 0) checked++;
  }
}
const what = [doBuild && `${built}/${selected.length} built`, doTypecheck && `${checked}/${selected.length} typechecked`].filter(Boolean).join(', ');
const where = selected.length === 1 ? ` (${relative(root, selected[0].dir)})` : '';
console.log(`compile: ${what}${where}, ${errorCount} error(s), ${seconds()} s`);
process.exit(errorCount ? 1 : 0);
