import { randomBytes } from 'node:crypto';
import { DEFAULT_API_KEY_ENV, type Exchange, gatewayFromEnv, type Network } from '@gw/runtime';
import { type AnySurface, type LoadedFixture, loadFixtures, type StartLocalGateway, surfaces as allSurfaces } from '@gw/contract';
import type { CaseFile, ScenarioContext } from './case.js';
import { loadCases } from './cases.js';
import { writeRecorded, writeRecordedStream } from './record.js';
import { consoleSummary, summarize, writeReports } from './report/index.js';
import { replayExchange } from './replay.js';
import { type CaseResult, timed } from './result.js';
import { replayStream } from './stream-replay.js';
import { gatewayFor, type Target } from './target.js';

export interface RunOptions {
  target: 'fixtures' | 'live';
  network: Network;
  fixturesDir: string;
  casesDir: string;
  baseUrl?: string;
  wsBaseUrl?: string;
  /** Name of the environment variable holding the key (live); never the key itself. */
  apiKeyEnv?: string;
  adminKeyEnv?: string;
  surface?: string;
  reportDir?: string;
  record?: string;
  timeoutMs?: number;
  surfaces?: AnySurface[];
  /** The fixtures target: starts the local gateway that serves the fixtures (the gw CLI passes @gw/gateway-mock's). */
  startLocal?: StartLocalGateway;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}

export interface RunOutcome {
  results: CaseResult[];
  exitCode: number;
  summary: string;
  reportFiles: string[];
}

/** Runs every case of one network against the local gateway (fixtures) or a live gateway, through the generated clients. */
export async function runConformance(opts: RunOptions): Promise<RunOutcome> {
  const log = opts.log ?? (() => {});
  const env = opts.env ?? process.env;
  const surfaces = (opts.surfaces ?? allSurfaces).filter((s) => !opts.surface || s.surface.name === opts.surface);
  if (opts.surface && surfaces.length === 0) throw new Error(`unknown surface ${opts.surface}: expected one of ${allSurfaces.map((s) => s.surface.name).join(', ')}`);
  const names = new Set(surfaces.map((s) => s.surface.name));
  const fixtures = loadFixtures(opts.fixturesDir, opts.network).filter((f) => names.has(f.surface));
  const cases = (await loadCases(opts.casesDir)).filter((c) => names.has(c.surface));
  const caseOf = (f: { surface: string; operation: string }) => cases.find((c) => c.surface === f.surface && c.operation === f.operation);

  let target: Target;
  let stop = async () => {};
  const recorded = new Map<string, Exchange>();
  let current: string | undefined;
  const onExchange = (x: Exchange) => {
    if (current) recorded.set(current, x);
  };
  if (opts.target === 'fixtures') {
    if (!opts.startLocal) throw new Error('the fixtures target needs a local gateway: pass startLocal (gw conformance passes @gw/gateway-mock)');
    const apiKey = `gwtest-${randomBytes(12).toString('hex')}`;
    const adminKey = `gwadmin-${randomBytes(12).toString('hex')}`;
    const origins = [...new Set(fixtures.map((f) => f.request.headers?.origin).filter((o): o is string => !!o))];
    const local = await opts.startLocal({ network: opts.network, apiKey, adminKey, origins, fixtures, datasetsRoot: opts.fixturesDir, surfaces: opts.surfaces ?? allSurfaces });
    stop = local.close;
    target = { kind: 'fixtures', network: opts.network, baseUrl: local.url, wsBaseUrl: local.wsUrl, apiKey, adminKey, timeoutMs: opts.timeoutMs ?? 10_000 };
    log(`local gateway on ${local.url} (${opts.network}, ${fixtures.length} fixtures)`);
  } else {
    const apiKeyEnv = opts.apiKeyEnv ?? DEFAULT_API_KEY_ENV;
    const gw = gatewayFromEnv({ network: opts.network, ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}), ...(opts.wsBaseUrl ? { wsBaseUrl: opts.wsBaseUrl } : {}), apiKeyEnv }, env);
    const apiKey = env[apiKeyEnv] || undefined;
    const adminKey = env[opts.adminKeyEnv ?? 'GW_ADMIN_API_KEY'] || undefined;
    target = { kind: 'live', network: opts.network, baseUrl: gw.baseUrl, wsBaseUrl: gw.wsBaseUrl!, apiKey, adminKey, timeoutMs: opts.timeoutMs ?? 30_000, onExchange };
    log(`live gateway ${new URL(gw.baseUrl).host} (${opts.network})`);
  }
  const secrets = [target.apiKey, target.adminKey].filter((s): s is string => !!s);

  const results: CaseResult[] = [];
  try {
    for (const f of fixtures) {
      const s = surfaces.find((x) => x.surface.name === f.surface)!;
      current = f.file;
      let frames: unknown[] | undefined;
      const r = s.kind === 'stream' ? await replayStream(target, s, f, (seen) => (frames = seen)) : await replayExchange(target, s, f, caseOf(f));
      current = undefined;
      results.push(r);
      if (opts.record && r.status !== 'skip') {
        const host = new URL(target.baseUrl).host;
        const x = recorded.get(f.file);
        if (x) writeRecorded(opts.record, f, x, host, secrets);
        if (frames) writeRecordedStream(opts.record, f, frames, host, secrets);
      }
    }
    results.push(...(await runScenarios(target, surfaces, cases, fixtures)));
    results.push(...uncovered(target.network, surfaces, fixtures, cases));
  } finally {
    await stop();
  }
  const title = `Conformance: ${opts.target} target, ${opts.network}${opts.surface ? `, surface ${opts.surface}` : ''}`;
  const reportFiles = opts.reportDir ? writeReports(opts.reportDir, results, title, secrets) : [];
  const s = summarize(results);
  return { results, exitCode: s.failed > 0 ? 1 : 0, summary: consoleSummary(results, title), reportFiles };
}

async function runScenarios(t: Target, surfaces: AnySurface[], cases: CaseFile[], fixtures: LoadedFixture[]): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  const gw = t.apiKey ? gatewayFor(t, { mode: 'path', apiKey: t.apiKey }) : gatewayFor(t, { mode: 'none' });
  const gwUnkeyed = gatewayFor(t, { mode: 'none' });
  const ctx: ScenarioContext = {
    network: t.network,
    gw,
    gwUnkeyed,
    client: (name, g = gw) => {
      const s = surfaces.find((x) => x.surface.name === name);
      if (!s || s.kind === 'stream') throw new Error(`no client for surface ${name}`);
      return s.createClient(g) as never;
    },
    surface: (name) => {
      const s = surfaces.find((x) => x.surface.name === name);
      if (!s) throw new Error(`unknown surface ${name}`);
      return s;
    },
    fixtures,
    wsUrl: t.wsBaseUrl,
    apiKey: t.apiKey ?? '',
  };
  for (const c of cases) {
    const s = surfaces.find((x) => x.surface.name === c.surface);
    if (!s || !s.surface.networks.includes(t.network)) continue;
    for (const sc of c.scenarios ?? []) {
      if (sc.networks && !sc.networks.includes(t.network)) continue;
      const base = { id: `${t.network}/${c.surface}/${c.operation}/${sc.name}`, network: t.network, surface: c.surface, operation: c.operation, case: sc.name, kind: 'scenario' as const };
      out.push(await timed(base, async () => {
        if (!t.apiKey) return { skip: 'needs an API key (--api-key-env)' };
        await sc.run(ctx);
        return undefined;
      }));
    }
  }
  return out;
}

/** Operations of this network with neither a fixture nor a scenario: listed as skips, never silently passed. */
function uncovered(network: Network, surfaces: AnySurface[], fixtures: LoadedFixture[], cases: CaseFile[]): CaseResult[] {
  const out: CaseResult[] = [];
  for (const s of surfaces) {
    if (!s.surface.networks.includes(network)) continue;
    const ops = s.kind === 'rest' ? s.operations : s.kind === 'rpc' ? s.methods : null;
    const names = ops ? Object.entries(ops).filter(([, o]) => !o.meta.networks || o.meta.networks.includes(network)).map(([n]) => n) : ['stream'];
    for (const op of names) {
      const covered = fixtures.some((f) => f.surface === s.surface.name && (f.operation === op || s.kind === 'stream')) || cases.some((c) => c.surface === s.surface.name && c.operation === op && (c.scenarios ?? []).length > 0);
      if (!covered) out.push({ id: `${network}/${s.surface.name}/${op}/-`, network, surface: s.surface.name, operation: op, case: '-', kind: 'exchange', status: 'skip', message: 'no fixture or scenario on this network yet', durationMs: 0 });
    }
  }
  return out;
}
