// scripts/beside-typecheck.mjs (npm test's step 4): the tests start when the build is done, beside the typecheck; the
// typecheck's output comes after the tests and its failure fails the step; a build that stops still lets the tests
// run. Stand-in compile processes wait for the tests to say they ran (on stdin), so nothing here waits on time.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPTS = join(fileURLToPath(import.meta.url), '../../../../scripts');
const { BUILT_LINE, testsBesideTypecheck } = (await import(join(SCRIPTS, 'beside-typecheck.mjs'))) as {
  BUILT_LINE: RegExp;
  testsBesideTypecheck: (o: {
    spawnCompile: () => ChildProcess;
    tests: () => Promise<number>;
    out: { write: (s: string) => void };
    err: { write: (s: string) => void };
  }) => Promise<{ compileStatus: number; testsStatus: number; seconds: { build: number; typecheck?: number; tests: number } }>;
};

/** A stand-in compile: `script` runs with `waitForTests()` (resolves when the tests wrote to its stdin). */
const standIn = (script: string) => () =>
  spawn(process.execPath, ['-e', `const waitForTests = () => new Promise((r) => process.stdin.once('data', r));\n(async () => {${script}})();`], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });

/** Runs the step with a stand-in compile; the tests write `tests ran` to the log and tell the stand-in. */
async function step(script: string, testsStatus = 0) {
  const log: string[] = [];
  let compile: ChildProcess | undefined;
  let compileRunningWhenTestsRan: boolean | undefined;
  const r = await testsBesideTypecheck({
    spawnCompile: () => (compile = standIn(script)()),
    tests: async () => {
      compileRunningWhenTestsRan = compile?.exitCode === null && compile.signalCode === null;
      log.push('tests ran\n');
      compile?.stdin?.end('go\n');
      return testsStatus;
    },
    out: { write: (s) => log.push(s) },
    err: { write: (s) => log.push(`[err] ${s}`) },
  });
  return { ...r, text: log.join(''), compileRunningWhenTestsRan };
}

const BUILT = 'compile: 2/2 built, 0 error(s), 0.1 s; typechecking';

describe('tests beside the typecheck', () => {
  it('the line it waits for is that between build and typecheck (compile.test.ts: scripts/compile.mjs prints it)', () => {
    expect(BUILT_LINE.test(BUILT)).toBe(true);
    expect(BUILT_LINE.test('compile: 2/2 built, 2/2 typechecked, 0 error(s), 3.0 s')).toBe(false);
  });

  it('the tests start on the build line, while the typecheck runs; its output comes after the tests', async () => {
    const r = await step(`console.log('building'); console.log(${JSON.stringify(BUILT)}); await waitForTests(); console.log('compile: 2/2 typechecked');`);
    expect(r.compileRunningWhenTestsRan).toBe(true);
    expect(r.text).toBe(`building\n${BUILT}\ntests ran\ncompile: 2/2 typechecked\n`);
    expect([r.compileStatus, r.testsStatus]).toEqual([0, 0]);
    expect(r.seconds.typecheck).toBeTypeOf('number');
  });

  it('a type error fails the step and prints after the tests', async () => {
    const r = await step(`console.log(${JSON.stringify(BUILT)}); await waitForTests(); console.error('a.ts: error TS2322'); process.exit(1);`);
    expect(r.compileStatus).toBe(1);
    expect(r.text.indexOf('[err]')).toBe(-1); // held back with the typecheck's output, not interleaved with the tests
    expect(r.text.indexOf('a.ts: error TS2322')).toBeGreaterThan(r.text.indexOf('tests ran'));
  });

  it('a build that stops before its line: its errors print at once, the tests still run, the step fails', async () => {
    const r = await step(`console.error('b.ts: error TS1005'); process.exit(1);`);
    expect(r.compileStatus).toBe(1);
    expect(r.text.indexOf('[err] b.ts: error TS1005')).toBeGreaterThanOrEqual(0);
    expect(r.text.indexOf('[err] b.ts')).toBeLessThan(r.text.indexOf('tests ran'));
    expect(r.seconds.typecheck).toBeUndefined();
  });

  it('a failing test run is reported as such', async () => {
    const r = await step(`console.log(${JSON.stringify(BUILT)}); await waitForTests();`, 1);
    expect([r.compileStatus, r.testsStatus]).toEqual([0, 1]);
  });

  it('a compile that cannot start: the tests run and the step fails, nothing hangs', async () => {
    const log: string[] = [];
    const r = await testsBesideTypecheck({
      spawnCompile: () => spawn('/nonexistent/compile', [], { stdio: ['ignore', 'pipe', 'pipe'] }),
      tests: async () => (log.push('tests ran'), 0),
      out: { write: (s) => log.push(s) },
      err: { write: (s) => log.push(`[err] ${s}`) },
    });
    expect(r.compileStatus).not.toBe(0);
    expect(log).toContain('tests ran');
    expect(log.join('')).toMatch(/compile did not start/);
  });
});
