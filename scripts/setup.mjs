// Installs the workspace on a machine that has only Node 20+ and npm. pnpm comes through npx at the pinned
// version when it is not already on PATH. Does nothing when node_modules is newer than pnpm-lock.yaml.
// `node scripts/setup.mjs` runs it; scripts/gw.mjs calls `setup()` before anything else.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = '10.34.9';

/** Installs when needed; returns the exit status (0 when nothing had to be done). */
export function setup(log = (line) => console.error(line)) {
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 20) {
    log(`setup: Node ${process.versions.node} is too old; this project needs Node 20 or newer`);
    return 1;
  }
  const marker = join(root, 'node_modules/.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return 0;

  const env = { ...process.env, CI: 'true', TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', REDOCLY_TELEMETRY: 'off', npm_config_update_notifier: 'false' };
  const have = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  const cmd = have.status === 0 && have.stdout.trim() === PNPM ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM}`];
  log(`setup: installing dependencies with ${cmd.join(' ')} install --frozen-lockfile`);
  // stdout goes to stderr: a command's own output (e.g. `gw spec diff > report.md`) stays clean on first use.
  const r = spawnSync(cmd[0], [...cmd.slice(1), 'install', '--frozen-lockfile'], { cwd: root, stdio: ['ignore', 2, 2], env });
  return r.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(setup());
