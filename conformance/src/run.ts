import { randomBytes } from 'node:crypto';
import { relative } from 'node:path';
import { DEFAULT_API_KEY_ENV, type Exchange, type Network, redact, redactJson } from '@gw/runtime';
import { type AnySurface, type LoadedFixture, loadFixtures, readBody, type StartLocalGateway, surfaces as allSurfaces } from '@gw/contract';
import type { CaseFile, ScenarioContext } from './case.js';
import { loadCases } from './cases.js';
import { type Answer, DRIFT_DIR, type DriftEntry, expired, grade, loadDrift } from './drift.js';
import { applyKnownFailing, loadKnownFailing } from './known-failing.js';
import { preflight } from './preflight.js';
import { writeRecorded, writeRecordedStream } from './record.js';
import { consoleSummary, type RunNotes, summarize, writeReports } from './report/index.js';
import { replayExchange } from './replay.js';
import { type CaseResult, type SkipKind, timed } from './result.js';
import { replayStream } from './stream-replay.js';
import { gatewayFor, type Target, type WireLog } from './target.js';

export interface RunOptions {
  target: 'fixtures' | 'live';
  network: Network;
  fixturesDir: string;
  casesDir: string;
  baseUrl?: string;
  wsBaseUrl?: string;
  /** Name of the environment variable holding the key (live); never the key itself. Default GW_API_KEY. */
  apiKeyEnv?: string;
  adminKeyEnv?: string;
  /** One surface or several. */
  surface?: string | string[];
  /** Only these operations (wire names) of the selected surfaces. */
  operation?: string[];
  reportDir?: string;
  record?: string;
  timeoutMs?: number;
  surfaces?: AnySurface[];
  /** The fixtures target: starts the local gateway that serves the fixtures (the gw CLI passes @gw/gateway-mock's). */
  startLocal?: StartLocalGateway;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  /** Drift turns into failure. */
  strict?: boolean;
  /** The drift register directory (default specs/drift), or the entries themselves. */
  driftDir?: string;
  drift?: DriftEntry[];
  /** A known-failing list (YAML or JSON) for this target. */
  knownFailing?: string;
  /** Largest share (0..1) of cases a live run may skip for reasons other than a missing admin key or CORS. Default 0. */
  maxSkip?: number;
  /** Stop after this many identical network errors. Default 5. */
  maxNetworkErrors?: number;
  /** A live run sends one request first to tell unreachable from unauthorised. Default true. */
  preflight?: boolean;
  /** Today's date (YYYY-MM-DD), for expiries. */
  today?: string;
}

export interface RunOutcome {
  results: CaseResult[];
  exitCode: number;
  summary: string;
  reportFiles: string[];
  /** Run-level failures: expired drift entries or listings, live-run guards, an early stop. */
  problems: string[];
  /** Drift entries a live run did not meet: they may be removed. */
  resolved: string[];
  /** Listed known failures that did not fail. */
  knownPassing: string[];
  /** Gateway objects built (one per auth mode and credential) and requests sent by the cases. */
  stats: { gateways: number; requests: number };
}

/** Skips that count against --max-skip: everything but what a live run cannot do with a plain key. */
const COUNTED_SKIPS: SkipKind[] = ['api-key', 'uncovered', 'stopped', 'other'];

const splitList = (v: string | string[] | undefined) =>
  v === undefined
    ? []
    : (Array.isArray(v) ? v : [v])
        .flatMap((x) => x.split(','))
        .map((x) => x.trim())
        .filter(Boolean);

/** The run's options name a surface or operation that does not exist (a caller's mistake: the CLI exits 2). */
export class SelectionError extends Error {
  override name = 'SelectionError';
}

/** Runs every case of one network against the local gateway (fixtures) or a live gateway, through the generated clients. */
export async function runConformance(opts: RunOptions): Promise<RunOutcome> {
  const log = opts.log ?? (() => {});
  const env = opts.env ?? process.env;
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const wanted = splitList(opts.surface);
  const every = opts.surfaces ?? allSurfaces;
  const unknown = wanted.filter((w) => !every.some((s) => s.surface.name === w));
  if (unknown.length) throw new SelectionError(`unknown surface ${unknown.join(', ')}: expected one of ${every.map((s) => s.surface.name).join(', ')}`);
  const surfaces = every.filter((s) => wanted.length === 0 || wanted.includes(s.surface.name));
  const ops = splitList(opts.operation);
  const names = new Set(surfaces.map((s) => s.surface.name));
  const opOk = (op: string) => ops.length === 0 || ops.includes(op);
  const networkFixtures = loadFixtures(opts.fixturesDir, opts.network);
  const fixtures = networkFixtures.filter((f) => names.has(f.surface) && opOk(f.operation));
  const cases = (await loadCases(opts.casesDir)).filter((c) => names.has(c.surface) && opOk(c.operation));
  if (ops.length) {
    const known = new Set([...fixtures.map((f) => f.operation), ...cases.map((c) => c.operation)]);
    const missing = ops.filter(
      (o) => !known.has(o) && !surfaces.some((s) => (s.kind === 'rest' ? o in s.operations : s.kind === 'rpc' ? o in s.methods : false)),
    );
    if (missing.length) throw new SelectionError(`unknown operation ${missing.join(', ')} in surface ${[...names].join(', ')}`);
  }
  const caseOf = (f: { surface: string; operation: string }) => cases.find((c) => c.surface === f.surface && c.operation === f.operation);
  const title = `Conformance: ${opts.target} target, ${opts.network}${wanted.length ? `, surface ${wanted.join(', ')}` : ''}${ops.length ? `, operation ${ops.join(', ')}` : ''}`;
  const early = (exitCode: number, problem: string): RunOutcome => ({
    results: [],
    exitCode,
    summary: `${title}\n  ${problem}`,
    reportFiles: [],
    problems: [problem],
    resolved: [],
    knownPassing: [],
    stats: { gateways: 0, requests: 0 },
  });

  // The register: malformed throws; expired entries of the selected surfaces fail the run.
  const drift = (opts.drift ?? loadDrift(opts.driftDir ?? DRIFT_DIR)).filter((e) => names.has(e.surface));
  const problems: string[] = expired(drift, today).map(
    (e) => `drift entry ${e.id} (${e.file ?? e.surface}) expired on ${e.expires}: renew it with fresh evidence or remove it`,
  );
  const known = opts.knownFailing ? loadKnownFailing(opts.knownFailing) : undefined;

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
    const local = await opts.startLocal({ network: opts.network, apiKey, adminKey, origins, fixtures, datasetsRoot: opts.fixturesDir, surfaces: every });
    stop = local.close;
    target = { kind: 'fixtures', network: opts.network, baseUrl: local.url, wsBaseUrl: local.wsUrl, apiKey, adminKey, timeoutMs: opts.timeoutMs ?? 10_000 };
    log(`local gateway on ${local.url} (${opts.network}, ${fixtures.length} fixtures)`);
  } else {
    // The key is read once per run, before anything is sent.
    const keyEnv = opts.apiKeyEnv ?? DEFAULT_API_KEY_ENV;
    const apiKey = env[keyEnv];
    if (!apiKey)
      return early(
        2,
        `the API key variable ${keyEnv} is ${apiKey === undefined ? 'not set' : 'empty'}: export it (or name another with --api-key-env); nothing was sent`,
      );
    const adminKey = env[opts.adminKeyEnv ?? 'GW_ADMIN_API_KEY'] || undefined;
    const up = opts.network.toUpperCase();
    const baseUrl = (opts.baseUrl ?? env[`GW_${up}_BASE_URL`] ?? env.GW_BASE_URL)?.replace(/\/+$/, '');
    if (!baseUrl) return early(2, `no base URL for ${opts.network}: pass --base-url or set GW_${up}_BASE_URL`);
    if (!/^https?:\/\//.test(baseUrl)) return early(2, 'the base URL must start with http:// or https://');
    const wsBaseUrl = (opts.wsBaseUrl ?? env[`GW_${up}_WS_BASE_URL`] ?? env.GW_WS_BASE_URL ?? baseUrl.replace(/^http/, 'ws')).replace(/\/+$/, '');
    target = { kind: 'live', network: opts.network, baseUrl, wsBaseUrl, apiKey, adminKey, timeoutMs: opts.timeoutMs ?? 30_000, onExchange };
    log(`live gateway ${new URL(baseUrl).host} (${opts.network})`);
    if (opts.preflight !== false) {
      const p = await preflight(target, [...fixtures, ...networkFixtures], keyEnv);
      if (!p.ok) return early(1, p.message);
      log(`preflight ok (${p.probe})`);
    }
  }
  const secrets = [target.apiKey, target.adminKey].filter((s): s is string => !!s);
  const matched = new Map<string, number>();
  const gradeOpts = { entries: drift, strict: !!opts.strict, matched };
  const maxNet = opts.maxNetworkErrors ?? 5;
  const netErrors = new Map<string, number>();
  let stoppedBy: string | undefined;
  let notRun = 0;

  /** Runs one case with a fresh wire log, grades it against the register and attaches the failure detail. */
  let lastWire: WireLog | undefined;
  let requests = 0;
  const runCase = async (fixture: LoadedFixture | undefined, fn: () => Promise<CaseResult>): Promise<CaseResult> => {
    const wire: WireLog = { sent: 0 };
    lastWire = wire;
    target.wire = wire;
    let r = await fn();
    target.wire = undefined;
    requests += wire.sent;
    const surface = every.find((x) => x.surface.name === r.surface);
    const answer: Answer = surface ? { surface } : {};
    if (wire.response) {
      const { status, contentType, text } = wire.response;
      Object.assign(answer, {
        status,
        contentType,
        body: readBody({ status, headers: { 'content-type': contentType }, text }, surface?.kind === 'rpc' ? 'rpc' : 'rest').value,
      });
    }
    if (r.status === 'fail' && wire.networkError && !wire.response) {
      r = { ...r, violations: (r.violations ?? []).map((v) => ({ ...v, kind: 'network' as const })), message: `${r.message} — ${wire.networkError.cause}` };
      const n = (netErrors.get(wire.networkError.code) ?? 0) + 1;
      netErrors.set(wire.networkError.code, n);
      if (n >= maxNet) stoppedBy = `stopped early after ${n} identical network errors: ${wire.networkError.cause} talking to ${new URL(target.baseUrl).host}`;
    }
    // A violation that names no place concerns the answer as a whole.
    if (r.violations) r = { ...r, violations: r.violations.map((v) => (v.pointer === undefined && v.kind !== 'network' ? { ...v, pointer: '' } : v)) };
    r = grade(r, answer, gradeOpts);
    if (r.status === 'fail' || r.status === 'drift') r = { ...r, detail: detailOf(r, fixture, wire, secrets, opts.fixturesDir) };
    // A message may quote the answer (a rule's `got ...`), and the client hands answers over as sent: every output
    // of the run (results, reports, the summary) starts from results without the key, before any text is cut.
    return redactJson(r, secrets);
  };

  const results: CaseResult[] = [];
  try {
    for (const [i, f] of fixtures.entries()) {
      if (stoppedBy) {
        notRun = fixtures.length - i;
        break;
      }
      const s = surfaces.find((x) => x.surface.name === f.surface)!;
      current = f.file;
      let frames: unknown[] | undefined;
      const r = await runCase(f, () => (s.kind === 'stream' ? replayStream(target, s, f, (seen) => (frames = seen)) : replayExchange(target, s, f, caseOf(f))));
      current = undefined;
      results.push(r);
      if (opts.record && r.status !== 'skip') {
        const host = new URL(target.baseUrl).host;
        const x = recorded.get(f.file);
        if (x) writeRecorded(opts.record, f, x, host, secrets, lastWire?.response);
        if (frames) writeRecordedStream(opts.record, f, frames, host, secrets);
      }
    }
    if (!stoppedBy) results.push(...(await runScenarios(target, surfaces, cases, networkFixtures, runCase, () => stoppedBy)));
    results.push(...uncovered(target.network, surfaces, fixtures, cases, ops));
  } finally {
    await stop();
  }
  if (stoppedBy) problems.push(`${stoppedBy}${notRun ? ` (${notRun} fixtures not run)` : ''}`);

  let final = results;
  const notes: RunNotes = { problems, resolved: [], knownPassing: [], knownNotRun: [], assumptions: [] };
  if (known) {
    const k = applyKnownFailing(results, known, opts.network, today);
    final = k.results;
    notes.knownPassing = k.nowPassing;
    notes.knownNotRun = k.notRun;
    for (const e of k.expired) problems.push(`known-failing listing ${e.id} expired on ${e.expires}: fix the case or renew the listing`);
  }
  const s = summarize(final);
  if (target.kind === 'live') {
    // Issue 10: a live run where nothing passed fails, even when every case drifted.
    if (s.passed === 0 && !stoppedBy) problems.push(`nothing passed${s.drift ? ` (${s.drift} drifted)` : ''}: a live run must pass at least one case`);
    const counted = final.filter((r) => r.status === 'skip' && COUNTED_SKIPS.includes(r.skipKind ?? 'other'));
    const share = final.length ? counted.length / final.length : 0;
    const max = opts.maxSkip ?? 0;
    if (share > max)
      problems.push(
        `${counted.length} of ${final.length} cases skipped (${(share * 100).toFixed(1)}%), more than --max-skip ${max}: ${[...new Set(counted.map((r) => r.message))].slice(0, 3).join('; ')}`,
      );
    const ran = new Set(final.filter((r) => r.status !== 'skip').map((r) => `${r.surface}/${r.operation}`));
    notes.resolved = drift
      .filter(
        (e) =>
          !matched.has(e.id) &&
          [...ran].some((k) => k.startsWith(`${e.surface}/`) && (e.operations.includes('*') || e.operations.includes(k.slice(e.surface.length + 1)))),
      )
      .map((e) => e.id);
  }
  notes.assumptions = [...new Set(final.flatMap((r) => r.assumptions ?? []))];
  const reportFiles = opts.reportDir ? writeReports(opts.reportDir, final, title, secrets, notes) : [];
  return {
    results: final,
    exitCode: s.failed > 0 || problems.length > 0 ? 1 : 0,
    summary: redact(consoleSummary(final, title, notes), secrets),
    reportFiles,
    problems,
    resolved: notes.resolved,
    knownPassing: notes.knownPassing,
    stats: { gateways: target.gateways?.size ?? 0, requests },
  };
}

/** What a failing or drifting case saw: redacted request, status, first pointer, a body excerpt, the fixture file. */
function detailOf(r: CaseResult, f: LoadedFixture | undefined, wire: WireLog, secrets: string[], fixturesDir: string): CaseResult['detail'] {
  const first = r.violations?.find((v) => !v.explainedBy && v.pointer !== undefined) ?? r.violations?.find((v) => v.pointer !== undefined);
  const req =
    wire.exchange?.request ??
    (f
      ? {
          method: f.request.method,
          path: f.request.path,
          ...(f.request.query ? { query: f.request.query } : {}),
          ...(f.request.body !== undefined ? { body: f.request.body } : {}),
        }
      : undefined);
  // Redacted before it is cut: a key across the cut would leave its start in the excerpt.
  const shown = wire.response ? redact(wire.response.text, secrets, '{apiKey}') : undefined;
  const excerpt = shown !== undefined && shown.length > 300 ? `${shown.slice(0, 300)}…` : shown;
  return redactJson(
    {
      ...(f ? { fixture: relative(process.cwd(), `${fixturesDir}/${f.file}`) } : {}),
      ...(req
        ? {
            request: {
              method: req.method,
              path: req.path,
              ...(req.query ? { query: req.query } : {}),
              ...('body' in req && req.body !== undefined ? { body: req.body } : {}),
            },
          }
        : {}),
      ...(wire.response ? { status: wire.response.status, contentType: wire.response.contentType } : {}),
      ...(first?.pointer !== undefined ? { pointer: first.pointer || '(root)' } : {}),
      ...(excerpt !== undefined ? { excerpt } : {}),
      ...(wire.networkError ? { networkCause: wire.networkError.cause } : {}),
    },
    secrets,
    '{apiKey}',
  );
}

type RunCase = (f: LoadedFixture | undefined, fn: () => Promise<CaseResult>) => Promise<CaseResult>;

async function runScenarios(
  t: Target,
  surfaces: AnySurface[],
  cases: CaseFile[],
  fixtures: LoadedFixture[],
  runCase: RunCase,
  stopped: () => string | undefined,
): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  const gw = gatewayFor(t, { mode: 'path', apiKey: t.apiKey ?? '' });
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
    // Scenarios take their inputs from every fixture of the network, whatever the selection.
    fixtures,
    wsUrl: t.wsBaseUrl,
    apiKey: t.apiKey ?? '',
  };
  for (const c of cases) {
    const s = surfaces.find((x) => x.surface.name === c.surface);
    if (!s?.surface.networks.includes(t.network)) continue;
    for (const sc of c.scenarios ?? []) {
      if (sc.networks && !sc.networks.includes(t.network)) continue;
      if (stopped()) return out;
      const base = {
        id: `${t.network}/${c.surface}/${c.operation}/${sc.name}`,
        network: t.network,
        surface: c.surface,
        operation: c.operation,
        case: sc.name,
        kind: 'scenario' as const,
      };
      out.push(
        await runCase(undefined, () =>
          timed(
            base,
            async () => {
              if (!t.apiKey) return { skip: 'needs an API key (--api-key-env NAME)', skipKind: 'api-key' };
              await sc.run(ctx);
              return undefined;
            },
            'scenario',
          ).then((r) => ({
            ...r,
            ...(r.violations ? { violations: r.violations.map((v) => (v.kind === 'scenario' && !v.check ? { ...v, check: sc.name } : v)) } : {}),
          })),
        ),
      );
    }
  }
  return out;
}

/** Operations of this network with neither a fixture nor a scenario: listed as skips, never silently passed. */
function uncovered(network: Network, surfaces: AnySurface[], fixtures: LoadedFixture[], cases: CaseFile[], only: string[]): CaseResult[] {
  const out: CaseResult[] = [];
  for (const s of surfaces) {
    if (!s.surface.networks.includes(network)) continue;
    const ops = s.kind === 'rest' ? s.operations : s.kind === 'rpc' ? s.methods : null;
    const names = (
      ops
        ? Object.entries(ops)
            .filter(([, o]) => !o.meta.networks || o.meta.networks.includes(network))
            .map(([n]) => n)
        : ['stream']
    ).filter((n) => only.length === 0 || only.includes(n));
    for (const op of names) {
      const covered =
        fixtures.some((f) => f.surface === s.surface.name && (f.operation === op || s.kind === 'stream')) ||
        cases.some((c) => c.surface === s.surface.name && c.operation === op && (c.scenarios ?? []).length > 0);
      if (!covered)
        out.push({
          id: `${network}/${s.surface.name}/${op}/-`,
          network,
          surface: s.surface.name,
          operation: op,
          case: '-',
          kind: 'exchange',
          status: 'skip',
          skipKind: 'uncovered',
          message: 'no fixture or scenario on this network yet',
          durationMs: 0,
        });
    }
  }
  return out;
}
