// What importing an entry loads before any call: esbuild with code splitting keeps each dynamic `import()` in a
// chunk of its own, so the modules of the entry chunk and of the chunks it imports statically are exactly the ones
// an `import` evaluates. Workspace packages resolve to their sources (`@gw/source`).
import { build } from 'esbuild';

/** Every module (path as esbuild names it) that importing `entry` (JavaScript source) loads. */
export async function loadedOnImport(entry: string, resolveDir: string): Promise<string[]> {
  const out = await build({
    stdin: { contents: entry, resolveDir, loader: 'js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['@gw/source'],
    external: ['node:*', 'ws'],
    outdir: '/virtual',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = out.metafile.outputs;
  const entryChunk = Object.keys(outputs).find((k) => outputs[k]!.entryPoint === '<stdin>');
  if (!entryChunk) throw new Error('esbuild gave no entry chunk');
  const seen = new Set<string>();
  const visit = (chunk: string) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const i of outputs[chunk]!.imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(entryChunk);
  return [...new Set([...seen].flatMap((c) => Object.keys(outputs[c]!.inputs)))].sort();
}

/** A generated validator module (`gen/<surface>/validators[-coerce]/…`, `@gw/runtime`'s `gen/common/…`). */
export const isValidatorModule = (path: string): boolean => /\/gen\/(?:[^/]+\/validators(?:-coerce)?\/|common\/)/.test(path);
