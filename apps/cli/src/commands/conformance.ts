import { join } from 'node:path';
import { NETWORKS, type Network } from '@gw/runtime';
import { casesDir, countsLine, runConformance, SelectionError, summarize, type CaseResult } from '@gw/conformance';
import { scaleOptions } from './conformance-scale.js';
import { startMockGateway } from '@gw/gateway-mock';
import { type Command, networkOf, UsageError } from '../args.js';
import { conformanceSpec, parseShare } from './conformance-options.js';

export const conformance: Command = {
  ...conformanceSpec,
  async run(v) {
    // The values as conformanceSpec.check found them.
    const target = v.target as 'fixtures' | 'live';
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
