// Runs the gw CLI. On first use it installs the workspace (scripts/setup.mjs, like `npm run conformance` and
// `npm test`), then runs the built CLI (apps/cli/dist), building the CLI and its workspace dependencies first when
// dist is missing or older than any source (scripts/compile.mjs, one process; one line says so and why).
// `--source` as the first argument (or GW_SOURCE=1) runs TypeScript sources through tsx instead (no build step;
// slower start-up), for development and the CLI's own tests.
// The CLI runs in a child process started in the caller's directory (where `npm run gw` was typed: npm itself runs
// scripts from the repository root and says where it was called from in INIT_CWD), so relative paths are the
// caller's. Signals sent to this process (kill, Ctrl-C, a closed terminal) are forwarded to it, so
// `kill <pid>` of `npm run gw -- mock` stops the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setup } from './setup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let args = process.argv.slice(2);
const source = args[0] === '--source' || process.env.GW_SOURCE === '1';
if (args[0] === '--source') args = args.slice(1);

const installed = setup((line) => console.error(`gw: ${line}`));
if (installed !== 0) {
  console.error('gw: installing the dependencies failed (see above); run `npm run setup` to try again');
  process.exit(installed);
}

const main = join(root, 'apps/cli/dist/main.js');
/** The newest file under the directories the built CLI is made from: its modification time and path. */
function newestSource() {
  let newest = { mtime: statSync(join(root, 'tsconfig.base.json')).mtimeMs, path: join(root, 'tsconfig.base.json') };
  const see = (p) => {
    const mtime = statSync(p).mtimeMs;
    if (mtime > newest.mtime) newest = { mtime, path: p };
  };
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else see(p);
    }
  };
  for (const group of ['packages', 'apps', 'tools']) {
    for (const pkg of readdirSync(join(root, group))) {
      const dir = join(root, group, pkg);
      if (existsSync(join(dir, 'src'))) walk(join(dir, 'src'));
      if (existsSync(join(dir, 'package.json'))) see(join(dir, 'package.json'));
    }
  }
  for (const dir of ['conformance/src', 'conformance/cases']) walk(join(root, dir));
  return newest;
}

/** Why dist must be (re)built, or undefined when it is current. Every build writes dist/main.js anew: its age is the build's. */
function staleBecause() {
  if (!existsSync(main)) return 'first run: apps/cli/dist is missing';
  const built = statSync(main).mtimeMs;
  const newest = newestSource();
  return newest.mtime > built ? `${relative(root, newest.path)} changed since the last build` : undefined;
}

let argv;
if (source) {
  argv = ['--conditions=@gw/source', '--import', import.meta.resolve('tsx'), join(root, 'apps/cli/src/main.ts'), ...args];
} else {
  const why = staleBecause();
  if (why) {
    process.stderr.write(`gw: building the CLI and its workspace dependencies (${why})… `);
    const started = Date.now();
    const status =
      spawnSync(process.execPath, [join(root, 'scripts/compile.mjs'), '--build', '--with-deps', join(root, 'apps/cli')], {
        stdio: ['ignore', 'ignore', 'inherit'],
      }).status ?? 1;
    if (status !== 0) {
      console.error('\ngw: the build failed (see above); fix it, or run from sources with `npm run gw:source -- ...`');
      process.exit(status);
    }
    process.stderr.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
  argv = [main, ...args];
}

// Started by an npm script that runs this file (`npm run gw`, `npm run conformance`): the caller stood in INIT_CWD.
const byNpm = (process.env.npm_lifecycle_script ?? '').includes('scripts/gw.mjs') && process.env.INIT_CWD;
const child = spawn(process.execPath, argv, { stdio: 'inherit', cwd: byNpm ? process.env.INIT_CWD : process.cwd() });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
child.on('error', (e) => {
  console.error(`gw: cannot start the CLI: ${e.message}`);
  process.exit(1);
});
// Exit as the child did: its code, or 128 + the signal number when a signal ended it.
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal] ?? 0) : 1));
});
