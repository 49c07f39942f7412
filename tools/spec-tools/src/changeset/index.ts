// Changeset check: public API.
export { checkChangesets, evaluateChangesets, type ChangesetCheck } from './check.js';
export { runCheckChangesetCommand } from './command.js';
export { parseChangeset, readAddedChangesets, type Changeset } from './read.js';
export { breakingAllowed, declaredBumps, requiredBumps, uncoveredBreaking } from './rule.js';
