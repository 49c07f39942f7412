import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources (`@gw/source` export condition), in Node (SSR) and browser transforms alike. */
export const sourceConditions = ['@gw/source', 'module', 'node', 'import', 'default'];

export default defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions, externalConditions: ['@gw/source'] } },
  // Bounds for a loaded machine (2 cores shared by the whole suite and more), never measurements: a test that needs a
  // number of seconds to pass is wrong, one that hangs still fails.
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 5 * 60_000,
    hookTimeout: 5 * 60_000,
    // The generated validators and their support are plain JavaScript: Node loads them as they are (with the same
    // `@gw/source` condition, so their imports of @gw/runtime stay in src) instead of Vite transforming some 400
    // modules and each worker evaluating them again (a test file that imports @gw/contract: 7.6 s of CPU before, 5.9 s).
    execArgv: ['--conditions=@gw/source'],
    server: { deps: { external: [/\/src\/gen\/.*\.js$/, /\/src\/validator-support\.js$/] } },
  },
});
