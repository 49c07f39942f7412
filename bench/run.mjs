// Runs one benchmark (`npm run bench -- protobuf`) or all of them (`npm run bench`), each in its own Node process,
// from TypeScript source (tsx, @gw/source condition); the ones that time built output (load, conformance, test)
// build or spawn it themselves. Method and latest numbers: bench/README.md.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const ALL = ['validate', 'protobuf', 'gateway', 'client', 'redact', 'conformance', 'load', 'test'];
const [name, ...rest] = process.argv.slice(2);
if (name && !ALL.includes(name)) {
  console.error(`bench: no benchmark named ${name}; choose one of ${ALL.join(', ')} (or none for all)`);
  process.exit(2);
}
// `test` runs the full `npm test` twice (cold); it only runs when asked for by name.
const names = name ? [name] : ALL.filter((n) => n !== 'test');
const tsx = import.meta.resolve('tsx');
let failed = 0;
for (const n of names) {
  console.log(`\n=== bench ${n} ===`);
  const r = spawnSync(process.execPath, ['--expose-gc', '--conditions=@gw/source', '--import', tsx, join(here, `${n}.ts`), ...rest], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`bench ${n}: exited with ${r.status ?? r.signal}`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
