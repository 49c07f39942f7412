import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources (`@gw/source` export condition), in Node (SSR) and browser transforms alike. */
export const sourceConditions = ['@gw/source', 'module', 'node', 'import', 'default'];

export default defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions, externalConditions: ['@gw/source'] } },
  test: { include: ['test/**/*.test.ts', 'src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
