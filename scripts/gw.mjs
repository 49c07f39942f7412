// Runs the gw CLI from its built output (apps/cli/dist), building the CLI and its workspace dependencies first when
// dist is missing or older than any source (scripts/compile.mjs, one process). `--source` as the first argument
// (or GW_SOURCE=1) runs TypeScript sources through tsx instead (no build step; slower start-up), for development and
// the CLI's own tests.
// The CLI runs in a child process; signals sent to this process (kill, Ctrl-C, a closed terminal) are forwarded to it,
// so `kill <pid>` of `npm run gw -- mock` stops the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let args = process.argv.slice(2);
const source = args[0] === '--source' || process.env.GW_SOURCE === '1';
if (args[0] === '--source') args = args.slice(1);

const main = join(root, 'apps/cli/dist/main.js');
/** Newest modification time under the directories the built CLI is made from. */
function newestSource() {
  let newest = statSync(join(root, 'tsconfig.base.json')).mtimeMs;
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  for (const group of ['packages', 'apps', 'tools']) {
    for (const pkg of readdirSync(join(root, group))) {
      const dir = join(root, group, pkg);
      if (existsSync(join(dir, 'src'))) walk(join(dir, 'src'));
      if (existsSync(join(dir, 'package.json'))) newest = Math.max(newest, statSync(join(dir, 'package.json')).mtimeMs);
    }
  }
  for (const dir of ['conformance/src', 'conformance/cases']) walk(join(root, dir));
  return newest;
}

let argv;
if (source) {
  argv = ['--conditions=@gw/source', '--import', import.meta.resolve('tsx'), join(root, 'apps/cli/src/main.ts'), ...args];
} else {
  // Every build writes dist/main.js anew: its age is the build's.
  if (!existsSync(main) || statSync(main).mtimeMs < newestSource()) {
    console.error('gw: building the CLI (dist is missing or older than its sources)...');
    const started = Date.now();
    const status =
      spawnSync(process.execPath, [join(root, 'scripts/compile.mjs'), '--build', '--with-deps', join(root, 'apps/cli')], {
        stdio: ['ignore', 'ignore', 'inherit'],
      }).status ?? 1;
    if (status !== 0) {
      console.error('gw: the build failed (see above); fix it, or run from sources with `npm run gw -- --source ...`');
      process.exit(status);
    }
    console.error(`gw: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  argv = [main, ...args];
}

const child = spawn(process.execPath, argv, { stdio: 'inherit' });
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
