import { canonical, type ClientCall, clientView, type Judgement, type Outcome, sameView, viewOfCall } from '@gw/contract';
import type { Violation } from './result.js';

type Body = Record<string, unknown>;

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

/** An outcome in words, for messages. */
export function describeOutcome(o: Outcome): string {
  switch (o.kind) {
    case 'success':
      return 'a success';
    case 'rest-failure':
      return `REST failure ${o.statusCode} "${o.error}"`;
    case 'opi-error':
      return `OPI error "${o.error}"`;
    case 'rpc-error':
      return `JSON-RPC error ${o.code} "${o.message}"`;
    case 'refusal':
      return `HTTP ${o.status} ${o.reason}`;
    case 'http-error':
      return `HTTP ${o.status}`;
    case 'unreadable':
      return 'an unreadable answer';
  }
}

/** The body pointer an outcome is decided at. */
function decidedAt(o: Outcome, dataAt: string): string {
  if (o.kind === 'success') return dataAt;
  if (o.kind === 'rest-failure') return '/statusCode';
  if (o.kind === 'opi-error' || o.kind === 'rpc-error') return '/error';
  return '';
}

/**
 * The answer's outcome against the recorded one: the same kind and what tells failures of a kind apart (the status,
 * the REST `statusCode`, the JSON-RPC code, the OPI text); under `exact`, the same data and failure text too. An
 * answer with issues of its own is judged by them alone (as a client refusing it would see it).
 */
export function outcomeViolations(actual: Judgement, expected: Outcome, compare: 'exact' | 'schema'): Violation[] {
  if (actual.issues.some((i) => i.kind !== 'rule')) return [];
  const a = actual.outcome;
  const at = decidedAt(a, actual.dataAt);
  const differ = (message: string, pointer = at): Violation[] => [{ kind: 'outcome', pointer, message }];
  if (a.kind !== expected.kind) return differ(`expected ${describeOutcome(expected)}, got ${describeOutcome(a)}`);
  const e = expected as typeof a;
  switch (a.kind) {
    case 'success': {
      if (compare !== 'exact') return [];
      const d = firstDifference(a.data, (e as typeof a).data);
      if (d === undefined) return [];
      return [{ kind: 'exact', pointer: d === '(root)' ? actual.dataAt : actual.dataAt + d, message: `answer differs from the recorded exchange at ${d}` }];
    }
    case 'rest-failure': {
      const want = e as typeof a;
      if (a.statusCode !== want.statusCode) return differ(`expected failure statusCode ${want.statusCode}, got ${a.statusCode}`);
      if (compare === 'exact' && a.error !== want.error) return differ(`expected message "${want.error}", got "${a.error}"`, '/error');
      return [];
    }
    case 'opi-error': {
      const want = e as typeof a;
      return a.error === want.error ? [] : differ(`expected OPI error "${want.error}", got "${a.error}"`);
    }
    case 'rpc-error': {
      const want = e as typeof a;
      if (a.code !== want.code) return differ(`expected JSON-RPC code ${want.code}, got ${a.code}`);
      if (compare === 'exact' && a.message !== want.message) return differ(`expected message "${want.message}", got "${a.message}"`);
      return [];
    }
    case 'refusal':
    case 'http-error': {
      const want = e as typeof a;
      return a.status === want.status ? [] : differ(`expected HTTP ${want.status}, got ${a.status}`);
    }
    case 'unreadable':
      return [];
  }
}

/**
 * The generated client must read the answer as the judge does (same outcome kind, same issue pointers): a
 * disagreement is the client's defect, never explained by the drift register.
 */
export function clientViolations(judged: Judgement, call: ClientCall): Violation[] {
  const seen = viewOfCall(call);
  const want = clientView(judged, 'throw');
  if (seen && sameView(seen, want)) return [];
  const words = (v: { kind: string; pointers: string[] }) => `${v.kind}${v.pointers.length ? ` at ${v.pointers.join(', ')}` : ''}`;
  const got = seen ? words(seen) : `an error (${(call as { error?: Error }).error?.message ?? 'unknown'})`;
  return [{ kind: 'client', message: `the generated client read the answer as ${got}, the judge as ${words(want)}` }];
}
