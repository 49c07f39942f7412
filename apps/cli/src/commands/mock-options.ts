// `gw mock`: its flags and help, without the local gateway (./mock.ts runs it).
import { fixturesDir } from '@gw/fixtures';
import { type CommandSpec, networkOf, requirePath, UsageError, type Values } from '../args.js';

/** `--world-seed` or `--world`: a simulated world is served (the fixtures only seed it). */
export const simulatesWorld = (v: Values): boolean => v['world-seed'] !== undefined || v.world !== undefined;

export const mockSpec: CommandSpec = {
  name: 'mock',
  summary:
    'serve the fixture set at the real gateway paths on 127.0.0.1 (HTTP and WebSocket); unrecorded valid requests are computed or synthesized from the spec',
  usage:
    'mock [--port N] [--network mainnet|signet|regtest] [--api-key K] [--admin-key A] [--alias A]... [--origin URL]... [--api-key-header NAME] [--rate-limit N/WINDOW] [--fault SPEC]... [--strict-replay] [--log] [--list]',
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
    'rate-limit': {
      type: 'string',
      help: 'per-key plan behind X-RateLimit-*: N requests per WINDOW (e.g. 5/10s, 60/1m); past it HTTP 429 / JSON-RPC -32000. Default 1000000/1m',
    },
    fault: {
      type: 'string',
      multiple: true,
      help: 'a fault on every HTTP request, as x-gw-simulate writes it: e.g. latency:long-tail:20-400, malformed;p=0.05;seed=7 (docs/local-gateway-faults.md)',
    },
    'as-observed': {
      type: 'boolean',
      help: "answer a drift register example's request (specs/drift) as the real service was observed answering it, with x-gw-drift: <entry id>",
    },
    'strict-replay': {
      type: 'boolean',
      help: 'replay only: an unrecorded request no behaviour computes gets a "not recorded" error instead of a synthesized answer',
    },
    log: { type: 'boolean', help: 'print one line per request: method, path (keys redacted), operation, status, source' },
    list: { type: 'boolean', help: 'print what is recorded per surface (operations and case counts) and exit' },
  },
  check(v) {
    networkOf(v);
    // Without a simulated world the fixtures are all there is to serve: a wrong directory must not serve nothing.
    if (!simulatesWorld(v) || v.list) requirePath('fixtures', v.fixtures as string, 'directory');
    if (v.list) return;
    const port = Number(v.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0..65535, not ${String(v.port)}`);
    const worldSeed = v['world-seed'] === undefined ? undefined : Number(v['world-seed']);
    if (worldSeed !== undefined && !(Number.isInteger(worldSeed) && worldSeed >= 0 && worldSeed <= 0xffffffff))
      throw new UsageError(`--world-seed must be an integer 0..4294967295, not ${String(v['world-seed'])}`);
    const txRate = Number(v['tx-rate']);
    if (!(txRate >= 0 && txRate <= 1000)) throw new UsageError(`--tx-rate must be 0..1000 frames per second, not ${String(v['tx-rate'])}`);
    if (txRate && worldSeed === undefined && !v.world) throw new UsageError('--tx-rate streams the simulated world: add --world-seed N (or --world FILE)');
  },
};
