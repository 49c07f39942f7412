// Browser bundle sizes of one operation call versus the whole client (issue 14 item 2), with the settings of the
// budget tests (packages/data-api/test/bundle-size.test.ts, packages/forex/test/bundle-size.test.ts): esbuild,
// platform browser, ESM, minified, tree shaking, sources through the `@gw/source` condition. Byte counts, not timings.
//
//   node --import tsx bench/bundle-bytes.ts
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entries: Array<[name: string, pkg: string, code: string]> = [
  ['one data-API call: getBitcoinPrice(gw)', 'data-api', "import { getBitcoinPrice } from '@gw/data-api';\nexport const run = (gw) => getBitcoinPrice(gw);"],
  [
    'data-API client: createDataApiClient(gw)',
    'data-api',
    "import { createDataApiClient } from '@gw/data-api';\nexport const run = (gw) => createDataApiClient(gw).getBitcoinPrice();",
  ],
  ['one forex call: forexRates(gw)', 'forex', "import { forexRates } from '@gw/forex';\nexport const run = (gw) => forexRates(gw);"],
  [
    'forex client: createForexClient(gw)',
    'forex',
    "import { createForexClient } from '@gw/forex';\nexport const run = (gw) => createForexClient(gw).forexRates();",
  ],
];
for (const [name, pkg, contents] of entries) {
  const out = await build({
    stdin: { contents, resolveDir: join(root, 'packages', pkg), loader: 'js' },
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: 'browser',
    format: 'esm',
    conditions: ['@gw/source'],
    write: false,
    logLevel: 'silent',
  });
  const bytes = out.outputFiles[0]!.contents;
  console.log(`${name.padEnd(44)} ${String(bytes.length).padStart(8)} bytes minified, ${String(gzipSync(bytes).length).padStart(7)} gzip`);
}
