// Runs the gw CLI from its built output (apps/cli/dist), building the CLI and its workspace dependencies first when
// dist is missing or older than any source (turbo, cached). `--source` as the first argument (or GW_SOURCE=1) runs
// TypeScript sources through tsx instead (no build step; slower start-up), for development and the CLI's own tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let args = process.argv.slice(2);
const source = args[0] === '--source' || process.env.GW_SOURCE === '1';
if (args[0] === '--source') args = args.slice(1);

const run = (cmd, argv, opts = {}) => spawnSync(cmd, argv, { stdio: 'inherit', ...opts }).status ?? 1;
if (source) {
  const tsx = import.meta.resolve('tsx');
  process.exit(run(process.execPath, ['--conditions=@gw/source', '--import', tsx, join(root, 'apps/cli/src/main.ts'), ...args]));
}

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
// Every build (tsc, or turbo restoring its cache) writes dist/main.js anew: its age is the build's.
if (!existsSync(main) || statSync(main).mtimeMs < newestSource()) {
  console.error('gw: building the CLI (dist is missing or older than its sources)...');
  const started = Date.now();
  const status = run(process.execPath, [join(root, 'scripts/turbo.mjs'), 'run', 'build', '--filter=@gw/cli...', '--output-logs=errors-only'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (status !== 0) {
    console.error('gw: the build failed (see above); fix it, or run from sources with `npm run gw -- --source ...`');
    process.exit(status);
  }
  console.error(`gw: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(run(process.execPath, [main, ...args]));
