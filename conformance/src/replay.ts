import type { Auth } from '@gw/runtime';
import { type AnySurface, canonical, type LoadedFixture, matchRoute } from '@gw/contract';
import type { CaseFile } from './case.js';
import { type Actual, dataPointer, expectedOf, violationsOf } from './expect.js';
import { type CaseResult, type Skip, timed, type Violation, violationOf } from './result.js';
import { gatewayFor, type Target, targetFetch } from './target.js';

/** The auth a fixture's request used, with the run's credentials. */
/** Stands in `{invalidKey}`: a key no gateway accepts, to pin down the documented 401 on key-only mounts. */
export const INVALID_KEY = 'gw-conformance-invalid-key';

function authFor(t: Target, f: LoadedFixture): Auth | Skip {
  if (f.request.path.includes('{invalidKey}')) return { mode: 'path', apiKey: INVALID_KEY };
  const admin = f.request.path.includes('{adminKey}');
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

/** The client-side input of a recorded request: JSON body, merged path/query params, or JSON-RPC params. */
function inputOf(s: AnySurface, f: LoadedFixture, network: Target['network']) {
  const route = matchRoute([s], network, f.request.method, f.request.path, false);
  if (!route) throw new Error(`${f.file}: path ${f.request.path} does not route to ${s.surface.name}`);
  if (s.kind === 'rpc') return { input: (f.request.body as { params?: unknown })?.params, mountParams: route.mountParams };
  if (f.request.method === 'POST') return { input: f.request.body, mountParams: route.mountParams };
  return { input: { ...route.pathParams, ...(f.request.query ?? {}) }, mountParams: route.mountParams };
}

/** Replays one recorded exchange through the generated client and checks the answer against spec, record and rules. */
export function replayExchange(t: Target, s: AnySurface, f: LoadedFixture, c: CaseFile | undefined): Promise<CaseResult> {
  const base = { id: `${f.network}/${f.surface}/${f.operation}/${f.case}`, network: f.network, surface: f.surface, operation: f.operation, case: f.case };
  if (f.invalidRequest) return timed({ ...base, kind: 'invalid-request' }, () => replayInvalid(t, s, f));
  return timed({ ...base, kind: 'exchange' }, async () => {
    const auth = authFor(t, f);
    if ('skip' in auth) return auth;
    if (s.kind === 'stream') throw new Error('stream fixture in exchange replay');
    const { input, mountParams } = inputOf(s, f, t.network);
    const client = s.createClient(gatewayFor(t, auth));
    const entry = s.kind === 'rest' ? s.operations[f.operation] : s.methods[f.operation];
    if (!entry) return `operation ${f.operation} is not in the ${s.surface.name} spec`;
    let actual: Actual;
    try {
      const reply = await client[entry.client]!(input, { mountParams });
      actual = { ok: true, data: reply.data };
    } catch (e) {
      actual = { ok: false, error: e as Error & Record<string, unknown> };
    }
    if (c?.openOutcome) return openOutcome(actual);
    const text = (t.wire?.response?.contentType ?? '').startsWith('text/');
    const body = actual.ok ? undefined : (actual.error.body as unknown);
    const envelope = !text && (actual.ok || (body !== null && typeof body === 'object' && !Array.isArray(body)));
    const dataAt = dataPointer(s, f.operation, envelope);
    const violations = violationsOf(actual, expectedOf(s, f), f.compare, dataAt);
    // The seed's rules run on the data; when the answer broke the schema they still run on what it carried,
    // so a drift-explained schema violation cannot hide a rule violation.
    const data = actual.ok
      ? actual.data
      : violations.every((v) => v.kind === 'schema') && expectedOf(s, f).kind === 'success'
        ? unwrap(body, dataAt)
        : undefined;
    if (data !== undefined) violations.push(...checkRules(c, data, dataAt, { fixture: f, network: t.network }));
    return violations;
  });
}

/** A route whose answer the seed does not show: any answer passes but a 404 (the seed lists the route) or no answer. */
function openOutcome(actual: Actual): Violation[] {
  if (actual.ok) return [];
  const e = actual.error as Error & { status?: number };
  if (e.name === 'NetworkError' || e.name === 'TimeoutError') return [{ kind: 'network', message: e.message }];
  if (e.status === 404)
    return [{ kind: 'outcome', check: 'route-absent', pointer: '', message: `HTTP 404: the route the seed lists is absent (${e.message})` }];
  return [];
}

/** The data a body carries at its data pointer. */
function unwrap(body: unknown, at: string): unknown {
  if (at === '') return body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[at.slice(1)] : undefined;
}

/** Runs every rule of the case; a failed rule's pointer (into the data) becomes a body pointer. */
export function checkRules(
  c: CaseFile | undefined,
  data: unknown,
  dataAt: string,
  ctx: Parameters<NonNullable<CaseFile['rules']>[number]['check']>[1],
): Violation[] {
  const out: Violation[] = [];
  for (const rule of c?.rules ?? []) {
    try {
      rule.check(data, ctx);
    } catch (e) {
      const v = violationOf(e, 'rule', rule.name);
      // A rule that names no place concerns the data as a whole.
      out.push({ ...v, message: `rule "${rule.name}": ${v.message}`, pointer: dataAt + (v.pointer ?? '') });
    }
  }
  return out;
}

/** Sends a fixture's request as recorded, bypassing the generated client, with the run's keys in the placeholders. */
export function sendRaw(t: Target, f: LoadedFixture, timeoutMs: number): Promise<Response> {
  const fill = (x: string) =>
    x
      .replace('{apiKey}', encodeURIComponent(t.apiKey ?? ''))
      .replace('{adminKey}', encodeURIComponent(t.adminKey ?? ''))
      .replace('{invalidKey}', INVALID_KEY);
  const url = new URL(t.baseUrl + fill(f.request.path));
  for (const [k, v] of Object.entries(f.request.query ?? {})) url.searchParams.set(k, v);
  const headers = Object.fromEntries(Object.entries(f.request.headers ?? {}).map(([k, v]) => [k, fill(v)]));
  return targetFetch(t, url, {
    method: f.request.method,
    headers: { ...(f.request.body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(f.request.body !== undefined ? { body: JSON.stringify(f.request.body) } : {}),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/**
 * A request that breaks the spec on purpose: the generated client must refuse it without sending,
 * and the gateway, sent it raw, must give the documented answer.
 */
async function replayInvalid(t: Target, s: AnySurface, f: LoadedFixture): Promise<string | undefined | Skip> {
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
    if ((e as Error).name !== 'RequestValidationError' || (t.wire?.sent ?? 0) !== before)
      return `the client did not refuse before sending: ${(e as Error).message}`;
  }
  // Sent, paced and logged into the case's wire log by the run's fetch.
  const res = await sendRaw(t, f, t.timeoutMs);
  const text = await res.text();
  const want = f.response!;
  if (res.status !== want.status) return `expected HTTP ${want.status}, got ${res.status}`;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* text */
  }
  const strip = (b: unknown) => (s.kind === 'rpc' && b && typeof b === 'object' && !Array.isArray(b) ? { ...(b as object), id: null } : b);
  const wantBody = strip(want.body) as Record<string, unknown>;
  const gotBody = strip(body) as Record<string, unknown>;
  if (s.kind === 'rpc') {
    const we = wantBody.error as { code?: unknown } | undefined;
    const ge = gotBody?.error as { code?: unknown } | undefined;
    if (we?.code !== ge?.code) return `expected JSON-RPC error ${String(we?.code)}, got ${JSON.stringify(gotBody)}`;
    return undefined;
  }
  if (canonical(wantBody) !== canonical(gotBody)) return `expected ${JSON.stringify(want.body)}, got ${JSON.stringify(body)}`;
  return undefined;
}
