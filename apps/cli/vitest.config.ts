import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source (`@gw/source` export condition), not to a
// possibly stale dist. Vitest runs tests in the SSR environment, whose conditions are separate.
export default defineConfig({
  resolve: { conditions: ['@gw/source'] },
  ssr: { resolve: { conditions: ['@gw/source'] } },
});
