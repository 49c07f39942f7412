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
  },
  async run(v) {
    const port = Number(v.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0..65535, not ${String(v.port)}`);
    const g = await startMockGateway({
      network: parseNetwork(v.network as string | undefined),
      apiKey: v['api-key'] as string,
      ...(v['admin-key'] ? { adminKey: v['admin-key'] as string } : {}),
      aliases: (v.alias as string[]) ?? [],
      origins: (v.origin as string[]) ?? [],
      ...(v['api-key-header'] ? { apiKeyHeader: v['api-key-header'] as string } : {}),
      fixtures: ((f: string) => (isAbsolute(f) ? f : join(repoRoot(), f)))(v.fixtures as string),
      port,
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
