import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readWorkspace, reachesIn, scanWorkspace, specifiers } from '../src/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const packages = readWorkspace(ROOT);

describe('no package reaches into another by relative path', () => {
  it('holds for every import, require and new URL(…, import.meta.url) in the workspace', () => {
    const { files, reaches } = scanWorkspace(ROOT, packages);
    expect(reaches.map((r) => `${r.file}: '${r.specifier}' reaches into ${r.into}`)).toEqual([]);
    expect(files).toBeGreaterThan(200);
  });

  it('sees the forms it promises to see', () => {
    const text = [
      "import { a } from '../a.js';",
      'export * from "./b.js";',
      "import './c.js';",
      "const d = await import('../d.js');",
      "const e = require('./e.cjs');",
      'const f = new URL(`../../f/${x}.json`, import.meta.url);',
    ].join('\n');
    expect(specifiers(text)).toEqual(expect.arrayContaining(['../a.js', './b.js', './c.js', '../d.js', './e.cjs', '../../f/']));
  });

  it("fails on a test that imports another package's source, or a module that reads another's files", () => {
    // Written with Q for the quote, so that this file does not itself reach anywhere.
    const q = (t: string) => t.replaceAll('Q', "'");
    const bad = [
      ['packages/espo/test/x.test.ts', q('import { b } from Q../../gateway-mock/src/behaviours/index.jsQ;'), '@gw/gateway-mock'],
      ['packages/gateway-mock/src/x.ts', q('const root = new URL(Q../../../conformance/fixtures/Q, import.meta.url);'), '@gw/fixtures'],
      ['apps/cli/src/commands/btcusd/x.ts', q('await import(new URL(Q../../../../../packages/jsonrpc/src/index.tsQ, import.meta.url).href);'), '@gw/jsonrpc'],
    ] as const;
    for (const [file, text, into] of bad)
      expect(
        reachesIn(packages, file, text).map((r) => r.into),
        file,
      ).toEqual([into]);
    // Inside one package, and to shared root files (vitest.shared.ts), relative paths are fine.
    expect(reachesIn(packages, 'packages/contract/vitest.config.ts', q('export { default } from Q../../vitest.shared.jsQ;'))).toEqual([]);
    expect(reachesIn(packages, 'conformance/src/cases.ts', q('new URL(Q../cases/Q, import.meta.url)'))).toEqual([]);
  });
});
