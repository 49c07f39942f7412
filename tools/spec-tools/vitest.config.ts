import { defineConfig } from 'vitest/config';

// Tests build temporary git repositories and run buf: give them time.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
