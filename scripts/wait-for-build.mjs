// A vitest setup file (vitest.config.ts): in `npm test` the tests start beside the build, and a test file that runs
// built code (scripts/built-code-tests.mjs) waits here until scripts/test.mjs creates the file GW_BUILD_DONE names,
// when the build is over. In any other run GW_BUILD_DONE is unset and nothing waits.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { runsBuiltCode } from './built-code-tests.mjs';
import { untilExists } from './until-exists.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const marker = process.env.GW_BUILD_DONE;
const testPath = expect.getState().testPath;
if (marker && testPath && runsBuiltCode(relative(root, testPath))) await untilExists(marker);
