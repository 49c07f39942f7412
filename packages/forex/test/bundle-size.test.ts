// Browser bundle budget (issue 14 item 2): a program that calls one forex operation function bundles, with
// esbuild (platform browser, minified, tree shaking), to under 30 KB; only that operation's validators are in it.
// Byte counts are deterministic: this is a test, not a timing. The package is bundled from source (`@gw/source`,
// as the other tests run it), so no build is needed; a build differs only by the TypeScript already stripped.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';

const BUDGET = 30_000;
const packageDir = fileURLToPath(new URL('..', import.meta.url));

async function bundle(entry: string): Promise<{ bytes: number; validators: string[] }> {
  const out = await build({
    stdin: { contents: entry, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: 'browser',
    format: 'esm',
    conditions: ['@gw/source'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  // Modules with code in the output (the metafile also lists the ones tree shaking dropped whole).
  const inputs = Object.entries(Object.values(out.metafile.outputs)[0]!.inputs)
    .filter(([, i]) => i.bytesInOutput > 0)
    .map(([path]) => path);
  // Operation validator modules (not the shared ones) that made it into the bundle.
  const validators = inputs.map((p) => /gen\/forex\/validators(?:-coerce)?\/([A-Za-z0-9]+)\.cjs$/.exec(p)?.[1]).filter((n) => n !== undefined);
  return { bytes: out.outputFiles[0]!.contents.length, validators: [...new Set(validators)] };
}

describe('browser bundle of one forex call', () => {
  test('forexRates(gw) alone: under 30 KB minified, with only its own validators', { timeout: 120_000 }, async () => {
    const { bytes, validators } = await bundle("import { forexRates } from '@gw/forex';\nexport const run = (gw) => forexRates(gw);");
    expect(bytes).toBeLessThan(BUDGET);
    expect(validators).toEqual(['forexRates']);
  });

  test('the budget bites: the whole client (every operation) is over it', { timeout: 120_000 }, async () => {
    const { bytes, validators } = await bundle(
      "import { createForexClient } from '@gw/forex';\nexport const run = (gw) => createForexClient(gw).forexRates();",
    );
    expect(bytes).toBeGreaterThan(BUDGET);
    expect(validators.length).toBe(4);
  });
});
