// turbo with telemetry off (its hosts are unreachable here and in CI).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// node_modules/.bin first: turbo runs package scripts through the pinned pnpm installed there.
const env = {
  ...process.env,
  PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  REDOCLY_TELEMETRY: 'off',
  CI: process.env.CI ?? 'true',
};
const r = spawnSync(join(root, 'node_modules/.bin/turbo'), process.argv.slice(2), { cwd: root, stdio: 'inherit', env });
process.exit(r.status ?? 1);
