// Workspace packages resolve to their TypeScript sources (resolve.conditions: ['@gw/source'], see vitest.shared.ts).
export { default } from '../../vitest.shared.js';
