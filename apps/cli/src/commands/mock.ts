import { fixturesDir } from '@gw/fixtures';
import { formatRequestLog, recordedSummary, startMockGateway } from '@gw/gateway-mock';
import { type Network, parseNetwork } from '@gw/runtime';
import { type Command, networkOf, requirePath, UsageError } from '../args.js';

/** `gw mock --list`: per surface, its recorded operations and case counts. */
export function listRecorded(fixtures: string, network: Network | string): string {
  const summary = recordedSummary(fixtures, parseNetwork(network));
  const lines = [`recorded on ${network}: ${summary.reduce((n, s) => n + s.operations.reduce((m, o) => m + o.cases, 0), 0)} cases`];
  for (const s of summary) {
    const cases = s.operations.reduce((m, o) => m + o.cases, 0);
    lines.push(`${s.surface} (${s.operations.length} operations, ${cases} cases)`);
    for (const o of s.operations) lines.push(`  ${o.operation} ${o.cases}`);
  }
  return lines.join('\n');
}

export const mock: Command = {
  name: 'mock',
  summary:
    'serve the fixture set at the real gateway paths on 127.0.0.1 (HTTP and WebSocket); unrecorded valid requests are computed or synthesized from the spec',
  usage:
    'mock [--port N] [--network mainnet|signet|regtest] [--api-key K] [--admin-key A] [--alias A]... [--origin URL]... [--api-key-header NAME] [--strict-replay] [--log] [--list]',
  options: {
    port: { type: 'string', help: 'port to listen on; 0 picks a free one', default: '0' },
    network: { type: 'string', help: 'network whose fixtures are served', default: 'mainnet' },
    'api-key': { type: 'string', help: 'the local key the local gateway accepts (printed at start: never pass a real key)', default: 'local-dev-key' },
    'admin-key': { type: 'string', help: 'the admin-flagged key (observe route)' },
    alias: { type: 'string', multiple: true, help: 'an alias accepted in place of a key' },
    origin: { type: 'string', multiple: true, help: 'a registered CORS origin' },
    'api-key-header': { type: 'string', help: 'name of the API-key header on the open mounts (default x-service-api-key)' },
    fixtures: {
      type: 'string',
      help: 'fixtures directory (must hold fixtures of --network unless a world is simulated)',
      default: fixturesDir,
      path: 'input',
      mustExist: false,
    },
    'world-seed': { type: 'string', help: 'simulate one coherent world from this seed (0..4294967295)' },
    world: { type: 'string', help: 'world file (gw-world/1) shaping the simulated world', path: 'input' },
    'tx-rate': { type: 'string', help: 'live stream frames per second from the simulated world, blocks included (0 = off)', default: '0' },
    'strict-replay': {
      type: 'boolean',
      help: 'replay only: an unrecorded request no behaviour computes gets a "not recorded" error instead of a synthesized answer',
    },
    log: { type: 'boolean', help: 'print one line per request: method, path (keys redacted), operation, status, source' },
    list: { type: 'boolean', help: 'print what is recorded per surface (operations and case counts) and exit' },
  },
  async run(v) {
    const fixtures = v.fixtures as string;
    const network = networkOf(v);
    // Without a simulated world the fixtures are all there is to serve: a wrong directory must not serve nothing.
    const simulated = v['world-seed'] !== undefined || v.world !== undefined;
    if (!simulated || v.list) requirePath('fixtures', fixtures, 'directory');
    if (v.list) {
      console.log(listRecorded(fixtures, network));
      return 0;
    }
    const port = Number(v.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0..65535, not ${String(v.port)}`);
    const worldSeed = v['world-seed'] === undefined ? undefined : Number(v['world-seed']);
    if (worldSeed !== undefined && !(Number.isInteger(worldSeed) && worldSeed >= 0 && worldSeed <= 0xffffffff))
      throw new UsageError(`--world-seed must be an integer 0..4294967295, not ${String(v['world-seed'])}`);
    const txRate = Number(v['tx-rate']);
    if (!(txRate >= 0 && txRate <= 1000)) throw new UsageError(`--tx-rate must be 0..1000 frames per second, not ${String(v['tx-rate'])}`);
    if (txRate && worldSeed === undefined && !v.world) throw new UsageError('--tx-rate streams the simulated world: add --world-seed N (or --world FILE)');
    const aliases = (v.alias as string[]) ?? [];
    const g = await startMockGateway({
      network,
      apiKey: v['api-key'] as string,
      ...(v['admin-key'] ? { adminKey: v['admin-key'] as string } : {}),
      aliases,
      origins: (v.origin as string[]) ?? [],
      ...(v['api-key-header'] ? { apiKeyHeader: v['api-key-header'] as string } : {}),
      fixtures,
      port,
      ...(worldSeed !== undefined ? { worldSeed } : {}),
      ...(v.world ? { world: v.world as string } : {}),
      ...(txRate ? { txRate } : {}),
      strictReplay: v['strict-replay'] === true,
      ...(v.log ? { onRequest: (e) => console.log(formatRequestLog(e)) } : {}),
      log: (l) => console.error(l),
    });
    if (!simulated && g.fixtureCount === 0) {
      await g.close();
      throw new UsageError(`--fixtures ${fixtures}: no ${network} fixtures there (add --world-seed N to serve a simulated world instead)`);
    }
    // The first line is what scripts wait for; the keys are the local ones passed on the command line (the local
    // gateway never reads GW_API_KEY or any other environment key).
    console.log(`listening on ${g.url}`);
    console.log(`network: ${network}`);
    console.log(
      `fixtures: ${g.fixtureCount} recorded (${v['strict-replay'] ? 'strict replay: unrecorded requests are not synthesized' : 'unrecorded valid requests: computed, else synthesized from the spec'})`,
    );
    console.log(
      `accepted keys: ${v['api-key'] as string}${v['admin-key'] ? ` (admin: ${v['admin-key'] as string})` : ''}${aliases.length ? `; aliases: ${aliases.join(', ')}` : ''}`,
    );
    await new Promise<void>((resolve) => {
      const stop = () => void g.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      process.once('SIGHUP', stop);
    });
    return 0;
  },
};
