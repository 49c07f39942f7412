import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturesDir } from '@gw/fixtures';
import { casesDir } from '../src/index.js';

export const FIXTURES = fixturesDir;
export const CASES = casesDir;

/** A private copy of the fixture set that a test may corrupt. */
export function copyFixtures(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gw-fixtures-'));
  cpSync(FIXTURES, dir, { recursive: true });
  return dir;
}

export function editFixture(dir: string, file: string, edit: (f: Record<string, any>) => void): void {
  const path = join(dir, file);
  const f = JSON.parse(readFileSync(path, 'utf8'));
  edit(f);
  writeFileSync(path, JSON.stringify(f, null, 2));
}
