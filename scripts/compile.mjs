// Builds and typechecks workspace packages in one process (the TypeScript API), in dependency order.
//   node scripts/compile.mjs                   build every package, then typecheck every package
//   node scripts/compile.mjs --build           build only            --typecheck   typecheck only
//   node scripts/compile.mjs --only <dir>      that package alone (its dependencies must be built)
//   node scripts/compile.mjs --with-deps <dir> that package and every workspace package it depends on
//   --root <dir>                               another workspace root (default: this repository)
//   --threads <n>                              worker threads (default two, none for fewer than four packages)
// Build: `tsconfig.build.json` emits dist/ (.js, .d.ts), then the generated validators and bundled specs are copied
// (copy-assets.mjs) and a package's `build:after` script runs (conformance compiles its cases). Typecheck:
// `tsconfig.json` (sources and tests) against dependencies' built declarations (`gw-dist-types` condition).
// Builds, then typechecks, run on two worker threads (one per core, at most two): each takes the next package whose
// dependencies are built, and parses lib.d.ts, @types/node and each package's declarations once for all its programs,
// where one `tsc` per package and task parsed them 42 times (bench/README.md, test.ts). Errors print in dependency
// order. One line between build and typecheck says the build is done: `npm test` starts the tests on it
// (scripts/beside-typecheck.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import ts from 'typescript';
import { copyAssets } from './copy-assets.mjs';
import { runTasks } from './run-tasks.mjs';

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
/** A task's errors: how many, and the text that names them. */
function errorsOf(pkg, task, diagnostics) {
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (!errors.length) return { errors: 0, text: '' };
  return {
    errors: errors.length,
    text: `compile: ${pkg.name} ${task}: ${errors.length} error(s)\n${ts.formatDiagnosticsWithColorAndContext(errors, formatHost)}\n`,
  };
}
const NO_ERRORS = { errors: 0, text: '' };

/** Emits dist/; the semantic check is left to typecheck when it runs in the same run (`checked`: it covers src). */
function build(pkg, checked) {
  const config = join(pkg.dir, 'tsconfig.build.json');
  if (!existsSync(config)) return NO_ERRORS;
  const { program, diagnostics } = createProgram(config, {});
  if (!program) return errorsOf(pkg, 'build', diagnostics);
  diagnostics.push(...program.getSyntacticDiagnostics());
  if (!checked) diagnostics.push(...program.getSemanticDiagnostics());
  const emitted = program.emit();
  diagnostics.push(...emitted.diagnostics);
  const result = errorsOf(pkg, 'build', diagnostics);
  if (result.errors) return result;
  copyAssets(pkg.dir);
  const after = pkg.scripts['build:after'];
  if (after) {
    const r = spawnSync(after, { cwd: pkg.dir, shell: true, stdio: 'inherit' });
    if (r.status !== 0)
      return errorsOf(pkg, 'build:after', [{ category: ts.DiagnosticCategory.Error, messageText: `\`${after}\` exited ${r.status}`, code: 0 }]);
  }
  return NO_ERRORS;
}

function typecheck(pkg) {
  const { program, diagnostics } = createProgram(join(pkg.dir, 'tsconfig.json'), { noEmit: true, customConditions: ['gw-dist-types'] });
  if (program) diagnostics.push(...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics());
  return errorsOf(pkg, 'typecheck', diagnostics);
}

/** One task, in whichever thread runs it: `{ task: 'build' | 'typecheck', name, checked }` → `{ errors, text }`. */
const perform = (pkgs, { task, name, checked }) => (task === 'build' ? build(pkgs.get(name), checked) : typecheck(pkgs.get(name)));

/**
 * Worker threads that run tasks (`--threads N` sets how many; default two, at most one per core; a thread costs its
 * own TypeScript and lib.d.ts, so fewer than four packages compile in this thread: an empty list).
 */
function startWorkers(count) {
  const asked = valueOf('--threads');
  const threads = asked !== undefined ? Number(asked) : count < 4 ? 1 : Math.min(2, availableParallelism());
  if (threads < 2) return [];
  return Array.from({ length: threads }, () => {
    const worker = new Worker(fileURLToPath(import.meta.url), { argv: process.argv.slice(2) });
    return {
      run: (message) =>
        new Promise((done, fail) => {
          worker.once('message', (r) => {
            worker.removeAllListeners('error');
            done(r);
          });
          worker.once('error', fail);
          worker.postMessage(message);
        }),
      stop: () => worker.terminate(),
    };
  });
}

if (!isMainThread) {
  // A worker: tasks in, { errors, text } out.
  const pkgs = workspace();
  parentPort.on('message', (message) => parentPort.postMessage(perform(pkgs, message)));
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
  const workers = startWorkers(selected.length);
  let errorCount = 0;
  /** Prints a phase's errors in dependency order; how many tasks had none. */
  const settle = (results) => {
    for (const { errors, text } of results) {
      errorCount += errors;
      process.stderr.write(text);
    }
    return results.filter((r) => r.errors === 0).length;
  };
  try {
    let built = 0;
    if (doBuild) {
      // A package builds once the packages it depends on are built (their declarations are its types).
      const at = new Map(selected.map((p, i) => [p.name, i]));
      const tasks = selected.map((p) => ({
        message: { task: 'build', name: p.name, checked: doTypecheck },
        after: p.deps.filter((d) => at.has(d)).map((d) => at.get(d)),
      }));
      built = settle(await runTasks(tasks, workers, (m) => perform(pkgs, m)));
    }
    // Announced before the typecheck starts: `npm test` (scripts/test.mjs) starts the tests on this line, beside it.
    if (doBuild && doTypecheck) console.log(`compile: ${built}/${selected.length} built, ${errorCount} error(s), ${seconds()} s; typechecking`);
    let checked = 0;
    if (doTypecheck) {
      const tasks = selected.map((p) => ({ message: { task: 'typecheck', name: p.name }, after: [] }));
      checked = settle(await runTasks(tasks, workers, (m) => perform(pkgs, m)));
    }
    const what = [doBuild && `${built}/${selected.length} built`, doTypecheck && `${checked}/${selected.length} typechecked`].filter(Boolean).join(', ');
    const where = selected.length === 1 ? ` (${relative(root, selected[0].dir)})` : '';
    console.log(`compile: ${what}${where}, ${errorCount} error(s), ${seconds()} s`);
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
  process.exit(errorCount ? 1 : 0);
}
