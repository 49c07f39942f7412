import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test` runs every package's tests in one vitest process: each package is a project with its own config.
// Many test files wait on child processes and sockets, so more files run at once than there are cores (vitest's
// default is cores − 1: one at a time on 2 cores).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/cli', 'conformance', 'tools/*'],
    maxWorkers: Math.max(4, availableParallelism()),
  },
});
