// npm test starts the tests beside the build: test files that run built code go last and wait for the build to be
// over (scripts/built-code-tests.mjs, scripts/wait-for-build.mjs, vitest.config.ts); the others start at once.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPTS = join(fileURLToPath(import.meta.url), '../../../../scripts');
const { runsBuiltCode, builtCodeLast } = (await import(join(SCRIPTS, 'built-code-tests.mjs'))) as {
  runsBuiltCode: (path: string) => boolean;
  builtCodeLast: <T>(files: T[], pathOf: (f: T) => string) => T[];
};
const { untilExists } = (await import(join(SCRIPTS, 'until-exists.mjs'))) as { untilExists: (file: string) => Promise<void> };

describe('test files that run built code', () => {
  it('the CLI, bundler and security tests run built code; package, conformance, codegen, layout and spec-tools tests do not', () => {
    for (const f of ['apps/cli/test/mock-command.test.ts', 'tools/bundlers/test/vite.test.ts', 'tools/security/test/proxy-fuzz.test.ts'])
      expect(runsBuiltCode(f), f).toBe(true);
    for (const f of [
      'packages/runtime/test/rest.test.ts',
      'conformance/test/coverage.test.ts',
      'tools/codegen/src/proto.test.ts',
      'tools/layout/test/compile.test.ts',
      'tools/spec-tools/test/docs.test.ts',
    ])
      expect(runsBuiltCode(f), f).toBe(false);
    // A folder that only begins like a listed one is not it.
    expect(runsBuiltCode('tools/codegenx/test/a.test.ts')).toBe(true);
  });

  it('go after the others, each group in the order it had', () => {
    const files = ['apps/cli/test/b.test.ts', 'packages/x/test/a.test.ts', 'tools/security/test/c.test.ts', 'conformance/test/d.test.ts'];
    expect(builtCodeLast(files, (f) => f)).toEqual([
      'packages/x/test/a.test.ts',
      'conformance/test/d.test.ts',
      'apps/cli/test/b.test.ts',
      'tools/security/test/c.test.ts',
    ]);
  });
});

describe('waiting for the build', () => {
  it('resolves when the file is created, not before; at once when it exists', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-until-'));
    try {
      const file = join(dir, 'build-done');
      let over = false;
      const waiting = untilExists(file).then(() => (over = true));
      writeFileSync(join(dir, 'other'), ''); // another file in the folder does not end the wait
      await new Promise((r) => setImmediate(r));
      expect(over).toBe(false);
      writeFileSync(file, '');
      await waiting;
      expect(over).toBe(true);
      await untilExists(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
