// Builds and typechecks workspace packages in one process (the TypeScript API), in dependency order.
//   node scripts/compile.mjs                   build every package, then typecheck every package
//   node scripts/compile.mjs --build           build only            --typecheck   typecheck only
//   node scripts/compile.mjs --only <dir>      that package alone (its dependencies must be built)
//   node scripts/compile.mjs --with-deps <dir> that package and every workspace package it depends on
//   --root <dir>                               another workspace root (default: this repository)
//   --threads <n>                              typecheck threads (default two, one for fewer than four packages)
// Build: `tsconfig.build.json` emits dist/ (.js, .d.ts), then the generated validators and bundled specs are copied
// (copy-assets.mjs) and a package's `build:after` script runs (conformance compiles its cases). Typecheck:
// `tsconfig.json` (sources and tests) against dependencies' built declarations (`gw-dist-types` condition).
// One process parses lib.d.ts, @types/node and each package's declarations once for all programs, where one `tsc`
// per package and task parsed them 42 times (bench/README.md, test.ts). Typechecks then run on two worker threads
// (one per core, at most two), each taking the next package when it is done; errors print in dependency order. One
// line between the two says the build is done: `npm test` starts the tests on it (scripts/beside-typecheck.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { copyAssets } from './copy-assets.mjs';

// require(), not import: Node imports a CommonJS file by parsing all of it twice more (ESM syntax detection, then the
// lexer that finds its named exports), about 1.2 s of CPU for TypeScript's 9 MB, on each thread.
const ts = createRequire(import.meta.url)('typescript');

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

// Parsed source files, shared by every program: the same file parses to the same tree whatever the program.
const sourceFiles = new Map();
function hostFor(options) {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const key = `${fileName}\0${typeof languageVersion === 'object' ? JSON.stringify(languageVersion) : languageVersion}`;
    let file = sourceFiles.get(key);
    if (!file) {
      file = parse(fileName, languageVersion, onError, shouldCreate);
      if (file) sourceFiles.set(key, file);
    }
    return file;
  };
  return host;
}

const configHost = {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  },
};
function createProgram(configPath, overrides) {
  const config = ts.getParsedCommandLineOfConfigFile(configPath, overrides, configHost);
  if (config.errors.length) return { diagnostics: config.errors };
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    host: hostFor(config.options),
    projectReferences: config.projectReferences,
  });
  return { program, diagnostics: [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()] };
}

const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
let errorCount = 0;
/** A task's errors: how many, and the text that names them. */
function errorsOf(pkg, task, diagnostics) {
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (!errors.length) return { errors: 0, text: '' };
  return {
    errors: errors.length,
    text: `compile: ${pkg.name} ${task}: ${errors.length} error(s)\n${ts.formatDiagnosticsWithColorAndContext(errors, formatHost)}\n`,
  };
}
function report(pkg, task, diagnostics) {
  const { errors, text } = errorsOf(pkg, task, diagnostics);
  errorCount += errors;
  process.stderr.write(text);
  return errors === 0;
}

/** Emits dist/; the semantic check is left to typecheck when it runs in the same process (it covers src). */
function build(pkg, checked) {
  const config = join(pkg.dir, 'tsconfig.build.json');
  if (!existsSync(config)) return true;
  const { program, diagnostics } = createProgram(config, {});
  if (!program) return report(pkg, 'build', diagnostics);
  diagnostics.push(...program.getSyntacticDiagnostics());
  if (!checked) diagnostics.push(...program.getSemanticDiagnostics());
  const emitted = program.emit();
  diagnostics.push(...emitted.diagnostics);
  if (!report(pkg, 'build', diagnostics)) return false;
  copyAssets(pkg.dir);
  const after = pkg.scripts['build:after'];
  if (after) {
    const r = spawnSync(after, { cwd: pkg.dir, shell: true, stdio: 'inherit' });
    if (r.status !== 0) return report(pkg, 'build:after', [{ category: ts.DiagnosticCategory.Error, messageText: `\`${after}\` exited ${r.status}`, code: 0 }]);
  }
  return true;
}

function typecheck(pkg) {
  const { program, diagnostics } = createProgram(join(pkg.dir, 'tsconfig.json'), { noEmit: true, customConditions: ['gw-dist-types'] });
  if (program) diagnostics.push(...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics());
  return errorsOf(pkg, 'typecheck', diagnostics);
}

/**
 * Typechecks the packages on up to two worker threads (`--threads N` sets how many; a thread costs its own TypeScript
 * and lib.d.ts, so fewer than four packages check in this thread); the results in the packages' order.
 */
async function typecheckAll(list) {
  const asked = valueOf('--threads');
  const threads = asked !== undefined ? Number(asked) : list.length < 4 ? 1 : Math.min(2, availableParallelism());
  if (threads < 2) return list.map(typecheck);
  const results = new Array(list.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(fileURLToPath(import.meta.url), { argv: process.argv.slice(2) });
      try {
        for (let i = next++; i < list.length; i = next++) {
          worker.postMessage(list[i].name);
          results[i] = await new Promise((done, fail) => {
            worker.once('message', done);
            worker.once('error', fail);
          });
          worker.removeAllListeners('error');
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return results;
}

if (!isMainThread) {
  // A typecheck worker: package names in, { errors, text } out.
  const pkgs = workspace();
  parentPort.on('message', (name) => parentPort.postMessage(typecheck(pkgs.get(name))));
} else {
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
      if (build(pkg, doTypecheck)) built++;
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
}
