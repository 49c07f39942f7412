import { join } from 'node:path';
import { NETWORKS, type Network } from '@gw/runtime';
import { casesDir, countsLine, runConformance, SelectionError, summarize, type CaseResult } from '@gw/conformance';
import { scaleOptions } from './conformance-scale.js';
import { startMockGateway } from '@gw/gateway-mock';
import { type Command, networkOf, UsageError } from '../args.js';
import { conformanceSpec } from './conformance-options.js';

export const conformance: Command = {
  ...conformanceSpec,
  async run(v) {
    const target = v.target as string;
    if (target !== 'fixtures' && target !== 'live') throw new UsageError(`--target must be fixtures or live, not ${target}`);
    if (v.record && target !== 'live') throw new UsageError('--record needs --target live');
    if (target === 'live' && !v.network) throw new UsageError('--network is required for a live run (mainnet, signet or regtest)');
    const networks: Network[] = v.network ? [networkOf(v)] : [...NETWORKS];
    const list = (x: unknown) =>
      x === undefined
        ? []
        : (Array.isArray(x) ? x : [x])
            .flatMap((y) => String(y).split(','))
            .map((y) => y.trim())
            .filter(Boolean);
    const surfaces = list(v.surface);
    const operations = list(v.operation);
    const maxSkip = parseShare(v['max-skip'] as string | undefined);
    const maxNet = Number(v['max-network-errors']);
    if (!Number.isInteger(maxNet) || maxNet < 1)
      throw new UsageError(`--max-network-errors must be a whole number of at least 1, not ${String(v['max-network-errors'])}`);
    // Runs with different selections write to different folders, so one never overwrites another.
    const selection = [...(surfaces.length ? [surfaces.join('+')] : []), ...(operations.length ? [`op-${operations.join('+')}`] : [])]
      .join('_')
      .replace(/[^A-Za-z0-9+_-]+/g, '_');
    const scale = scaleOptions.parse(v);
    const all: CaseResult[] = [];
    let exit = 0;
    let stopped: string | undefined;
    for (const network of networks) {
      const out = await runConformance({
        target,
        network,
        fixturesDir: v.fixtures as string,
        casesDir,
        // The fixtures target replays: no synthesized answer may stand in for a missing fixture.
        startLocal: (o) => startMockGateway({ ...o, strictReplay: true }),
        ...(v['base-url'] ? { baseUrl: v['base-url'] as string } : {}),
        ...(v['ws-base-url'] ? { wsBaseUrl: v['ws-base-url'] as string } : {}),
        apiKeyEnv: v['api-key-env'] as string,
        adminKeyEnv: v['admin-key-env'] as string,
        ...(surfaces.length ? { surface: surfaces } : {}),
        ...(operations.length ? { operation: operations } : {}),
        reportDir: join(v['report-dir'] as string, target, network, ...(selection ? [selection] : []), ...scale.reportSubdir),
        ...scale.run,
        ...(v.record ? { record: v.record as string } : {}),
        strict: !!v.strict,
        ...(v['known-failing'] ? { knownFailing: v['known-failing'] as string } : {}),
        maxSkip,
        maxNetworkErrors: maxNet,
        driftDir: v.drift as string,
        log: (l) => console.error(l),
      }).catch((e: unknown) => {
        throw e instanceof SelectionError ? new UsageError(e.message) : e;
      });
      // Exit 2: the run could not start (no key, no base URL); the reason is said once, as a usage error.
      if (out.exitCode === 2) throw new UsageError(out.problems.join('; '));
      console.log(out.summary);
      for (const f of out.reportFiles) console.error(`report: ${f}`);
      all.push(...out.results);
      exit = Math.max(exit, out.exitCode);
      stopped ??= out.stopped;
    }
    // A stopped run never ends on a line that reads like an empty green one.
    console.log(stopped ? `STOPPED (${stopped}): ${countsLine(summarize(all))}` : countsLine(summarize(all)));
    return exit;
  },
};

/** `0.1` or `10%` as a share in [0, 1]. */
function parseShare(x: string | undefined): number {
  if (x === undefined) return 0;
  const n = x.endsWith('%') ? Number(x.slice(0, -1)) / 100 : Number(x);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new UsageError(`--max-skip must be a share between 0 and 1 (or 0%..100%), not ${x}`);
  return n;
}
