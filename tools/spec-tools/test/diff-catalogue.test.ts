// README.md documents the catalogue: every id must appear there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../src/diff/index.js';

describe('change id catalogue', () => {
  it('is documented in src/diff/README.md', () => {
    const readme = readFileSync(new URL('../src/diff/README.md', import.meta.url), 'utf8');
    const missing = Object.keys(CATALOGUE).filter((id) => !readme.includes(`| \`${id}\` |`));
    expect(missing).toEqual([]);
  });
});
