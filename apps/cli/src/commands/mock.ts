import { isAbsolute, join } from 'node:path';
import { parseNetwork } from '@gw/runtime';
import { fixturesDir } from '@gw/fixtures';
import { startMockGateway } from '@gw/gateway-mock';
import { type Command, UsageError } from '../args.js';
import { repoRoot } from '../root.js';

export const mock: Command = {
  name: 'mock',
  summary: 'serve the fixture set at the real gateway paths on 127.0.0.1 (HTTP and WebSocket)',
  usage: 'mock [--port N] [--network mainnet|signet|regtest] [--api-key K] [--admin-key A] [--origin URL]... [--api-key-header NAME]',
  options: {
    port: { type: 'string', help: 'port to listen on; 0 picks a free one', default: '0' },
    network: { type: 'string', help: 'network whose fixtures are served', default: 'mainnet' },
    'api-key': { type: 'string', help: 'the key the local gateway accepts', default: 'local-dev-key' },
    'admin-key': { type: 'string', help: 'the admin-flagged key (observe route)' },
    alias: { type: 'string', multiple: true, help: 'an alias accepted in place of a key' },
    origin: { type: 'string', multiple: true, help: 'a registered CORS origin' },
    'api-key-header': { type: 'string', help: 'name of the API-key header on the open mounts (default x-service-api-key)' },
    fixtures: { type: 'string', help: 'fixtures directory', default: fixturesDir },
    'world-seed': { type: 'string', help: 'simulate one coherent world from this seed (0..4294967295)' },
    world: { type: 'string', help: 'world file (gw-world/1) shaping the simulated world' },
    'tx-rate': { type: 'string', help: 'live stream frames per second from the simulated world, blocks included (0 = off)', default: '0' },
  },
  async run(v) {
    const port = Number(v.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0..65535, not ${String(v.port)}`);
    const worldSeed = v['world-seed'] === undefined ? undefined : Number(v['world-seed']);
    if (worldSeed !== undefined && !(Number.isInteger(worldSeed) && worldSeed >= 0 && worldSeed <= 0xffffffff))
      throw new UsageError(`--world-seed must be an integer 0..4294967295, not ${String(v['world-seed'])}`);
    const txRate = Number(v['tx-rate']);
    if (!(txRate >= 0 && txRate <= 1000)) throw new UsageError(`--tx-rate must be 0..1000 frames per second, not ${String(v['tx-rate'])}`);
    if (txRate && worldSeed === undefined && !v.world) throw new UsageError('--tx-rate streams the simulated world: add --world-seed N (or --world FILE)');
    const g = await startMockGateway({
      network: parseNetwork(v.network as string | undefined),
      apiKey: v['api-key'] as string,
      ...(v['admin-key'] ? { adminKey: v['admin-key'] as string } : {}),
      aliases: (v.alias as string[]) ?? [],
      origins: (v.origin as string[]) ?? [],
      ...(v['api-key-header'] ? { apiKeyHeader: v['api-key-header'] as string } : {}),
      fixtures: ((f: string) => (isAbsolute(f) ? f : join(repoRoot(), f)))(v.fixtures as string),
      port,
      ...(worldSeed !== undefined ? { worldSeed } : {}),
      ...(v.world ? { world: ((f: string) => (isAbsolute(f) ? f : join(process.cwd(), f)))(v.world as string) } : {}),
      ...(txRate ? { txRate } : {}),
      log: (l) => console.error(l),
    });
    console.log(`listening on ${g.url}`);
    await new Promise<void>((resolve) => {
      const stop = () => void g.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  },
};
