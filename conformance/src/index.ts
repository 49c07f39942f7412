export { assert, defineCase, type CaseFile, type Rule, type Scenario, type ScenarioContext } from './case.js';
export { caseFileName, casesDir, loadCases } from './cases.js';
export { checkFixtures, type FixtureProblem } from './fixtures-check.js';
export { runConformance, type RunOptions, type RunOutcome } from './run.js';
export type { CaseResult } from './result.js';
export { summarize } from './report/index.js';
export { checkFrames, classify } from './stream-replay.js';
