// Before any test file: the built CLI and its workspace dependencies are current (scripts/build-cli.mjs, as `gw`
// does). `npm test` has built them already, so this only looks; a direct `npx vitest run` after a source changed (or
// with no dist at all) builds once here, instead of the first test that runs `gw` building while other files load the
// dist it is writing.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './scripts/build-cli.mjs';

export default async function builtOutputIsCurrent(): Promise<void> {
  const status: number = await buildIfStale(dirname(fileURLToPath(import.meta.url)));
  if (status !== 0) throw new Error('the build of the CLI and its workspace dependencies failed (its errors are above)');
}
