import { startGatewayProxy } from '@gw/gateway-proxy';
import { type Command, networkOf, UsageError } from '../args.js';
import { proxySpec } from './proxy-options.js';

export const proxy: Command = {
  ...proxySpec,
  async run(v) {
    const upstream = v.upstream as string | undefined;
    if (!upstream) throw new UsageError('--upstream is required: the gateway to forward to, e.g. --upstream http://127.0.0.1:8080');
    if (!/^https?:\/\//.test(upstream)) throw new UsageError('--upstream must start with http:// or https://');
    const port = Number(v.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0..65535, not ${String(v.port)}`);
    const upstreamTimeoutMs = Number(v['upstream-timeout']);
    if (!Number.isInteger(upstreamTimeoutMs) || upstreamTimeoutMs < 1)
      throw new UsageError(`--upstream-timeout must be a whole number of milliseconds, not ${String(v['upstream-timeout'])}`);
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
      upstreamTimeoutMs,
      log: (l) => console.error(l),
    });
    console.log(`listening on ${p.url} (proxying ${new URL(upstream).host})`);
    // SIGTERM/SIGINT: requests in flight get a second to finish, then every connection (callers, upstream) closes and
    // nothing is left to keep the process up.
    await new Promise<void>((resolve) => {
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        void p.close().then(resolve);
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
    console.log(p.violations.summary());
    if (p.recorder) console.log(`recorded ${p.recorder.written} fixtures${p.recorder.refused ? `, refused ${p.recorder.refused} that still held a key` : ''}`);
    if (v['report-dir']) for (const f of p.violations.writeReport(v['report-dir'] as string)) console.log(`wrote ${f}`);
    return 0;
  },
};
