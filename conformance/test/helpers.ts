import { fixturesDir } from '@gw/fixtures';

export { copyFixtures, editedFixtures, editFixture } from '@gw/fixtures';
import { casesDir } from '../src/index.js';

export const FIXTURES = fixturesDir;
export const CASES = casesDir;
