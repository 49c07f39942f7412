import { formatRequestLog, parseRateLimit, type RateLimitPlan, recordedSummary, startMockGateway } from '@gw/gateway-mock';
import { type Network, parseNetwork } from '@gw/runtime';
import { type Command, networkOf, UsageError } from '../args.js';
import { mockSpec, simulatesWorld } from './mock-options.js';

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
  ...mockSpec,
  async run(v) {
    // The values as mockSpec.check found them.
    const fixtures = v.fixtures as string;
    const network = networkOf(v);
    const simulated = simulatesWorld(v);
    if (v.list) {
      console.log(listRecorded(fixtures, network));
      return 0;
    }
    const port = Number(v.port);
    const worldSeed = v['world-seed'] === undefined ? undefined : Number(v['world-seed']);
    const txRate = Number(v['tx-rate']);
    const aliases = (v.alias as string[]) ?? [];
    let rateLimit: RateLimitPlan | undefined;
    try {
      rateLimit = v['rate-limit'] === undefined ? undefined : parseRateLimit(v['rate-limit'] as string);
    } catch (e) {
      throw new UsageError(`--rate-limit: ${(e as Error).message}`);
    }
    const asObserved = v['as-observed'] ? await observedExamples() : undefined;
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
      ...(rateLimit ? { rateLimit } : {}),
      ...(v.fault ? { faults: (v.fault as string[]).join(', ') } : {}),
      ...(asObserved ? { asObserved } : {}),
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
    if (g.world && g.notServed.length) console.log(`world: answers ${g.notServed.length} of them instead of replaying them (recorded facts seeded it)`);
    if (asObserved) console.log(`as observed: ${asObserved.length} requests answered as the drift register's examples (x-gw-drift)`);
    if (rateLimit) console.log(`rate limit: ${rateLimit.limit} requests per ${rateLimit.windowMs / 1000} s per key`);
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

/** The drift register's examples (specs/drift), as `gw mock --as-observed` answers them. */
async function observedExamples() {
  const { loadDrift } = await import('@gw/conformance');
  return loadDrift().map((e) => ({ id: e.id, surface: e.surface, ...e.example }));
}
