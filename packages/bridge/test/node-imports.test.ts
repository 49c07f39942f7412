// The package root must load in a browser: nothing in its module graph may import `node:`.
// The graph is resolved by esbuild as a bundler would (workspace sources via `@gw/source`).
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = (rel: string) => fileURLToPath(new URL(`../${rel}`, import.meta.url));

/** Every `node:` import reachable from `file`, as `importer -> node:x`. */
async function nodeImports(file: string, platform: 'browser' | 'node'): Promise<string[]> {
  const found: string[] = [];
  const record: Plugin = {
    name: 'record-node-imports',
    setup(b) {
      b.onResolve({ filter: /^node:/ }, (args) => {
        found.push(`${args.importer.replace(/^.*?\/(node_modules|packages)\//, '$1/')} -> ${args.path}`);
        return { path: args.path, external: true };
      });
    },
  };
  await build({ entryPoints: [file], bundle: true, write: false, platform, format: 'esm', conditions: ['@gw/source'], plugins: [record], logLevel: 'silent' });
  return found;
}

describe('@gw/bridge root is browser-safe', () => {
  it('the root entry imports nothing from node: (whole graph, browser resolution)', async () => {
    expect(await nodeImports(entry('src/index.ts'), 'browser')).toEqual([]);
  });

  it('under Node resolution, no file of ours imports node: (only @noble/hashes picks node:crypto for its Node build)', async () => {
    const ours = (await nodeImports(entry('src/index.ts'), 'node')).filter((l) => !l.startsWith('node_modules/'));
    expect(ours).toEqual([]);
  });

  it('the scan sees node: imports: the journal entry has them', async () => {
    expect(await nodeImports(entry('src/journal.ts'), 'browser')).toEqual(expect.arrayContaining([expect.stringMatching(/journal\.ts -> node:fs$/)]));
  });
});
