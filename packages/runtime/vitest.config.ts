import { defineConfig } from 'vitest/config';

export default defineConfig({ resolve: { conditions: ['@gw/source'] }, test: { include: ['test/**/*.test.ts'] } });
