import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { type Auth, endpointFor, type Gateway, issuesOf, type Network } from '@gw/runtime';
import { type AnySurface, documentedErrors, judgeAnswer, type LoadedFixture, matchRoute, type SpecDoc, specDocs } from '@gw/contract';
import { asText, requestArbitraries } from '@gw/contract/generate';
import type { CaseFile } from './case.js';
import { seedRules, violationOfIssue } from './replay.js';
import { type CaseResult, type SkipKind, timed, type Violation, violationsOfError } from './result.js';
import { gatewayFor, type Target, targetFetch } from './target.js';

/** `--generate N --seed S`: N requests of each kind per operation, reproducible from S. */
export interface GenerateOptions {
  runs: number;
  seed: number;
}

/** What the runner lends the generated cases: its case runner, and grading of one exchange against the register. */
export interface GenerateContext {
  target: Target;
  network: Network;
  /** The selected surfaces, and every surface (the stream a selected surface attaches to). */
  surfaces: AnySurface[];
  allSurfaces: AnySurface[];
  cases: CaseFile[];
  /** Every fixture of the network: inputs for the stateful walks and mount parameters. */
  fixtures: LoadedFixture[];
  /** Whether a case id is in this run's selection and shard. */
  include: (id: string) => boolean;
  runCase: (fn: () => Promise<CaseResult>) => Promise<CaseResult>;
  /** Grades one exchange's violations (the current wire's answer) against the drift register. */
  judge: (base: Pick<CaseResult, 'id' | 'surface' | 'operation'>, violations: Violation[]) => { explained: boolean; drift: string[]; message: string };
  stopped: () => string | undefined;
  /** Drift grades as failure (`--strict`). */
  strict: boolean;
  /** The reproduce hint printed with a failure: the command line with this run's selection. */
  reproduce: (operation: string) => string;
}

/** After the first failure, at most this many more requests go to shrinking it. */
const SHRINK_BUDGET = 60;

/** A 32-bit seed per operation and kind, so a selection or a shard reproduces the same requests as the whole run. */
export const seedFor = (seed: number, key: string) => createHash('sha256').update(`${seed}/${key}`).digest().readInt32BE(0);

/** A fresh run seed when none is given (printed in every report, so the run can be repeated). */
export const newSeed = () => Math.floor(Math.random() * 2 ** 31);

class GeneratedFailure extends Error {
  constructor(readonly violations: Violation[]) {
    super(violations.map((v) => v.message).join('; '));
  }
}

/** Every REST and JSON-RPC operation of the selected surfaces on this network, with its spec document and registry entry. */
export function* operationsOf(ctx: GenerateContext) {
  const docs = specDocs();
  for (const s of ctx.surfaces) {
    if ((s.kind !== 'rest' && s.kind !== 'rpc') || !s.surface.networks.includes(ctx.network)) continue;
    const doc = docs.get(s.surface.name) as SpecDoc;
    for (const [op, entry] of Object.entries<{ meta: { networks: readonly string[] | null }; client: string }>(s.kind === 'rest' ? s.operations : s.methods))
      if (!entry.meta.networks || entry.meta.networks.includes(ctx.network)) yield { s, doc, op, entry };
  }
}

/** Mount parameters (the reorg helper's `{n}`) as a fixture of the surface used them. */
function mountParamsOf(s: AnySurface, fixtures: LoadedFixture[], network: Network): Record<string, string> | undefined {
  if (!/\{(?!apiKey\})\w+\}/.test(s.surface.mounts.path ?? '')) return {};
  for (const f of fixtures.filter((x) => x.surface === s.surface.name)) {
    const r = matchRoute([s], network, f.request.method, f.request.path, false);
    if (r) return r.mountParams;
  }
  return undefined;
}

const authFor = (t: Target, admin: boolean): Auth => ({ mode: 'path', apiKey: (admin ? t.adminKey : t.apiKey) ?? '' });

/** The raw HTTP form of a request the client would refuse to send. */
function rawRequest(gw: Gateway, s: AnySurface, operation: string, input: unknown, mountParams: Record<string, string>): { url: string; init: RequestInit } {
  const endpoint = endpointFor(gw, s.surface, mountParams);
  const headers: Record<string, string> = { ...endpoint.headers, 'content-type': 'application/json' };
  if (s.kind === 'rpc')
    return { url: endpoint.url, init: { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: operation, params: input }) } };
  if (s.kind !== 'rest') throw new Error('streams take no request');
  const op = s.operations[operation]!.meta;
  if (op.body) return { url: endpoint.url + op.path, init: { method: op.method, headers, body: JSON.stringify(input) } };
  const text = (asText(input) ?? {}) as Record<string, string>;
  const url = new URL(endpoint.url + op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(text[n] ?? '')));
  for (const [k, v] of Object.entries(text)) if (!op.pathParams.includes(k)) url.searchParams.set(k, v);
  return { url: url.toString(), init: { method: op.method, headers: endpoint.headers } };
}

/** Whether an error a valid request got is an answer the operation documents (so the answer is spec-valid). */
function documentedFailure(s: AnySurface, operation: string, e: Error & { code?: unknown; status?: unknown }): Violation[] | undefined {
  const documented = documentedErrors[s.surface.name]?.[operation] ?? [];
  switch (e.name) {
    case 'RestFailure':
    case 'OpiFailure':
      return []; // the client checked the failure envelope against the spec
    case 'JsonRpcFailure':
      return documented.some((d) => d.kind === 'rpc' && d.key === String(e.code))
        ? []
        : [{ kind: 'outcome', pointer: '/error/code', message: `JSON-RPC error ${String(e.code)} is not an error ${operation} documents` }];
    case 'HttpError': {
      const status = String(e.status);
      return documented.some((d) => d.kind === 'status' && (d.key === status || d.key === `${status[0]}XX` || d.key === 'default'))
        ? []
        : [{ kind: 'outcome', pointer: '', message: `HTTP ${status} is not an answer ${operation} documents` }];
    }
    default:
      return undefined;
  }
}

/** JSON-RPC 2.0's own answers to a malformed request (§5.1): every JSON-RPC method has them, documented or not. */
const JSON_RPC_REFUSALS = new Set([-32600, -32602]);

/** Whether an operation documents an answer to a request it refuses (REST: 400, 4XX, 422 or default). */
export function documentsRefusal(s: AnySurface, operation: string): boolean {
  if (s.kind === 'rpc') return true;
  return (documentedErrors[s.surface.name]?.[operation] ?? []).some((d) => d.kind === 'status' && ['400', '4XX', '422', 'default'].includes(d.key));
}

/** The documented answer to a request the spec refuses: an error the operation documents, in its documented shape. */
function refusalViolations(s: AnySurface, operation: string, status: number, text: string): Violation[] {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* text */
  }
  if ([401, 403, 429, 503].includes(status))
    return [{ kind: 'outcome', pointer: '', message: `HTTP ${status}: a gateway refusal, not the documented answer to a malformed request` }];
  const obj = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  if (s.kind === 'rpc') {
    const err = obj?.error as { code?: unknown } | undefined;
    if (err && typeof err.code === 'number') {
      const documented =
        JSON_RPC_REFUSALS.has(err.code) || (documentedErrors[s.surface.name]?.[operation] ?? []).some((d) => d.kind === 'rpc' && d.key === String(err.code));
      return documented ? [] : [{ kind: 'outcome', pointer: '/error/code', message: `JSON-RPC error ${err.code} is not an error ${operation} documents` }];
    }
    return [{ kind: 'outcome', pointer: '', message: obj && 'result' in obj ? 'a result for params the spec refuses' : 'not a JSON-RPC error answer' }];
  }
  if (s.kind !== 'rest') return [];
  const op = s.operations[operation]!;
  const envelope = op.meta.envelope;
  const failed =
    status >= 300 ||
    (envelope === 'rest' && obj?.statusCode !== 200 && obj?.statusCode !== undefined) ||
    (envelope === 'opi' && obj?.error !== null && obj?.error !== undefined);
  if (!failed) return [{ kind: 'outcome', pointer: '', message: `a success (HTTP ${status}) for a request the spec refuses` }];
  const key = String(status);
  const v = op.validators.responses[status < 300 ? 'default' : key] ?? op.validators.responses[`${key[0]}XX`] ?? op.validators.responses.default;
  if (!v) return [{ kind: 'outcome', pointer: '', message: `HTTP ${status} is not an answer ${operation} documents` }];
  return v(body)
    ? []
    : issuesOf(v).map((i) => ({
        kind: 'schema' as const,
        pointer: i.field,
        message: `the error answer does not match the spec: ${i.field || '(root)'} ${i.message}`,
      }));
}

/** Runs a property over generated requests; the verdict names the seed and the shrunk request when it fails. */
async function property<T>(
  ctx: GenerateContext,
  base: Pick<CaseResult, 'id' | 'surface' | 'operation'>,
  arb: fc.Arbitrary<T>,
  seed: number,
  runs: number,
  exchange: (value: T) => Promise<Violation[]>,
  show: (value: T) => string,
): Promise<{ violations: Violation[]; drift: string[] }> {
  const drift = new Set<string>();
  let failures = 0;
  let budget = SHRINK_BUDGET;
  const details = await fc.check(
    fc.asyncProperty(arb, async (value) => {
      if (ctx.stopped()) return; // the run stopped: the rest passes unsent and the stop is reported
      if (failures && budget-- <= 0) return; // shrinking has had its share of the plan
      const v = await exchange(value);
      if (!v.length) return;
      const graded = ctx.judge(base, v);
      if (graded.explained) {
        for (const d of graded.drift) drift.add(d);
        return;
      }
      failures++;
      throw new GeneratedFailure(v);
    }),
    { numRuns: runs, seed, endOnFailure: false },
  );
  if (!details.failed) return { violations: [], drift: [...drift] };
  const value = details.counterexample![0] as T;
  // Sent once more, so the case's wire log (and its report detail) is the failing exchange.
  const last = await exchange(value);
  const found = last.length ? last : details.errorInstance instanceof GeneratedFailure ? details.errorInstance.violations : [];
  const head = `generated request failed (seed ${seed}, shrunk ${details.numShrinks}×; reproduce: ${ctx.reproduce(base.operation!)}): ${show(value)}`;
  return {
    violations: (found.length ? found : [{ kind: 'outcome' as const, message: String(details.errorInstance) }]).map((v) => ({
      ...v,
      message: `${head} → ${v.message}`,
    })),
    drift: [...drift],
  };
}

/** One generated case: its id, and a skip when the spec leaves nothing to generate. */
type Generated = { violations: Violation[]; drift: string[] } | { skip: string; skipKind?: SkipKind };

/** Runs one generated case: a pass whose answers drifted is drift (a failure under --strict). */
export function generatedCase(ctx: GenerateContext, s: AnySurface, op: string, kind: string, fn: () => Promise<Generated>): Promise<CaseResult> {
  const base = {
    id: `${ctx.network}/${s.surface.name}/${op}/${kind}`,
    network: ctx.network,
    surface: s.surface.name,
    operation: op,
    case: kind,
    kind: 'generated' as const,
  };
  return ctx.runCase(async () => {
    let drift: string[] = [];
    const r = await timed(base, async () => {
      const out = await fn();
      if ('skip' in out) return out;
      drift = out.drift;
      return out.violations;
    });
    if (r.status !== 'pass' || !drift.length) return r;
    const message = `drift ${drift.join(', ')} in generated answers`;
    return ctx.strict
      ? { ...r, status: 'fail', strict: true, drift, message: `drift is a failure under --strict (${message})` }
      : { ...r, status: 'drift', drift, message };
  });
}

/** `--generate`: per operation, spec-generated valid and invalid requests, then the stateful walks. */
export async function runGenerated(ctx: GenerateContext, opts: GenerateOptions): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  const t = ctx.target;
  for (const { s, doc, op, entry } of operationsOf(ctx)) {
    const mountParams = mountParamsOf(s, ctx.fixtures, ctx.network);
    const admin = s.kind === 'rest' && !!s.operations[op]!.meta.admin;
    const caseFile = ctx.cases.find((c) => c.surface === s.surface.name && c.operation === op);
    const why = notGenerated(t, admin, caseFile, mountParams);
    for (const kind of ['generated-valid', 'generated-invalid'] as const) {
      const id = `${ctx.network}/${s.surface.name}/${op}/${kind}`;
      if (!ctx.include(id)) continue;
      if (ctx.stopped()) return out;
      const seed = seedFor(opts.seed, `${s.surface.name}/${op}/${kind}`);
      out.push(
        await generatedCase(ctx, s, op, kind, async () => {
          if (why) return why;
          const arbs = requestArbitraries(doc, s, op, seed);
          if ('skip' in arbs) return { skip: `not generated: ${arbs.skip}`, skipKind: 'not-generated' };
          const gw = gatewayFor(t, authFor(t, admin));
          const base = { id, surface: s.surface.name, operation: op };
          if (kind === 'generated-valid') {
            const client = s.createClient(gw);
            return property(
              ctx,
              base,
              arbs.valid,
              seed,
              opts.runs,
              async (input) => {
                try {
                  await client[entry.client]!(input, { mountParams });
                  // The answer as the client read it, judged with the case's seed rules (which see the request sent).
                  const w = t.wire?.response;
                  if (!w) return [{ kind: 'network', message: 'no answer was seen on the wire' }];
                  const rules = caseFile?.rules?.length ? seedRules(caseFile, { network: ctx.network, ...asFixture(t, s, op) }) : undefined;
                  const judged = judgeAnswer(s, op, { status: w.status, headers: { 'content-type': w.contentType }, text: w.text }, rules ? { rules } : {});
                  return judged.issues.map((i) => violationOfIssue(s, op, w.status, i));
                } catch (e) {
                  return documentedFailure(s, op, e as Error) ?? violationsOfError(e, 'outcome');
                }
              },
              (v) => JSON.stringify(v),
            );
          }
          if (!arbs.invalid) return { skip: 'not generated: the spec leaves nothing in this request to break', skipKind: 'not-generated' };
          if (!documentsRefusal(s, op))
            return { skip: 'not generated: the spec documents no answer to a request it refuses (no 400, 4XX or default)', skipKind: 'not-generated' };
          return property(
            ctx,
            base,
            arbs.invalid,
            seed,
            opts.runs,
            async (b) => {
              const { url, init } = rawRequest(gw, s, op, b.input, mountParams!);
              const res = await targetFetch(t, url, { ...init, signal: AbortSignal.timeout(t.timeoutMs) });
              return refusalViolations(s, op, res.status, await res.text());
            },
            (b) => `${JSON.stringify(b.input)} (${b.broken})`,
          );
        }),
      );
    }
  }
  return out;
}

/** The generated exchange as a fixture (the request as sent, key as `{apiKey}`), for seed rules that read the request. */
function asFixture(t: Target, s: AnySurface, operation: string): { fixture?: LoadedFixture } {
  const x = t.wire?.exchange;
  if (!x) return {};
  const request = {
    method: x.request.method as 'GET' | 'POST',
    path: x.request.path,
    ...(x.request.query ? { query: x.request.query } : {}),
    ...(x.request.body !== undefined ? { body: x.request.body } : {}),
  };
  return {
    fixture: {
      provenance: { kind: 'authored', from: 'a generated request', date: new Date().toISOString().slice(0, 10) },
      network: t.network,
      surface: s.surface.name,
      operation,
      case: 'generated',
      compare: 'schema',
      auth: 'path',
      request,
      response: { status: x.response.status, body: x.response.body },
      file: '(generated)',
    },
  };
}

/** Why an operation gets no generated requests on this run, when it gets none. */
function notGenerated(
  t: Target,
  admin: boolean,
  c: CaseFile | undefined,
  mountParams: Record<string, string> | undefined,
): { skip: string; skipKind: SkipKind } | undefined {
  if (!t.apiKey) return { skip: 'needs an API key (--api-key-env NAME)', skipKind: 'api-key' };
  if (admin && !t.adminKey) return { skip: 'needs an admin-flagged key (--admin-key-env NAME)', skipKind: 'admin-key' };
  if (c?.openOutcome) return { skip: `not generated: the seed shows neither parameters nor result (${c.openOutcome})`, skipKind: 'not-generated' };
  if (!mountParams) return { skip: 'not generated: no fixture of this surface gives its mount parameters', skipKind: 'not-generated' };
  return undefined;
}
