// Runs the gw CLI from source (TypeScript through tsx, workspace packages through their @gw/source export).
// The CLI runs in a child process (the @gw/source condition is a start-up flag); signals sent to this process
// (kill, Ctrl-C, a closed terminal) are forwarded to it, so `kill <pid>` of `npm run gw -- mock` stops the server.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = import.meta.resolve('tsx');
const child = spawn(process.execPath, ['--conditions=@gw/source', '--import', tsx, join(root, 'apps/cli/src/main.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
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
