import { randomBytes } from 'node:crypto';
import { relative } from 'node:path';
import { DEFAULT_API_KEY_ENV, DEFAULT_TIMEOUT_MS, type Exchange, type Network, redact, redactJson } from '@gw/runtime';
import {
  type AnySurface,
  checkResponseHeaders,
  type LoadedFixture,
  loadFixtures,
  readBody,
  type StartLocalGateway,
  surfaces as allSurfaces,
} from '@gw/contract';
import { bindFixture } from './bind.js';
import { CheckFailure, type CaseFile, type ScenarioContext } from './case.js';
import { loadCases } from './cases.js';
import { type Coverage, type CoverageThresholds, CoverageTracker } from './coverage.js';
import { type Answer, DRIFT_DIR, type DriftEntry, expired, grade, loadDrift } from './drift.js';
import { type GenerateContext, newSeed, runGenerated } from './generate.js';
import { runStateful } from './generate-stateful.js';
import { runGuards } from './guards.js';
import { applyKnownFailing, loadKnownFailing } from './known-failing.js';
import { type Clock, Pacer, PacingStop } from './pacing.js';
import { preflight } from './preflight.js';
import { writeRecorded, writeRecordedStream } from './record.js';
import { consoleSummary, type ReportExtra, type RunNotes, summarize, writeReports } from './report/index.js';
import { authFor, replayExchange } from './replay.js';
import { type CaseResult, timed, type Violation } from './result.js';
import { gitCommit, type RunMeta, toolVersion } from './run-meta.js';
import { compareResults, inShard, type Shard, shardLabel } from './shard.js';
import { replayStream } from './stream-replay.js';
import { recordsThrottle } from './throttle.js';
import { gatewayFor, paceUpgrade, type Target, targetFetch, type WireLog } from './target.js';

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
  // --- conformance at scale (issue 23) ---
  /** Only this stable slice of the cases (`--shard i/n`, shard.ts). */
  shard?: Shard;
  /** Live runs: at most this many requests per second (`--max-rate`); the plan's X-RateLimit-* are always followed. */
  maxRate?: number;
  /** Live runs: the longest wait the plan may ask for before the run stops (ms, default 15 minutes). */
  maxWaitMs?: number;
  /** The pacer's clock (tests inject one so that nothing waits real time). */
  clock?: Clock;
  /** `--generate N`: N spec-generated valid and invalid requests per operation, and the stateful walks. */
  generate?: number;
  /** `--seed S` for the generated requests (default: a fresh one, printed). */
  seed?: number;
  /** `--min-coverage`: fail the run under these shares (percent). */
  minCoverage?: CoverageThresholds;
  /** Run metadata the caller knows better (the CLI's version); else this package's version and the git commit. */
  toolVersion?: string;
  commit?: string;
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
  /** Why the run stopped before its end, when it did. */
  stopped?: string;
  coverage?: Coverage;
  run?: RunMeta;
}

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
  const cases = (await loadCases(opts.casesDir, names)).filter((c) => opOk(c.operation));
  if (ops.length) {
    const known = new Set([...fixtures.map((f) => f.operation), ...cases.map((c) => c.operation)]);
    const missing = ops.filter(
      (o) => !known.has(o) && !surfaces.some((s) => (s.kind === 'rest' ? o in s.operations : s.kind === 'rpc' ? o in s.methods : false)),
    );
    if (missing.length) throw new SelectionError(`unknown operation ${missing.join(', ')} in surface ${[...names].join(', ')}`);
  }
  if (opts.generate && opts.target !== 'live')
    throw new Error('--generate needs --target live: the fixtures target answers recorded requests only (run gw mock and point a live run at it)');
  const baseTitle = `Conformance: ${opts.target} target, ${opts.network}${wanted.length ? `, surface ${wanted.join(', ')}` : ''}${ops.length ? `, operation ${ops.join(', ')}` : ''}`;
  const title = opts.shard ? `${baseTitle}, shard ${shardLabel(opts.shard)}` : baseTitle;
  const startedAt = new Date().toISOString();
  const seed = opts.generate ? (opts.seed ?? newSeed()) : undefined;
  const meta = (host: string): RunMeta => {
    const commit = opts.commit ?? gitCommit(env);
    return {
      tool: { name: 'gw conformance', version: opts.toolVersion ?? toolVersion() },
      ...(commit ? { commit } : {}),
      target: opts.target,
      host,
      network: opts.network,
      selection: { surfaces: wanted, operations: ops },
      ...(opts.shard ? { shard: shardLabel(opts.shard) } : {}),
      ...(opts.generate ? { generate: { runs: opts.generate, seed: seed! } } : {}),
      options: {
        strict: !!opts.strict,
        maxSkip: opts.maxSkip ?? 0,
        ...(opts.maxRate ? { maxRate: opts.maxRate } : {}),
        ...(opts.minCoverage ? { minCoverage: { ...opts.minCoverage } } : {}),
      },
      startedAt,
      endedAt: new Date().toISOString(),
    };
  };
  /** A run that ends before its cases. A stop (exit 1) still writes the three reports, naming the stop and its cause. */
  const early = (exitCode: number, problem: string, host = ''): RunOutcome => {
    const notes: RunNotes = { problems: [problem], resolved: [], knownPassing: [], knownNotRun: [], assumptions: [], runProblems: [problem], stopped: problem };
    const run = meta(host);
    const reportFiles = exitCode === 1 && opts.reportDir ? writeReports(opts.reportDir, [], title, [], notes, { run }) : [];
    return {
      results: [],
      exitCode,
      summary: exitCode === 1 ? consoleSummary([], title, notes) : `${title}\n  ${problem}`,
      reportFiles,
      problems: [problem],
      resolved: [],
      knownPassing: [],
      stats: { gateways: 0, requests: 0 },
      ...(exitCode === 1 ? { stopped: problem } : {}),
      run,
    };
  };

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
    target = { kind: 'live', network: opts.network, baseUrl, wsBaseUrl, apiKey, adminKey, timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, onExchange };
    log(`live gateway ${new URL(baseUrl).host} (${opts.network})`);
    target.pacer = new Pacer({
      ...(opts.maxRate ? { maxRate: opts.maxRate } : {}),
      ...(opts.maxWaitMs !== undefined ? { maxWaitMs: opts.maxWaitMs } : {}),
      ...(opts.clock ? { clock: opts.clock } : {}),
    });
    if (opts.preflight !== false) {
      let p: Awaited<ReturnType<typeof preflight>>;
      try {
        p = await preflight(target, [...fixtures, ...networkFixtures], keyEnv);
      } catch (e) {
        if (!(e instanceof PacingStop)) throw e;
        p = { ok: false, kind: 'unreachable', message: `preflight: ${e.message}` };
      }
      if (!p.ok) return early(1, p.message, new URL(baseUrl).host);
      log(`preflight ok (${p.probe})`);
    }
  }
  const coverage = new CoverageTracker(surfaces, opts.network, cases, ops);
  const checked = coverage.instrument(cases);
  const caseOf = (f: { surface: string; operation: string }) => checked.find((c) => c.surface === f.surface && c.operation === f.operation);
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
    // A recorded rate-limit refusal is the case's expectation: its 429 is not waited out or retried.
    const wire: WireLog = { sent: 0, ...(fixture && recordsThrottle(fixture) ? { expectRateLimit: true } : {}) };
    lastWire = wire;
    target.wire = wire;
    let r = await fn();
    target.wire = undefined;
    requests += wire.sent;
    const answer = answerOf(
      wire,
      every.find((x) => x.surface.name === r.surface),
    );
    if (target.pacer?.stopped && !stoppedBy) stoppedBy = `stopped: ${target.pacer.stopped}`;
    if (wire.rateLimited) {
      // The plan refused the case (or stopped the run): not the gateway's contract, and never a pass.
      if (!stoppedBy && /--max-wait/.test(wire.rateLimited)) stoppedBy = `stopped: ${wire.rateLimited}`;
      r = { ...r, status: 'skip', skipKind: 'rate-limited', message: `rate limited: ${wire.rateLimited}` };
      delete r.violations;
    }
    if (wire.waitedMs) r = { ...r, waitedMs: wire.waitedMs };
    if (wire.retried) r = { ...r, retried: wire.retried };
    if (r.status === 'fail' && wire.networkError && !wire.response) {
      r = { ...r, violations: (r.violations ?? []).map((v) => ({ ...v, kind: 'network' as const })), message: `${r.message} — ${wire.networkError.cause}` };
      const n = (netErrors.get(wire.networkError.code) ?? 0) + 1;
      netErrors.set(wire.networkError.code, n);
      if (n >= maxNet) stoppedBy = `stopped early after ${n} identical network errors: ${wire.networkError.cause} talking to ${new URL(target.baseUrl).host}`;
    }
    // A violation that names no place concerns the answer as a whole.
    if (r.violations) r = { ...r, violations: r.violations.map((v) => (v.pointer === undefined && v.kind !== 'network' ? { ...v, pointer: '' } : v)) };
    r = headersAndCoverage(r, wire);
    r = grade(r, answer, gradeOpts);
    if (r.status === 'fail' || r.status === 'drift') r = { ...r, detail: detailOf(r, fixture, wire, secrets, opts.fixturesDir) };
    // A message may quote the answer (a rule's `got ...`), and the client hands answers over as sent: every output
    // of the run (results, reports, the summary) starts from results without the key, before any text is cut.
    return redactJson(r, secrets);
  };

  /** The headers of the case's last answer are checked (@gw/contract's checkResponseHeaders); coverage counts the answer. */
  const headersAndCoverage = (r: CaseResult, wire: WireLog): CaseResult => {
    const res = wire.response;
    // A target-state skip had an answer: its headers are checked like any other.
    if (!res || (r.status === 'skip' && r.skipKind !== 'target-state')) return r;
    const surface = wire.exchange?.surface ?? r.surface;
    const operation = wire.exchange?.operation ?? r.operation;
    const s = every.find((x) => x.surface.name === surface);
    let body: unknown = res.text;
    try {
      body = JSON.parse(res.text);
    } catch {
      /* text */
    }
    coverage.answered(surface, operation, res.status, body);
    if (!s || !res.headers || r.kind === 'stream') return r;
    const h = checkResponseHeaders(s, operation, res.status, res.headers, { contentType: 'required' });
    coverage.headersChecked(surface, h.checked);
    if (!h.issues.length) return r;
    // No body pointer: a register entry explains a header issue by its check (`header:<name>`), never by a place in the body.
    const found: Violation[] = h.issues.map((i) => ({ kind: 'header', check: `header:${i.header}`, message: `${surface} ${operation}: ${i.message}` }));
    const violations = [...(r.violations ?? []), ...found];
    const { skipKind: _, ...judged } = r;
    return { ...judged, status: 'fail', violations, message: violations.map((v) => v.message).join('; ') };
  };

  const mine = (id: string) => inShard(id, opts.shard);
  const shardFixtures = fixtures.filter((f) => mine(`${f.network}/${f.surface}/${f.operation}/${f.case}`));
  const results: CaseResult[] = [];
  try {
    for (const [i, f] of shardFixtures.entries()) {
      if (stoppedBy) {
        notRun = shardFixtures.length - i;
        break;
      }
      const s = surfaces.find((x) => x.surface.name === f.surface)!;
      current = f.file;
      let frames: unknown[] | undefined;
      const r = await runCase(f, async () => {
        if (s.kind !== 'stream') return replayExchange(target, s, f, caseOf(f));
        // The upgrade counts against the plan; a pacing stop leaves the case to runCase as rate limited.
        const paced = await paceUpgrade(target).then(
          () => true,
          () => false,
        );
        return paced ? replayStream(target, s, f, (seen) => (frames = seen)) : skipped(f, 'stream', 'rate limited before the upgrade');
      });
      current = undefined;
      results.push(r);
      if (opts.record && r.status !== 'skip') {
        const host = new URL(target.baseUrl).host;
        const x = recorded.get(f.file);
        if (x) writeRecorded(opts.record, f, x, host, secrets, lastWire?.response);
        if (frames) writeRecordedStream(opts.record, f, frames, host, secrets);
      }
    }
    if (!stoppedBy) results.push(...(await runScenarios(target, surfaces, checked, networkFixtures, runCase, () => stoppedBy, mine)));
    if (!stoppedBy && opts.generate) {
      const g: GenerateContext = {
        target,
        network: opts.network,
        surfaces,
        allSurfaces: every,
        cases: checked,
        fixtures: networkFixtures,
        include: (id) => mine(id) && (ops.length === 0 || ops.includes(id.split('/')[2]!)),
        runCase: (fn) => runCase(undefined, fn),
        judge: (base, violations) => {
          const r = grade(
            { ...base, network: opts.network, case: 'generated', kind: 'generated', status: 'fail', violations, durationMs: 0 },
            answerOf(
              target.wire ?? { sent: 0 },
              every.find((x) => x.surface.name === base.surface),
            ),
            gradeOpts,
          );
          return { explained: r.status !== 'fail' || !!r.strict, drift: r.drift ?? [], message: r.message ?? '' };
        },
        stopped: () => stoppedBy,
        strict: !!opts.strict,
        reproduce: (op) => `--generate ${opts.generate} --seed ${seed} --operation ${op}`,
      };
      results.push(...(await runGenerated(g, { runs: opts.generate, seed: seed! })));
      if (!stoppedBy) results.push(...(await runStateful(g, { runs: opts.generate, seed: seed! })));
    }
    results.push(...uncovered(target.network, surfaces, fixtures, cases, ops).filter((r) => mine(r.id)));
  } finally {
    await stop();
  }
  if (stoppedBy) problems.push(`${stoppedBy}${notRun ? ` (${notRun} fixtures not run)` : ''}`);
  const runProblems = [...problems];
  results.sort(compareResults);

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
  const cov = coverage.result(final);
  problems.push(
    ...runGuards(final, { live: target.kind === 'live', stopped: !!stoppedBy, maxSkip: opts.maxSkip ?? 0, minCoverage: opts.minCoverage, coverage: cov }),
  );
  if (target.kind === 'live') {
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
  notes.runProblems = runProblems;
  notes.matched = [...matched.keys()].sort();
  if (stoppedBy) notes.stopped = problems.find((p) => p.startsWith(stoppedBy!)) ?? stoppedBy;
  const run = meta(target.kind === 'live' ? new URL(target.baseUrl).host : 'local');
  const extra: ReportExtra = { run, coverage: cov, ...(target.pacer ? { pacing: target.pacer.stats } : {}) };
  const reportFiles = opts.reportDir ? writeReports(opts.reportDir, final, title, secrets, notes, extra) : [];
  return {
    results: final,
    exitCode: s.failed > 0 || problems.length > 0 ? 1 : 0,
    summary: redact(consoleSummary(final, title, notes, extra), secrets),
    reportFiles,
    problems,
    resolved: notes.resolved,
    knownPassing: notes.knownPassing,
    stats: { gateways: target.gateways?.size ?? 0, requests },
    ...(notes.stopped ? { stopped: notes.stopped } : {}),
    coverage: cov,
    run,
  };
}

/** A fixture's case that was not run. */
const skipped = (f: LoadedFixture, kind: CaseResult['kind'], message: string): CaseResult => ({
  id: `${f.network}/${f.surface}/${f.operation}/${f.case}`,
  network: f.network,
  surface: f.surface,
  operation: f.operation,
  case: f.case,
  kind,
  status: 'skip',
  skipKind: 'rate-limited',
  message,
  durationMs: 0,
});

/** The last answer of a case, as the drift register judges it. */
function answerOf(wire: WireLog, surface: AnySurface | undefined): Answer {
  const answer: Answer = surface ? { surface } : {};
  if (wire.response) {
    const { status, contentType, text } = wire.response;
    Object.assign(answer, {
      status,
      contentType,
      body: readBody({ status, headers: { 'content-type': contentType }, text }, surface?.kind === 'rpc' ? 'rpc' : 'rest').value,
    });
  }
  return answer;
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
  mine: (id: string) => boolean,
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
    fetch: (input, init) => targetFetch(t, input, init),
    bind: async (f) => {
      const s = surfaces.find((x) => x.surface.name === f.surface);
      const auth = authFor(t, f);
      if (!s || 'skip' in auth) throw new Error(`cannot bind ${f.file}: ${'skip' in auth ? auth.skip : 'its surface is not selected'}`);
      const b = await bindFixture(
        t,
        s,
        f,
        cases.find((c) => c.surface === f.surface && c.operation === f.operation),
        auth,
      );
      if (typeof b === 'string') throw new CheckFailure(b);
      return b.fixture;
    },
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
      if (!mine(base.id)) continue;
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
