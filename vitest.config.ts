import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import shared from './vitest.shared.js';

// `npm test` runs every package's tests in one vitest process. Many test files wait on child processes and sockets, so
// more files run at once than there are cores (vitest's default is cores − 1: one at a time on 2 cores).
// Test files share their worker's modules (`isolate: false`): each worker imports a workspace package once for every
// file it runs, where isolated files imported @gw/contract, the local gateway and the rest again for each file (the
// import phase was more than the tests themselves). The few files that replace a module or a global (vi.mock,
// vi.doMock, vi.stubGlobal) keep a module graph of their own: ISOLATED.
const include = ['{packages/*,apps/cli,conformance,tools/*}/{test,src}/**/*.test.ts'];
const ISOLATED = [
  'packages/contract/test/fixture-writer.test.ts',
  'packages/eth-mempool/test/transport.test.ts',
  'packages/eth-mempool/test/stream-load.test.ts',
];

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      globalSetup: ['./vitest.global-setup.ts'],
      maxWorkers: Math.max(4, availableParallelism()),
      projects: [
        // The defaults stay excluded: without them the test glob walks every node_modules (116,152 directories, ~10 s CPU).
        { extends: true, test: { name: 'shared', include, exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false } },
        { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
      ],
    },
  }),
);
