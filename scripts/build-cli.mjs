// Builds the CLI and its workspace dependencies (scripts/compile.mjs) when apps/cli/dist is missing or older than a
// source (scripts/stale.mjs), one build at a time (scripts/build-lock.mjs), saying so and why in one line on stderr.
// scripts/gw.mjs calls it before running the built CLI; so do the benchmarks that time built output.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { takeBuildLock } from './build-lock.mjs';
import { staleBecause } from './stale.mjs';

/**
 * 0 when dist is current (built now or already), else the build's exit status (its errors went to stderr). `stale`:
 * what the caller's own `staleBecause(root)` said, so the sources are not walked again.
 */
export async function buildIfStale(root, stale = staleBecause(root)) {
  if (!stale) return 0;
  // One build at a time: another gw building now has usually made dist current by the time it is done.
  const release = await takeBuildLock(root, (pid) => process.stderr.write(`gw: another gw${pid ? ` (pid ${pid})` : ''} is building the CLI; waiting for it\n`));
  try {
    const why = staleBecause(root);
    if (!why) return 0;
    process.stderr.write(`gw: building the CLI and its workspace dependencies (${why})… `);
    const started = Date.now();
    const status =
      spawnSync(process.execPath, [join(root, 'scripts/compile.mjs'), '--build', '--with-deps', join(root, 'apps/cli')], {
        stdio: ['ignore', 'ignore', 'inherit'],
      }).status ?? 1;
    if (status === 0) process.stderr.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    return status;
  } finally {
    release();
  }
}
