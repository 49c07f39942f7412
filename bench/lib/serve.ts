// The local gateway for bench/gateway.ts and bench/client.ts, in its own process so the load generator does not share
// its event loop: the embedded fixtures on mainnet, the given key. Prints `listening <url>`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockGateway } from '@gw/gateway-mock';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const g = await startMockGateway({ network: 'mainnet', apiKey: process.argv[3] ?? 'bench-key', fixtures: join(root, 'conformance/fixtures') });
console.log(`listening ${g.url}`);
