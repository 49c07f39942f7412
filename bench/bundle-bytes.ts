// Browser bundle sizes of one operation call versus the whole client (issue 14 item 2), with the budget test's
// settings (`browserBundle` from @gw/layout; tools/layout/test/bundle-size.test.ts): esbuild, platform browser, ESM,
// minified, tree shaking, sources through the `@gw/source` condition. Byte counts, not timings.
//
//   node --import tsx bench/bundle-bytes.ts
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserBundle } from '@gw/layout';

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
  const b = await browserBundle(contents, join(root, 'packages', pkg));
  console.log(`${name.padEnd(44)} ${String(b.bytes).padStart(8)} bytes minified, ${String(b.gzipBytes).padStart(7)} gzip`);
}
