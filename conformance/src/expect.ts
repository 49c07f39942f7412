import type { AnySurface, LoadedFixture } from '@gw/contract';
import { canonical } from '@gw/contract';
import type { Violation } from './result.js';

export type Expected =
  | { kind: 'success'; data: unknown }
  | { kind: 'error'; error: string; status?: number; statusCode?: number; text?: string; code?: number };

type Body = Record<string, unknown>;

/** What the generated client must answer for this recorded exchange. */
export function expectedOf(s: AnySurface, f: LoadedFixture): Expected {
  const res = f.response!;
  const body = (res.body ?? {}) as Body;
  const code = typeof body === 'object' && body ? body.code : undefined;
  if (res.status === 401 && code === 'INVALID_API_KEY') return { kind: 'error', error: 'InvalidApiKeyError', status: 401 };
  if (res.status === 403) return { kind: 'error', error: 'AdminRequiredError', status: 403 };
  if (res.status === 503 && code === 'AUTH_UNAVAILABLE') return { kind: 'error', error: 'AuthUnavailableError', status: 503 };
  // One rate-limit error (issue 21): HTTP 429 on every surface, and the surface's rate-limit code (the main endpoint's
  // -32000) whatever the status.
  if (res.status === 429) return { kind: 'error', error: 'RateLimitedError', status: 429 };
  if (s.kind === 'rpc') {
    const err = body.error as { code: number; message: string } | null | undefined;
    if (err && err.code === s.surface.rateLimitCode) return { kind: 'error', error: 'RateLimitedError', status: res.status };
    if (err) return { kind: 'error', error: 'JsonRpcFailure', code: err.code, text: err.message };
    return { kind: 'success', data: body.result };
  }
  if (s.kind !== 'rest') throw new Error('streams are replayed elsewhere');
  const envelope = s.operations[f.operation]!.meta.envelope;
  const text = typeof res.body === 'string';
  if (envelope === 'rest' && !text) {
    if (body.statusCode !== 200) return { kind: 'error', error: 'RestFailure', statusCode: Number(body.statusCode), text: String(body.error) };
    return { kind: 'success', data: body.data };
  }
  if (envelope === 'opi' && !text && !Array.isArray(body) && typeof res.body === 'object' && res.body !== null) {
    if (body.error !== null && body.error !== undefined) return { kind: 'error', error: 'OpiFailure', text: String(body.error) };
    return { kind: 'success', data: body.result };
  }
  if (res.status >= 400) return { kind: 'error', error: 'HttpError', status: res.status };
  return { kind: 'success', data: res.body };
}

/** First place two JSON values differ, as a JSON pointer, or undefined when equal. */
export function firstDifference(a: unknown, b: unknown, at = ''): string | undefined {
  if (canonical(a) === canonical(b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of [...keys].sort()) {
      const d = firstDifference((a as Body)[k], (b as Body)[k], `${at}/${k}`);
      if (d !== undefined) return d;
    }
  }
  return at || '(root)';
}

export type Actual = { ok: true; data: unknown } | { ok: false; error: Error & Record<string, unknown> };

/** Checks an actual outcome against the expected one; returns the reason it fails, or undefined. */
export function verify(actual: Actual, expected: Expected, compare: 'exact' | 'schema'): string | undefined {
  if (expected.kind === 'success') {
    if (!actual.ok) return actual.error.message;
    if (compare === 'exact') {
      const d = firstDifference(actual.data, expected.data);
      if (d !== undefined) return `answer differs from the recorded exchange at ${d}`;
    }
    return undefined;
  }
  if (actual.ok) return `expected ${expected.error}${expected.text ? ` "${expected.text}"` : ''}, got a success`;
  const e = actual.error;
  if (e.name !== expected.error) return `expected ${expected.error}, got ${e.name}: ${e.message}`;
  if (expected.statusCode !== undefined && e.statusCode !== expected.statusCode)
    return `expected failure statusCode ${expected.statusCode}, got ${String(e.statusCode)}`;
  if (expected.code !== undefined && e.code !== expected.code) return `expected JSON-RPC code ${expected.code}, got ${String(e.code)}`;
  if (expected.status !== undefined && e.status !== expected.status) return `expected HTTP ${expected.status}, got ${String(e.status)}`;
  if (expected.error === 'OpiFailure' && e.error !== expected.text) return `expected OPI error "${expected.text}", got "${String(e.error)}"`;
  if (compare === 'exact' && expected.text !== undefined) {
    const got = expected.error === 'JsonRpcFailure' ? e.rpcMessage : e.error;
    if (got !== expected.text) return `expected message "${expected.text}", got "${String(got)}"`;
  }
  return undefined;
}

/** Where a surface's answer keeps its data in the body on the wire: `/data` (REST envelope), `/result` (OPI, JSON-RPC), or the root. */
export function dataPointer(s: AnySurface, operation: string, bodyIsEnvelope: boolean): string {
  if (s.kind === 'rpc') return '/result';
  if (s.kind !== 'rest') return '';
  const envelope = s.operations[operation]?.meta.envelope;
  if (envelope === 'rest' && bodyIsEnvelope) return '/data';
  if (envelope === 'opi' && bodyIsEnvelope) return '/result';
  return '';
}

/** The body pointer a failure kind is decided by. */
const failurePointer: Record<string, string> = { RestFailure: '/statusCode', OpiFailure: '/error', JsonRpcFailure: '/error', HttpError: '' };

/** The violations of one answer, each with the body pointer it concerns when known (graded against the drift register later). */
export function violationsOf(actual: Actual, expected: Expected, compare: 'exact' | 'schema', dataAt: string): Violation[] {
  if (!actual.ok && actual.error.name === 'ResponseValidationError') {
    const e = actual.error as Error & { issues?: Array<{ field: string; message: string }>; surface?: string; operation?: string; status?: number };
    const issues = e.issues?.length ? e.issues : [{ field: '', message: e.message }];
    return issues.map((i) => ({
      kind: 'schema',
      pointer: i.field,
      message: `${e.surface} ${e.operation}: response does not match the spec (HTTP ${e.status ?? '?'}): ${i.field || '(root)'} ${i.message}`,
    }));
  }
  const failure = verify(actual, expected, compare);
  if (!failure) return [];
  if (!actual.ok) {
    const name = actual.error.name;
    const kind = name === 'NetworkError' || name === 'TimeoutError' ? 'network' : 'outcome';
    const pointer = failurePointer[name];
    return [{ kind, message: failure, ...(pointer !== undefined ? { pointer } : {}) }];
  }
  if (expected.kind === 'success') {
    const d = firstDifference(actual.data, expected.data);
    return [{ kind: 'exact', message: failure, ...(d !== undefined ? { pointer: d === '(root)' ? dataAt : dataAt + d } : {}) }];
  }
  return [{ kind: 'outcome', message: failure, pointer: dataAt }];
}
