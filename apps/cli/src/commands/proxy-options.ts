// `gw proxy`: its flags and help, without the proxy (./proxy.ts runs it).
import { UPSTREAM_TIMEOUT_MS } from '@gw/gateway-proxy/defaults';
import { type CommandSpec, networkOf, UsageError } from '../args.js';

export const proxySpec: CommandSpec = {
  name: 'proxy',
  summary: 'a validating reverse proxy on 127.0.0.1: forwards every surface to --upstream and checks each answer against the spec',
  usage:
    'proxy --upstream URL [--port N] [--network mainnet|signet|regtest] [--report-dir DIR] [--record DIR] [--api-key-env NAME] [--api-key-header NAME] [--upstream-timeout MS]',
  options: {
    upstream: { type: 'string', help: 'the gateway to forward to, e.g. http://127.0.0.1:8080 (streams go to its ws:// twin)' },
    port: { type: 'string', help: 'port to listen on; 0 picks a free one', default: '0' },
    network: { type: 'string', help: 'network whose spec routes and checks the exchanges', default: 'mainnet' },
    'report-dir': { type: 'string', help: 'write proxy-report.json and proxy-report.md here at exit', path: 'output' },
    record: { type: 'string', help: 'write every exchange as a fixture (provenance recorded, key redacted) under this directory', path: 'output' },
    'api-key-env': {
      type: 'string',
      help: 'name of an environment variable holding a key to redact from recordings besides the ones requests carry (the proxy never sends it)',
    },
    'api-key-header': { type: 'string', help: 'name of the API-key header on the open mounts (default x-service-api-key)' },
    'upstream-timeout': {
      type: 'string',
      help: `milliseconds the upstream has for a whole answer before the caller gets 504 (default ${UPSTREAM_TIMEOUT_MS})`,
      default: String(UPSTREAM_TIMEOUT_MS),
    },
  },
  check(v) {
    const upstream = v.upstream as string | undefined;
    if (!upstream) throw new UsageError('--upstream is required: the gateway to forward to, e.g. --upstream http://127.0.0.1:8080');
    if (!/^https?:\/\//.test(upstream)) throw new UsageError('--upstream must start with http:// or https://');
    const port = Number(v.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0..65535, not ${String(v.port)}`);
    const upstreamTimeoutMs = Number(v['upstream-timeout']);
    if (!Number.isInteger(upstreamTimeoutMs) || upstreamTimeoutMs < 1)
      throw new UsageError(`--upstream-timeout must be a whole number of milliseconds, not ${String(v['upstream-timeout'])}`);
    const keyEnv = v['api-key-env'] as string | undefined;
    if (keyEnv && !process.env[keyEnv]) throw new UsageError(`the variable ${keyEnv} named by --api-key-env is not set or empty: export it or drop the option`);
    networkOf(v);
  },
};
