// Runs the gw CLI from source (TypeScript through tsx, workspace packages through their @gw/source export).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = import.meta.resolve('tsx');
const r = spawnSync(process.execPath, ['--conditions=@gw/source', '--import', tsx, join(root, 'apps/cli/src/main.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
