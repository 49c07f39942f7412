import { startGatewayProxy } from '@gw/gateway-proxy';
import { type Command, networkOf } from '../args.js';
import { proxySpec } from './proxy-options.js';

export const proxy: Command = {
  ...proxySpec,
  async run(v) {
    // The values as proxySpec.check found them.
    const upstream = v.upstream as string;
    const port = Number(v.port);
    const upstreamTimeoutMs = Number(v['upstream-timeout']);
    const keyEnv = v['api-key-env'] as string | undefined;
    const extra = keyEnv ? process.env[keyEnv] : undefined;
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
