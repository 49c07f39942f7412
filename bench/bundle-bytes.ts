// Browser bundle sizes of one operation call versus the whole client (issue 14 item 2), with the budget test's
// settings (`browserBundle` from @gw/layout; tools/layout/test/bundle-size.test.ts): esbuild, platform browser, ESM,
// minified, tree shaking, sources through the `@gw/source` condition. Byte counts, not timings.
//
//   node --import tsx bench/bundle-bytes.ts
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserBundle } from '@gw/layout';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Per package: one operation function, and the whole client (every operation). */
const entries: Array<[name: string, pkg: string, code: string]> = [
  ['one data-API call: getBitcoinPrice(gw)', 'data-api', "import { getBitcoinPrice } from '@gw/data-api';\nexport const run = (gw) => getBitcoinPrice(gw);"],
  [
    'data-API client: createDataApiClient(gw)',
    'data-api',
    "import { createDataApiClient } from '@gw/data-api';\nexport const run = (gw) => createDataApiClient(gw).getBitcoinPrice();",
  ],
  [
    'one OPI call: activityOnBlock(gw, ...)',
    'opi',
    "import { activityOnBlock } from '@gw/opi';\nexport const run = (gw) => activityOnBlock(gw, { block_height: 1 });",
  ],
  [
    'OPI client: createOpiClient(gw)',
    'opi',
    "import { createOpiClient } from '@gw/opi';\nexport const run = (gw) => createOpiClient(gw).activityOnBlock({ block_height: 1 });",
  ],
  ['one JSON-RPC call: btcGetblockcount(gw)', 'jsonrpc', "import { btcGetblockcount } from '@gw/jsonrpc';\nexport const run = (gw) => btcGetblockcount(gw);"],
  [
    'JSON-RPC client: createJsonrpcClient(gw)',
    'jsonrpc',
    "import { createJsonrpcClient } from '@gw/jsonrpc';\nexport const run = (gw) => createJsonrpcClient(gw).btcGetblockcount();",
  ],
  ['one forex call: forexRates(gw)', 'forex', "import { forexRates } from '@gw/forex';\nexport const run = (gw) => forexRates(gw);"],
  [
    'forex client: createForexClient(gw)',
    'forex',
    "import { createForexClient } from '@gw/forex';\nexport const run = (gw) => createForexClient(gw).forexRates();",
  ],
  ['one mempool call: mempoolSnapshot(gw)', 'mempool', "import { mempoolSnapshot } from '@gw/mempool';\nexport const run = (gw) => mempoolSnapshot(gw);"],
  ['one Espo call: getHolders(gw, ...)', 'espo', "import { getHolders } from '@gw/espo';\nexport const run = (gw) => getHolders(gw, { alkane: '2:0' });"],
];
for (const [name, pkg, contents] of entries) {
  const b = await browserBundle(contents, join(root, 'packages', pkg));
  const formats = b.modules.some((m) => m.includes('ajv-formats')) ? ' (ajv-formats included)' : '';
  console.log(`${name.padEnd(44)} ${String(b.bytes).padStart(8)} bytes minified, ${String(b.gzipBytes).padStart(7)} gzip${formats}`);
}
