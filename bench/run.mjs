// `npm run bench [-- <name>]`: bench/lib/run-all.ts through tsx (which runs each benchmark in its own process and
// prints every figure against its target at the end). Method and latest numbers: bench/README.md.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const r = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), join(here, 'lib/run-all.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
