// Spec diff: public API.
export { specDiff, maxBump } from './spec-diff.js';
export { toJson, toMarkdown } from './format.js';
export { runSpecDiffCommand } from './command.js';
export { CATALOGUE, severityOf, bumpOf, type ChangeId, type CatalogueEntry } from './catalogue.js';
export { protoPackageMap, protoPackageOf, specPackageOf, npmName } from './packages.js';
export { compareSchema, type SchemaScope } from './schema.js';
export type { Bump, Change, DiffReport, Direction, Location, PackageSummary, Severity, SpecKind } from './types.js';
