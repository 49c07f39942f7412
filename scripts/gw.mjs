// Runs the gw CLI. On first use it installs the workspace (scripts/setup.mjs, like `npm run conformance` and
// `npm test`), then runs the built CLI (apps/cli/dist), building the CLI and its workspace dependencies first when
// dist is missing or older than any source (scripts/compile.mjs; one line says so and why; one build at a time,
// scripts/build-cli.mjs).
// `--source` as the first argument (or GW_SOURCE=1) runs TypeScript sources through tsx instead (no build step;
// slower start-up), for development and the CLI's own tests; so do `--version` and `--help` while dist is not current.
// The CLI runs in a child process started in the caller's directory (where `npm run gw` was typed: npm itself runs
// scripts from the repository root and says where it was called from in INIT_CWD), so relative paths are the
// caller's. Signals sent to this process (kill, Ctrl-C, a closed terminal) are forwarded to it, so
// `kill <pid>` of `npm run gw -- mock` stops the server.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-cli.mjs';
import { setup } from './setup.mjs';
import { staleBecause } from './stale.mjs';

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

// The version and the list of commands need no build: when dist is not current they come from the sources.
const needsNoBuild = args.length === 0 || ['--version', '-V', '--help', '-h', 'help'].includes(args[0]);
const why = source ? undefined : staleBecause(root);
let argv;
if (source || (why && needsNoBuild)) {
  // tsx's ESM hook only: the TypeScript is compiled as it loads, and require() stays Node's own, as in built output (with
  // tsx's CommonJS hook the validators the operation tables require were transpiled on the way, and ran twice as slow).
  argv = ['--conditions=@gw/source', '--import', import.meta.resolve('tsx/esm'), join(root, 'apps/cli/src/main.ts'), ...args];
} else {
  const status = await buildIfStale(root, why);
  if (status !== 0) {
    console.error('\ngw: the build failed (see above); fix it, or run from sources with `npm run gw:source -- ...`');
    process.exit(status);
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
