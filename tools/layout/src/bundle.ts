// What a browser app ships for an entry: esbuild, platform browser, ESM, minified, tree shaking, workspace packages
// from their sources (`@gw/source`). One definition for the bundle budget test and bench/bundle-bytes.ts.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface BrowserBundle {
  bytes: number;
  gzipBytes: number;
  /** Modules with code in the output (tree shaking drops the others whole). */
  modules: string[];
}

/** Bundles `entry` (JavaScript source) as a browser app would, resolving imports from `resolveDir`. */
export async function browserBundle(entry: string, resolveDir: string): Promise<BrowserBundle> {
  const out = await build({
    stdin: { contents: entry, resolveDir, loader: 'js' },
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
  const code = out.outputFiles[0]!.contents;
  const inputs = Object.values(out.metafile.outputs)[0]!.inputs;
  return {
    bytes: code.length,
    gzipBytes: gzipSync(code).length,
    modules: Object.entries(inputs)
      .filter(([, i]) => i.bytesInOutput > 0)
      .map(([path]) => path),
  };
}

/** The operation validator modules of `surface` in a bundle (`gen/<surface>/validators[-coerce]/<op>.js`; not the named schemas' modules). */
export function operationValidators(b: BrowserBundle, surface: string): string[] {
  const re = new RegExp(`gen/${surface}/validators(?:-coerce)?/([A-Za-z0-9]+)\\.js$`);
  return [...new Set(b.modules.map((p) => re.exec(p)?.[1]).filter((n) => n !== undefined))];
}
