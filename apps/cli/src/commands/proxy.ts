import { startGatewayProxy } from '@gw/gateway-proxy';
import { type Command, networkOf, UsageError } from '../args.js';

export const proxy: Command = {
  name: 'proxy',
  summary: 'a validating reverse proxy on 127.0.0.1: forwards every surface to --upstream and checks each answer against the spec',
  usage: 'proxy --upstream URL [--port N] [--network mainnet|signet|regtest] [--report-dir DIR] [--record DIR] [--api-key-env NAME] [--api-key-header NAME]',
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
  },
  async run(v) {
    const upstream = v.upstream as string | undefined;
    if (!upstream) throw new UsageError('--upstream is required: the gateway to forward to, e.g. --upstream http://127.0.0.1:8080');
    if (!/^https?:\/\//.test(upstream)) throw new UsageError('--upstream must start with http:// or https://');
    const port = Number(v.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0..65535, not ${String(v.port)}`);
    const keyEnv = v['api-key-env'] as string | undefined;
    const extra = keyEnv ? process.env[keyEnv] : undefined;
    if (keyEnv && !extra) throw new UsageError(`the variable ${keyEnv} named by --api-key-env is not set or empty: export it or drop the option`);
    const p = await startGatewayProxy({
      upstream,
      network: networkOf(v),
      port,
      ...(v.record ? { record: v.record as string } : {}),
      ...(extra ? { secrets: [extra] } : {}),
      ...(v['api-key-header'] ? { apiKeyHeader: v['api-key-header'] as string } : {}),
      log: (l) => console.error(l),
    });
    console.log(`listening on ${p.url} (proxying ${new URL(upstream).host})`);
    await new Promise<void>((resolve) => {
      const stop = () => void p.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    console.log(p.violations.summary());
    if (p.recorder) console.log(`recorded ${p.recorder.written} fixtures${p.recorder.refused ? `, refused ${p.recorder.refused} that still held a key` : ''}`);
    if (v['report-dir']) for (const f of p.violations.writeReport(v['report-dir'] as string)) console.log(`wrote ${f}`);
    return 0;
  },
};
