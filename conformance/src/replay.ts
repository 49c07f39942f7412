import { type Auth, RequestValidationError } from '@gw/runtime';
import {
  type AnySurface,
  type ClientCall,
  fixtureAnswer,
  type JudgedIssue,
  type Judgement,
  judgeAnswer,
  type LoadedFixture,
  requestBodyOf,
  type SeedRules,
  usesAdminKey,
  usesInvalidKey,
  type WireAnswer,
} from '@gw/contract';
import { bindFixture, inputOf } from './bind.js';
import type { CaseFile } from './case.js';
import { clientViolations, describeOutcome, outcomeViolations } from './expect.js';
import { type CaseResult, type Outcome, type Skip, timed, type Violation, violationOf } from './result.js';
import { recordsThrottle, throttleNotReproduced } from './throttle.js';
import { gatewayFor, type Target, targetFetch } from './target.js';

/** The auth a fixture's request used, with the run's credentials. */
/** Stands in `{invalidKey}`: a key no gateway accepts, to pin down the documented 401 on key-only mounts. */
export const INVALID_KEY = 'gw-conformance-invalid-key';

export function authFor(t: Target, f: LoadedFixture): Auth | Skip {
  if (usesInvalidKey(f.request)) return { mode: f.auth === 'header' ? 'header' : 'path', apiKey: INVALID_KEY };
  const admin = usesAdminKey(f.request);
  const key = admin ? t.adminKey : t.apiKey;
  switch (f.auth) {
    case 'path':
    case 'header':
      if (!key)
        return admin
          ? { skip: 'needs an admin-flagged key (--admin-key-env NAME)', skipKind: 'admin-key' }
          : { skip: 'needs an API key (--api-key-env NAME)', skipKind: 'api-key' };
      return { mode: f.auth, apiKey: key };
    case 'cors': {
      if (t.kind === 'live') return { skip: 'CORS origins are registered per account: checked on the fixtures target only', skipKind: 'cors' };
      const origin = f.request.headers?.origin;
      return origin ? { mode: 'cors', origin } : { mode: 'cors' };
    }
    case 'none':
      return { mode: 'none' };
    default:
      return { skip: `auth mode ${f.auth} is not exercised by the suite` };
  }
}

/** Replays one recorded exchange through the generated client and has the judge check what came back against spec, record and rules. */
export function replayExchange(t: Target, s: AnySurface, recorded: LoadedFixture, c: CaseFile | undefined): Promise<CaseResult> {
  let f = recorded;
  const base = { id: `${f.network}/${f.surface}/${f.operation}/${f.case}`, network: f.network, surface: f.surface, operation: f.operation, case: f.case };
  if (f.invalidRequest) return timed({ ...base, kind: 'invalid-request' }, () => replayInvalid(t, s, f));
  let bound: Record<string, unknown> = {};
  return timed({ ...base, kind: 'exchange' }, async () => {
    const auth = authFor(t, f);
    if ('skip' in auth) return auth;
    if (s.kind === 'stream') throw new Error('stream fixture in exchange replay');
    const b = await bindFixture(t, s, recorded, c, auth);
    if (typeof b === 'string') return b;
    f = b.fixture;
    bound = b.bound;
    const { input, mountParams } = inputOf(s, f, t.network);
    const client = s.createClient(gatewayFor(t, auth));
    const entry = s.kind === 'rest' ? s.operations[f.operation] : s.methods[f.operation];
    if (!entry) return `operation ${f.operation} is not in the ${s.surface.name} spec`;
    let call: ClientCall;
    try {
      await client[entry.client]!(input, { mountParams });
      call = { ok: true };
    } catch (error) {
      call = { ok: false, error };
    }
    const wire = t.wire?.response;
    // No answer came back: the transport failed, or the client refused to send what the fixture records as valid.
    if (!wire) throw call.ok ? new Error('no answer was seen on the wire') : call.error;
    const answer: WireAnswer = { status: wire.status, headers: { 'content-type': wire.contentType }, text: wire.text };
    const rules = c?.rules?.length ? seedRules(c, { fixture: f, network: t.network }) : undefined;
    const judged = judgeAnswer(s, f.operation, answer, { requestId: rpcId(t.wire?.exchange?.request.body), ...(rules ? { rules } : {}) });
    if (c?.openOutcome) return openOutcome(judged, wire.status);
    const issues = judged.issues.map((i) => violationOfIssue(s, f.operation, wire.status, i));
    const misread = clientViolations(judged, call);
    // A recorded throttle is the target's state, not the case's data: a live target under its limit is judged alone.
    const throttle = t.kind === 'live' && recordsThrottle(f);
    const unthrottled = throttle ? throttleNotReproduced(wire, judged) : undefined;
    if (unthrottled) return issues.length || misread.length ? [...issues, ...misread] : unthrottled;
    const expected = judgeAnswer(s, f.operation, fixtureAnswer(f.response!), { requestId: rpcId(f.request.body) }).outcome;
    // A live target's own throttle names its own wait ("Try again in 12 seconds"): the same outcome is what counts.
    return [...issues, ...outcomeViolations(judged, expected, throttle ? 'schema' : f.compare), ...misread];
  }).then((r) => (Object.keys(bound).length ? { ...r, bound } : r));
}

/** The id of a JSON-RPC request body (undefined for REST). */
const rpcId = (body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? (body as { id?: unknown }).id : undefined);

/** A route whose answer the seed does not show: any answer passes but a failure with HTTP 404 (the seed lists the route). */
function openOutcome(j: Judgement, status: number): Violation[] {
  if (j.outcome.kind !== 'success' && status === 404)
    return [{ kind: 'outcome', check: 'route-absent', pointer: '', message: `HTTP 404: the route the seed lists is absent (${describeOutcome(j.outcome)})` }];
  return [];
}

/** One judged issue as a case violation (schema and envelope issues worded as the clients word them). */
export function violationOfIssue(s: AnySurface, operation: string, status: number, i: JudgedIssue): Violation {
  if (i.kind === 'rule') return { kind: 'rule', pointer: i.pointer, message: i.message, ...(i.check ? { check: i.check } : {}) };
  return {
    kind: i.kind === 'schema' ? 'schema' : 'outcome',
    pointer: i.pointer,
    message: `${s.surface.name} ${operation}: response does not match the spec (HTTP ${status}): ${i.pointer || '(root)'} ${i.message}`,
  };
}

/** The case's seed rules as the judge's hook: a failed rule (a thrown `assert`) is an issue at its pointer, named by its check. */
export function seedRules(c: CaseFile, ctx: Parameters<NonNullable<CaseFile['rules']>[number]['check']>[1]): SeedRules {
  return (data) =>
    (c.rules ?? []).flatMap((rule) => {
      try {
        rule.check(data, ctx);
        return [];
      } catch (e) {
        const v = violationOf(e, 'rule', rule.name);
        return [{ check: v.check ?? rule.name, message: `rule "${rule.name}": ${v.message}`, ...(v.pointer !== undefined ? { pointer: v.pointer } : {}) }];
      }
    });
}

/** Sends a fixture's request as recorded, bypassing the generated client, with the run's keys in the placeholders. */
export function sendRaw(t: Target, f: LoadedFixture, timeoutMs: number): Promise<Response> {
  // A key is percent-encoded in the path and sent as it is in a header, as the clients send it.
  const fill = (x: string, spell: (key: string) => string) =>
    x
      .replace('{apiKey}', spell(t.apiKey ?? ''))
      .replace('{adminKey}', spell(t.adminKey ?? ''))
      .replace('{invalidKey}', INVALID_KEY);
  const url = new URL(t.baseUrl + fill(f.request.path, encodeURIComponent));
  for (const [k, v] of Object.entries(f.request.query ?? {})) url.searchParams.set(k, v);
  const headers = Object.fromEntries(Object.entries(f.request.headers ?? {}).map(([k, v]) => [k, fill(v, (key) => key)]));
  const body = requestBodyOf(f.request);
  const binary = body instanceof Uint8Array;
  return targetFetch(t, url, {
    method: f.request.method,
    headers: { ...(body !== undefined && !binary ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: binary ? (body as BodyInit) : JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/**
 * A request that breaks the spec on purpose: the generated client must refuse it without sending,
 * and the gateway, sent it raw, must give the documented answer.
 */
async function replayInvalid(t: Target, s: AnySurface, f: LoadedFixture): Promise<Outcome> {
  const auth = authFor(t, f);
  if ('skip' in auth) return auth;
  if (s.kind === 'stream') throw new Error('stream fixture in exchange replay');
  const entry = s.kind === 'rest' ? s.operations[f.operation] : s.methods[f.operation];
  if (!entry) return `operation ${f.operation} is not in the ${s.surface.name} spec`;
  const { input, mountParams } = inputOf(s, f, t.network);
  const before = t.wire?.sent ?? 0;
  const gw = gatewayFor(t, auth);
  try {
    await s.createClient(gw)[entry.client]!(input, { mountParams });
    return 'the generated client sent a request the spec forbids';
  } catch (e) {
    if (!(e instanceof RequestValidationError) || (t.wire?.sent ?? 0) !== before) return `the client did not refuse before sending: ${(e as Error).message}`;
  }
  // Sent, paced and logged into the case's wire log by the run's fetch.
  const res = await sendRaw(t, f, t.timeoutMs);
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? '';
  // The gateway's documented answer: judged, and compared with the recorded one by outcome.
  const judged = judgeAnswer(s, f.operation, { status: res.status, headers: { 'content-type': contentType }, text }, { requestId: rpcId(f.request.body) });
  const expected = judgeAnswer(s, f.operation, fixtureAnswer(f.response!), { requestId: rpcId(f.request.body) }).outcome;
  return [...judged.issues.map((i) => violationOfIssue(s, f.operation, res.status, i)), ...outcomeViolations(judged, expected, f.compare)];
}
