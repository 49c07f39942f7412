// Installs the workspace on a machine that has only Node 20+ and npm. pnpm comes through npx at the pinned
// version when it is not already on PATH. Does nothing when node_modules is newer than pnpm-lock.yaml.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = '10.34.9';
const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`setup: Node ${process.versions.node} is too old; this project needs Node 20 or newer`);
  process.exit(1);
}
const marker = join(root, 'node_modules/.modules.yaml');
const lock = join(root, 'pnpm-lock.yaml');
if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) process.exit(0);

const env = { ...process.env, CI: 'true', TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', REDOCLY_TELEMETRY: 'off', npm_config_update_notifier: 'false' };
const have = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
const cmd = have.status === 0 && have.stdout.trim() === PNPM ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM}`];
console.error(`setup: installing dependencies with ${cmd.join(' ')} install --frozen-lockfile`);
const r = spawnSync(cmd[0], [...cmd.slice(1), 'install', '--frozen-lockfile'], { cwd: root, stdio: 'inherit', env });
process.exit(r.status ?? 1);
