// Issue 25 item 6: importing a client package loads no validator until a call needs it. The tables for the local
// gateway and the suite live at subpaths: `/frames` with every frame's validator loaded (the rows below prove the
// check sees validators where they are), `/operations` and `/methods` loading each entry's validators on first use
// (packages/contract/test/lazy-validators.test.ts).
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { isValidatorModule, loadedOnImport } from '../src/loaded-on-import.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Every client package: a package with generated surfaces (`src/gen/<surface>/`). */
const clients = readdirSync(join(ROOT, 'packages'))
  .filter((p) => p !== 'runtime' && p !== 'contract' && existsSync(join(ROOT, 'packages', p, 'src/gen')))
  .sort();

// Resolved from @gw/contract, which depends on every client package.
const validatorsLoadedBy = async (specifier: string) =>
  (await loadedOnImport(`export * from '${specifier}';`, join(ROOT, 'packages/contract'))).filter(isValidatorModule);

describe('importing a client package loads no validator', () => {
  test('every client package is listed', () => {
    expect(clients).toEqual(expect.arrayContaining(['data-api', 'eth-mempool', 'forex', 'mempool']));
    expect(clients.length).toBeGreaterThanOrEqual(12);
  });

  test.each(clients)('@gw/%s', async (pkg) => {
    expect(await validatorsLoadedBy(`@gw/${pkg}`)).toEqual([]);
  });
});

describe('the frame tables with every validator are at subpaths, and the check sees them', () => {
  test.each([
    ['@gw/mempool/frames', 'gen/mempool-stream/validators/frames.js'],
    ['@gw/eth-mempool/frames', 'gen/eth-mempool-stream/validators/frames.js'],
  ])('%s loads %s', async (specifier, module) => {
    const loaded = await validatorsLoadedBy(specifier);
    expect(loaded.some((m) => m.endsWith(module))).toBe(true);
  });
});

describe("the operation and method tables load an entry's validators on first use", () => {
  test.each(['@gw/mempool/methods', '@gw/data-api/operations'])('importing %s loads no validator', async (specifier) => {
    expect(await validatorsLoadedBy(specifier)).toEqual([]);
  });
});
