// scripts/compile.mjs builds and typechecks the workspace with TypeScript 7's tsc: it must fail on a type error
// (packages typechecked one at a time or two at once), emit .js and .d.ts, and build a package before the packages that
// depend on it. One run checks what its output shows: the type-error run one at a time also checks the build beside it
// (dependency order, emit, assets, the built line).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const COMPILE = join(dirname(fileURLToPath(import.meta.url)), '../../../scripts/compile.mjs');
const { BUILT_LINE } = (await import(join(dirname(COMPILE), 'beside-typecheck.mjs'))) as { BUILT_LINE: RegExp };
const options = {
  target: 'ES2022',
  lib: ['ES2022'],
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  strict: true,
  declaration: true,
  skipLibCheck: true,
  types: [],
};

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/**
 * A workspace of `packages/a` and `packages/b` (b imports a); `files` overrides or adds files. b's `same` has no
 * annotation: its declaration says `number` only when a's declarations were built before b (`any` otherwise).
 */
function workspace(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'gw-compile-'));
  roots.push(root);
  const pkg = (name: string, deps: Record<string, string>) =>
    JSON.stringify({ name, type: 'module', exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } }, dependencies: deps });
  const all: Record<string, string> = {
    'packages/a/package.json': pkg('@gw/a', {}),
    'packages/a/src/index.ts': 'export const answer: number = 42;\n',
    'packages/a/src/data.json': '{"kept":true}\n',
    'packages/b/package.json': pkg('@gw/b', { '@gw/a': 'workspace:*' }),
    'packages/b/src/index.ts': "import { answer } from '@gw/a';\nexport const double = (): number => answer * 2;\nexport const same = () => answer;\n",
    'packages/b/test/b.test.ts': "import { double } from '../src/index.js';\nexport const n: number = double();\n",
    ...files,
  };
  for (const p of ['a', 'b']) {
    all[`packages/${p}/tsconfig.json`] ??= JSON.stringify({ compilerOptions: { ...options, noEmit: true }, include: ['src', 'test'] });
    all[`packages/${p}/tsconfig.build.json`] ??= JSON.stringify({ compilerOptions: { ...options, rootDir: 'src', outDir: 'dist' }, include: ['src'] });
  }
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  // b resolves @gw/a through node_modules, as pnpm links it.
  mkdirSync(join(root, 'packages/b/node_modules/@gw'), { recursive: true });
  spawnSync('ln', ['-s', '../../../a', join(root, 'packages/b/node_modules/@gw/a')]);
  return root;
}
const compile = (root: string, ...args: string[]) => spawnSync(process.execPath, [COMPILE, '--root', root, ...args], { encoding: 'utf8' });

/** A workspace whose b has a type error in its test file, `threads` packages typechecked at once: the run fails naming the file. */
function typeErrorRun(threads: string) {
  const root = workspace({ 'packages/b/test/b.test.ts': "import { double } from '../src/index.js';\nexport const s: string = double();\n" });
  const r = compile(root, '--threads', threads);
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('@gw/b typecheck: 1 error(s)');
  expect(r.stderr).toContain('b.test.ts');
  expect(r.stdout).toContain('1/2 typechecked, 1 error(s)');
  return { root, r };
}

describe('scripts/compile.mjs', () => {
  it('fails on a type error in a test file, naming the file (one package at a time); the build beside it builds dependencies first, emits .js and .d.ts and copies assets', () => {
    const { root, r } = typeErrorRun('1');
    // The build is done, without errors, before the typecheck: npm test starts the tests on the line between them
    // (scripts/beside-typecheck.mjs).
    const built = BUILT_LINE.exec(r.stdout);
    expect(built?.[0]).toMatch(/^compile: 2\/2 built, 0 error\(s\)/);
    expect(built!.index).toBeLessThan(r.stdout.indexOf('typechecked'));
    const declarations = readFileSync(join(root, 'packages/b/dist/index.d.ts'), 'utf8');
    expect(declarations).toContain('export declare const double: () => number;');
    expect(declarations).toContain('export declare const same: () => number;');
    expect(existsSync(join(root, 'packages/a/dist/index.js'))).toBe(true);
    expect(existsSync(join(root, 'packages/a/dist/data.json'))).toBe(true);
  });

  it('fails on a type error in a test file, naming the file (two packages at once)', () => {
    typeErrorRun('2');
  });

  it('fails a build-only run on a type error in the sources: --only builds no dependency, so @gw/a is not found; --with-deps builds and typechecks it all', () => {
    // One workspace for both runs: b alone, build only, before a is built (the error is in b's sources).
    const root = workspace();
    const r = compile(root, '--build', '--only', join(root, 'packages/b'));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('@gw/b build: 1 error(s)');
    expect(r.stderr).toContain("Cannot find module '@gw/a'");
    expect(r.stdout).toContain('0/1 built');
    const all = compile(root, '--with-deps', join(root, 'packages/b'));
    expect(all.stderr).toBe('');
    expect(all.status).toBe(0);
    expect(all.stdout).toContain('2/2 built, 2/2 typechecked, 0 error(s)');
  });
});
