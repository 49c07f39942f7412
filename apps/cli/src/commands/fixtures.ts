import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { specsChangedSinceGenerate } from '@gw/codegen/specs-hash';
import { type Command, requirePath } from '../args.js';
import { fixturesCheckSpec } from './fixtures-options.js';
import { EXIT_FAIL, EXIT_OK } from '../exit.js';
import { repoRoot } from '../root.js';

/** Whether this process runs the built CLI (its validators are those of the last build). */
const fromDist = fileURLToPath(import.meta.url).includes(`${join('apps', 'cli', 'dist')}`);

/**
 * Regenerates from the specs when they changed since the last generate (by content hash: milliseconds when they did
 * not), so the fixtures are judged against the specs as they are, never against stale validators.
 * Returns false when the generated code was already current.
 */
function regenerateIfStale(root: string): boolean {
  if (!specsChangedSinceGenerate(root)) return false;
  console.error('gw fixtures check: the specs changed since the last generate: regenerating first (npm run generate)');
  const gen = spawnSync(process.execPath, ['--conditions=@gw/source', '--import', 'tsx', 'tools/codegen/src/generate-cli.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (gen.status !== 0) throw new Error('cannot generate from the specs (see above), so the fixtures cannot be judged against them');
  return true;
}

export const fixturesCheck: Command = {
  ...fixturesCheckSpec,
  async run(v) {
    const dir = requirePath('dir', v.dir as string, 'directory');
    const root = repoRoot();
    if (regenerateIfStale(root) && fromDist) {
      // The built CLI holds the validators of its build: judge with the fresh ones, from the sources.
      const again = spawnSync(process.execPath, [join(root, 'scripts/gw.mjs'), '--source', 'fixtures', 'check', '--dir', dir], { stdio: 'inherit' });
      return again.status ?? EXIT_FAIL;
    }
    const { checkFixtures } = await import('@gw/conformance'); // after regenerating: loads the validators as they are now
    const { checked, problems } = checkFixtures(dir);
    for (const p of problems) console.log(`FAIL ${p.file}: ${p.problem}`);
    console.log(
      `fixtures check: ${checked} fixtures, ${problems.length} problem${problems.length === 1 ? '' : 's'}${checked === 0 ? ` (no fixtures under ${dir})` : ''}`,
    );
    return problems.length || checked === 0 ? EXIT_FAIL : EXIT_OK;
  },
};
