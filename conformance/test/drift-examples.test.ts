// Every drift register entry (specs/drift) carries a real-shaped example built from its evidence. Two things are
// checked on each:
// - the contract rejects the example (the spec, the seed rules of its case, or the outcome the seed promises) and the
//   entry explains every issue: an entry whose example the contract already accepts is refused (issue 19 item 5);
// - the generated client, in its default mode, returns the example's data with the entry in meta.drift (or raises the
//   documented failure naming it), and throws with registeredDrift: 'reject' (issue 19 item 3).
import { createGateway, type GatewayError, type RegisteredDrift, type ResponseIssue } from '@gw/runtime';
import { type AnySurface, judgeAnswer, type LoadedFixture, type Outcome, surfaces } from '@gw/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../src/drift.js';
import { type CaseFile, type CaseResult, type DriftEntry, grade, loadCases, loadDrift } from '../src/index.js';
import { outcomeViolations } from '../src/expect.js';
import { seedRules } from '../src/replay.js';
import type { Violation } from '../src/result.js';
import { CASES } from './helpers.js';

const entries = loadDrift();
let cases: CaseFile[];
beforeAll(async () => {
  cases = await loadCases(CASES);
});

const surfaceOf = (e: DriftEntry) => surfaces.find((s) => s.surface.name === e.surface) as Exclude<AnySurface, { kind: 'stream' }>;

/** A fetch that answers every request with the example (a JSON-RPC answer carries the request's id). */
function answering(e: DriftEntry): typeof fetch {
  const r = e.example.response;
  return (async (_url: string | URL, init?: RequestInit) => {
    let body = r.body;
    const sent = typeof init?.body === 'string' ? (JSON.parse(init.body) as { id?: unknown }) : undefined;
    if (sent?.id !== undefined && body && typeof body === 'object' && 'jsonrpc' in body) body = { ...body, id: sent.id };
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status: r.status,
      headers: { 'content-type': r.contentType ?? 'application/json' },
    });
  }) as typeof fetch;
}

/** The example through the generated client of its surface. */
async function viaClient(e: DriftEntry, registeredDrift: RegisteredDrift, onIssue?: (i: ResponseIssue) => void) {
  const s = surfaceOf(e);
  const gw = createGateway({
    baseUrl: 'http://gateway.invalid',
    auth: s.surface.auth.includes('path') ? { mode: 'path', apiKey: 'gw-example-key' } : { mode: 'none' },
    fetch: answering(e),
    registeredDrift,
    ...(onIssue ? { onIssue } : {}),
  });
  const op = s.kind === 'rest' ? s.operations[e.example.operation] : s.methods[e.example.operation];
  const client = s.createClient(gw) as Record<string, (input: unknown, opts: unknown) => Promise<{ data: unknown; meta: { drift?: string[] } }>>;
  try {
    const reply = await client[op!.client]!(e.example.input, { mountParams: e.example.mountParams });
    return { ok: true as const, data: reply.data, meta: reply.meta };
  } catch (error) {
    return { ok: false as const, error: error as GatewayError & Record<string, unknown> };
  }
}

/**
 * The contract's verdict on an example, with the register left out: the judge (the spec, the seed rules of the
 * operation's case) and the outcome the seed promises: a success (a documented failure is then a violation at its
 * place), or a failure with the HTTP status `seedStatus` (another status is a violation, as the suite finds replaying
 * a request the seed refuses). Then graded against this one entry.
 */
async function judge(e: DriftEntry, entry: DriftEntry = e): Promise<{ violations: Violation[]; graded: CaseResult }> {
  const s = surfaceOf(e);
  const r = e.example.response;
  const body = r.body;
  const contentType = r.contentType ?? 'application/json';
  const kase = cases.find((c) => c.surface === e.surface && c.operation === e.example.operation);
  const fixture = { request: { body: { jsonrpc: '2.0', method: e.example.operation, params: e.example.input, id: 1 } } } as unknown as LoadedFixture;
  const rules = kase?.rules?.length ? seedRules(kase, { network: 'mainnet', fixture }) : undefined;
  const requestId = body && typeof body === 'object' && !Array.isArray(body) ? (body as { id?: unknown }).id : undefined;
  const judged = judgeAnswer(
    s,
    e.example.operation,
    { status: r.status, headers: { 'content-type': contentType }, text: typeof body === 'string' ? body : JSON.stringify(body) },
    { requestId, ...(rules ? { rules } : {}) },
  );
  const seed = e.example.seedStatus;
  const violations: Violation[] = judged.issues.map((i) => ({
    kind: i.kind === 'rule' ? ('rule' as const) : i.kind === 'schema' ? ('schema' as const) : ('outcome' as const),
    pointer: i.pointer,
    message: i.message,
    ...(i.check ? { check: i.check } : {}),
  }));
  if (seed === undefined) violations.push(...outcomeViolations(judged, { kind: 'success', data: undefined } satisfies Outcome, 'schema'));
  else {
    if (judged.outcome.kind === 'success') violations.push({ kind: 'outcome', pointer: judged.dataAt, message: 'expected a failure, got a success' });
    if (r.status !== seed) violations.push({ kind: 'outcome', pointer: '', message: `expected HTTP ${seed}, got ${r.status}` });
  }
  const result: CaseResult = {
    id: `example/${e.id}`,
    network: 'mainnet',
    surface: e.surface,
    operation: e.example.operation,
    case: e.id,
    kind: 'exchange',
    status: violations.length ? 'fail' : 'pass',
    durationMs: 0,
    violations,
  };
  const answer: Answer = { status: r.status, contentType, body, surface: s };
  return { violations, graded: grade(result, answer, { entries: [entry], strict: false, matched: new Map() }) };
}

/** Where a register entry is unsound: its example is accepted by the contract, or leaves an issue it does not explain. */
async function unsound(e: DriftEntry): Promise<string | undefined> {
  const { violations, graded } = await judge(e);
  if (!violations.length) return `${e.id}: the contract already accepts its example: the entry can never match (fix or remove it)`;
  if (graded.status !== 'drift') return `${e.id}: its example leaves issues it does not explain: ${graded.message}`;
  return undefined;
}

describe('every register entry: the contract rejects its example and the entry explains every issue', () => {
  it('holds for every entry of every surface', async () => {
    expect(entries.length).toBeGreaterThanOrEqual(15);
    const problems = [];
    for (const e of entries) problems.push(await unsound(e));
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('refuses an entry the contract already accepts (a text height, which the spec allows)', async () => {
    const moot: DriftEntry = {
      ...entries.find((e) => e.id === 'opi-hash-block-height-string')!,
      id: 'opi-text-heights',
      operations: ['block_height'],
      match: [{ at: '', shape: { type: 'string', pattern: '^\\d+$' } }],
      example: { operation: 'block_height', response: { status: 200, contentType: 'text/plain', body: '887712' } },
    };
    expect(await unsound(moot)).toMatch(/opi-text-heights: the contract already accepts its example/);
  });

  it('refuses an entry that does not explain its own example', async () => {
    const base = entries.find((e) => e.id === 'espo-candle-ts')!;
    const narrow: DriftEntry = { ...base, match: [{ at: '/result/candles/*', shape: { type: 'object', required: ['trades'] } }] };
    expect(await unsound(narrow)).toMatch(/espo-candle-ts: its example leaves issues it does not explain/);
  });
});

describe('the generated clients and the register', () => {
  for (const e of entries) {
    const clientSide = e.match.some((m) => m.check === undefined);
    it(`${e.id}: ${clientSide ? 'the default client names the entry; registeredDrift reject throws' : 'a seed rule of the suite only: the client returns the data'}`, async () => {
      const seen: ResponseIssue[] = [];
      const dflt = await viaClient(e, 'accept', (i) => seen.push(i));
      const strict = await viaClient(e, 'reject');
      if (!clientSide) {
        expect(dflt).toMatchObject({ ok: true });
        expect(strict).toMatchObject({ ok: true });
        if (dflt.ok) expect(dflt.meta.drift).toBeUndefined();
        return;
      }
      expect(strict.ok, 'registeredDrift reject must throw').toBe(false);
      if (dflt.ok) {
        // A data answer: returned, the entry named, the issues handed to onIssue with it.
        expect(dflt.meta.drift).toContain(e.id);
        expect(seen.flatMap((i) => i.drift ?? [])).toContain(e.id);
        expect(strict.ok ? undefined : strict.error.name).toBe('ResponseValidationError');
      } else {
        // A documented failure (an error status, a JSON-RPC error): raised in both modes, naming the entry by default.
        expect(dflt.error.drift).toContain(e.id);
        if (!strict.ok && strict.error.name !== 'ResponseValidationError') {
          expect(strict.error.name).toBe(dflt.error.name);
          expect(strict.error.drift).toBeUndefined();
        }
      }
    });
  }
});
