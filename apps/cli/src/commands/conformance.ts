import { isAbsolute, join } from 'node:path';
import { NETWORKS, type Network, parseNetwork } from '@gw/runtime';
import { casesDir, runConformance, summarize, type CaseResult } from '@gw/conformance';
import { fixturesDir } from '@gw/fixtures';
import { startMockGateway } from '@gw/gateway-mock';
import { API_KEY_ENV_OPTION, type Command, UsageError } from '../args.js';
import { repoRoot } from '../root.js';

export const conformance: Command = {
  name: 'conformance',
  summary: 'run the conformance suite against the local gateway (fixtures) or a live gateway',
  usage: 'conformance --target fixtures|live [--network N] [--base-url URL] [--api-key-env VAR] [--surface S] [--report-dir DIR] [--record DIR]',
  options: {
    target: { type: 'string', help: 'fixtures (local gateway replaying the fixture set) or live', default: 'fixtures' },
    network: { type: 'string', help: 'mainnet, signet or regtest; the fixtures target runs all three when omitted' },
    'base-url': { type: 'string', help: 'live gateway base URL (else GW_<NETWORK>_BASE_URL or GW_BASE_URL)' },
    'ws-base-url': { type: 'string', help: 'live WebSocket base URL (else derived from the base URL)' },
    'api-key-env': API_KEY_ENV_OPTION,
    'admin-key-env': { type: 'string', help: 'name of the environment variable holding an admin key', default: 'GW_ADMIN_API_KEY' },
    surface: { type: 'string', help: 'only this surface (e.g. data-api, forex)' },
    'report-dir': { type: 'string', help: 'write report.json, junit.xml and report.md here', default: 'reports/conformance' },
    record: { type: 'string', help: 'write what a live run saw as fixtures into DIR (key redacted)' },
    fixtures: { type: 'string', help: 'fixtures directory', default: fixturesDir },
  },
  async run(v) {
    const root = repoRoot();
    const target = v.target as string;
    if (target !== 'fixtures' && target !== 'live') throw new UsageError(`--target must be fixtures or live, not ${target}`);
    if (v.record && target !== 'live') throw new UsageError('--record needs --target live');
    const networks: Network[] = v.network ? [parseNetwork(v.network as string)] : target === 'fixtures' ? [...NETWORKS] : ['mainnet'];
    const abs = (p: string) => (isAbsolute(p) ? p : join(root, p));
    const all: CaseResult[] = [];
    let exit = 0;
    for (const network of networks) {
      const out = await runConformance({
        target,
        network,
        fixturesDir: abs(v.fixtures as string),
        casesDir,
        startLocal: startMockGateway,
        ...(v['base-url'] ? { baseUrl: v['base-url'] as string } : {}),
        ...(v['ws-base-url'] ? { wsBaseUrl: v['ws-base-url'] as string } : {}),
        apiKeyEnv: v['api-key-env'] as string,
        adminKeyEnv: v['admin-key-env'] as string,
        ...(v.surface ? { surface: v.surface as string } : {}),
        reportDir: join(abs(v['report-dir'] as string), target, network),
        ...(v.record ? { record: abs(v.record as string) } : {}),
        log: (l) => console.error(l),
      });
      console.log(out.summary);
      for (const f of out.reportFiles) console.error(`report: ${f}`);
      all.push(...out.results);
      exit = Math.max(exit, out.exitCode);
    }
    const s = summarize(all);
    console.log(`${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`);
    return exit;
  },
};
