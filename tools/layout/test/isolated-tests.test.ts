// npm test runs test files on shared module graphs (vitest.config.ts, `isolate: false`): a file that replaces a
// module or a global (vi.mock, vi.doMock, vi.stubGlobal...) would change it for the files after it in its worker, or
// find the real module already loaded. Such a file must be in the isolated project, and that list must hold no other.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { configDefaults } from 'vitest/config';
import config from '../../../vitest.config.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const REPLACES = /\bvi\.(?:mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(/;

/** Test files that replace a module or a global and are not isolated, and isolated files that replace nothing. */
export function misplaced(files: Map<string, string>, isolated: readonly string[]): { shared: string[]; needless: string[] } {
  const replacing = [...files].filter(([, text]) => REPLACES.test(text)).map(([file]) => file);
  return { shared: replacing.filter((f) => !isolated.includes(f)), needless: isolated.filter((f) => !replacing.includes(f)) };
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    if (n === 'node_modules' || n === 'dist') return [];
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.test.ts') ? [p] : [];
  });

describe('test files that replace a module or a global run isolated', () => {
  const projects = (config.test?.projects ?? []) as Array<{ test?: { name?: string; include?: string[]; isolate?: boolean } }>;
  const isolated = projects.find((p) => p.test?.isolate === true)?.test?.include ?? [];

  test('the isolated project lists exactly the files that replace a module or a global', () => {
    expect(projects.find((p) => p.test?.isolate === false)).toBeDefined();
    const files = new Map(
      ['packages', 'apps', 'tools', 'conformance'].flatMap((d) => walk(join(ROOT, d))).map((f) => [relative(ROOT, f), readFileSync(f, 'utf8')] as const),
    );
    expect(files.size).toBeGreaterThan(150);
    expect(misplaced(files, isolated)).toEqual({ shared: [], needless: [] });
  });

  test('the check fails on a file that mocks a module outside the list, and on a listed file that mocks nothing', () => {
    const files = new Map([
      ['a.test.ts', ['vi', "mock('node:fs', () => ({}));"].join('.')], // joined, so this file does not match itself
      ['b.test.ts', 'expect(1).toBe(1); // vi.fn() is no replacement'],
    ]);
    expect(misplaced(files, ['b.test.ts'])).toEqual({ shared: ['a.test.ts'], needless: ['b.test.ts'] });
  });
});

/** Projects whose `exclude` drops vitest's defaults: their test glob walks every node_modules (~10 s CPU a run). */
export function excludesWithoutDefaults(projects: Array<{ test?: { name?: string; exclude?: string[] } }>, defaults: readonly string[]): string[] {
  return projects.filter((p) => p.test?.exclude && !defaults.every((d) => p.test!.exclude!.includes(d))).map((p) => p.test?.name ?? '?');
}

describe("a project's own exclude keeps vitest's defaults", () => {
  test('every project of vitest.config.ts', () => {
    const projects = (config.test?.projects ?? []) as Array<{ test?: { name?: string; exclude?: string[] } }>;
    expect(projects.some((p) => p.test?.exclude)).toBe(true);
    expect(excludesWithoutDefaults(projects, configDefaults.exclude)).toEqual([]);
  });

  test('the check names a project whose exclude replaces the defaults', () => {
    const projects = [
      { test: { name: 'shared', exclude: ['a.test.ts'] } },
      { test: { name: 'kept', exclude: [...configDefaults.exclude, 'b.test.ts'] } },
      { test: { name: 'none' } },
    ];
    expect(excludesWithoutDefaults(projects, configDefaults.exclude)).toEqual(['shared']);
  });
});
