// Experiment: build + typecheck every workspace package in one process, sharing parsed source files.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dirs = [
  ...readdirSync(join(root, 'packages')).map((p) => `packages/${p}`),
  'apps/cli',
  'conformance',
  ...readdirSync(join(root, 'tools')).map((p) => `tools/${p}`),
].filter((d) => existsSync(join(root, d, 'package.json')));
const pkgs = new Map();
for (const d of dirs) {
  const pj = JSON.parse(readFileSync(join(root, d, 'package.json'), 'utf8'));
  const deps = Object.keys({ ...pj.dependencies, ...pj.devDependencies }).filter((n) => n.startsWith('@gw/'));
  pkgs.set(pj.name, { dir: d, deps });
}
const order = [];
const seen = new Set();
const visit = (n) => {
  if (seen.has(n) || !pkgs.has(n)) return;
  seen.add(n);
  for (const d of pkgs.get(n).deps) visit(d);
  order.push(n);
};
for (const n of pkgs.keys()) visit(n);

const cache = new Map();
function host(options) {
  const h = ts.createCompilerHost(options);
  const get = h.getSourceFile;
  h.getSourceFile = (fileName, langVersion, onError, create) => {
    const key = `${fileName}|${typeof langVersion === 'object' ? JSON.stringify(langVersion) : langVersion}`;
    let sf = cache.get(key);
    if (!sf) {
      sf = get(fileName, langVersion, onError, create);
      if (sf) cache.set(key, sf);
    }
    return sf;
  };
  return h;
}
function program(configPath, extra = {}) {
  const cfg = ts.getParsedCommandLineOfConfigFile(configPath, extra, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  const p = ts.createProgram({ rootNames: cfg.fileNames, options: cfg.options, host: host(cfg.options) });
  return p;
}
const mode = process.argv[2] ?? 'all';
let errors = 0;
const fmt = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
for (const name of order) {
  const { dir } = pkgs.get(name);
  const t0 = performance.now();
  if (mode !== 'typecheck') {
    const b = join(root, dir, 'tsconfig.build.json');
    if (existsSync(b)) {
      const p = program(b);
      const diags = [...ts.getPreEmitDiagnostics(p), ...p.emit().diagnostics];
      if (diags.length) {
        errors += diags.length;
        console.log(ts.formatDiagnosticsWithColorAndContext(diags, fmt));
      }
    }
  }
  const t1 = performance.now();
  if (mode !== 'build') {
    const p = program(join(root, dir, 'tsconfig.json'), { customConditions: ['gw-dist-types'], noEmit: true });
    const diags = ts.getPreEmitDiagnostics(p);
    if (diags.length) {
      errors += diags.length;
      console.log(ts.formatDiagnosticsWithColorAndContext(diags, fmt));
    }
  }
  console.log(`${name}: build ${((t1 - t0) / 1000).toFixed(2)}s typecheck ${((performance.now() - t1) / 1000).toFixed(2)}s`);
}
console.log(`errors ${errors}, cached files ${cache.size}`);
process.exit(errors ? 1 : 0);
