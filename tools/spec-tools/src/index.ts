export * from './diff/index.js';
export * from './changeset/index.js';
export { lintSpecs, type LintResult } from './lint/index.js';
export { buildDocs, runDocsCommand } from './docs/index.js';
