import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from './vitest.shared.js';

// `npm test` runs every package's tests in one vitest process, as one project: every package's own config is the
// shared one (vitest.shared.ts; spec-tools only sets shorter bounds), and one project transforms each workspace source
// once for all test files, where one project per package transformed @gw/runtime and the rest again in each.
// Many test files wait on child processes and sockets, so more files run at once than there are cores (vitest's
// default is cores − 1: one at a time on 2 cores).
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      include: ['{packages/*,apps/cli,conformance,tools/*}/{test,src}/**/*.test.ts'],
      maxWorkers: Math.max(4, availableParallelism()),
    },
  }),
);
