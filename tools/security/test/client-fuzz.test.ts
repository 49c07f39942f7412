// Issue 22 item 5 (and items 2 and 3 on the client side): every operation of every generated client, taken from the
// registry in @gw/contract (not a hand-picked few), against hostile answers: nested 8,000 deep, huge, truncated,
// wrong envelopes and ids, prototype keys, numbers no double holds, lone surrogates, gateway refusals, redirects
// elsewhere, network failures. The outcome is always the typed result or a GatewayError subclass, never an untyped
// exception or a stack overflow, and no output holds the key. Each operation meets the two 8,000-deep answers and
// GW_CLIENT_FUZZ_ANSWERS (default 4; \`all\` for every one) others drawn from the seed, each in a validation mode drawn
// from the seed. Seed: GW_FUZZ_SEED (default: random, printed).
import { randomBytes } from 'node:crypto';
import { type AnySurface, loadFixtures, type LoadedFixture, matchRoute, surfaces } from '@gw/contract';
import { fixturesDir } from '@gw/fixtures';
import { type Auth, createGateway, GatewayError, type Network, type ResponseValidation } from '@gw/runtime';
import { describe, expect, it } from 'vitest';
import { prng } from './fuzz/corpus.js';
import { leakIn } from './secrets.js';

const SEED = Number(process.env.GW_FUZZ_SEED ?? randomBytes(4).readUInt32LE(0));
const ANSWERS = process.env.GW_CLIENT_FUZZ_ANSWERS === 'all' ? Number.POSITIVE_INFINITY : Number(process.env.GW_CLIENT_FUZZ_ANSWERS ?? 4);
const KEY = `cfuzz-${randomBytes(6).toString('hex')}+/=%`;
process.stdout.write(`client fuzz: every operation, 2 deep + ${ANSWERS} hostile answers each, seed ${SEED} (reproduce with GW_FUZZ_SEED=${SEED})\n`);

const DEEP = 8000;
const deep = (inner: string) => `${'['.repeat(DEEP)}${inner}${']'.repeat(DEEP)}`;
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
/** A body as text, or what the fake network does instead of answering. */
type Hostile = { status?: number; type?: string; headers?: Record<string, string>; body: string | ((id: unknown) => string) } | 'network' | 'abort';
const rpc = (f: (id: unknown) => unknown) => (id: unknown) => JSON.stringify(f(id));
const HOSTILE: Record<string, Hostile> = {
  'nested 8000 deep': { body: deep('1') },
  'envelope around 8000-deep data': {
    body: (id) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"statusCode":200,"error":null,"result":${deep('"x"')},"data":${deepObject}}`,
  },
  'huge array': {
    body: (id) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"statusCode":200,"result":[${'1,'.repeat(50_000)}1],"data":[${'"x",'.repeat(50_000)}"x"]}`,
  },
  truncated: { body: '{"statusCode":200,"data":{"a":[1,2' },
  empty: { body: '' },
  html: { status: 502, type: 'text/html', body: '<html><body>Bad gateway</body></html>' },
  'top-level null': { body: 'null' },
  'top-level string': { body: '"ok"' },
  'top-level array': { body: '[1,2,3]' },
  'wrong id': { body: rpc(() => ({ jsonrpc: '2.0', id: 'not-mine', result: 1 })) },
  'null id with a result': { body: rpc(() => ({ jsonrpc: '2.0', id: null, result: {} })) },
  'neither result nor error': { body: rpc((id) => ({ jsonrpc: '2.0', id })) },
  'error not an object': { body: rpc((id) => ({ jsonrpc: '2.0', id, error: 'boom' })) },
  'error code a string': { body: rpc((id) => ({ jsonrpc: '2.0', id, error: { code: '-32000', message: 7 } })) },
  'statusCode a string': { body: '{"statusCode":"200","data":{}}' },
  'failure with an object error': { status: 500, body: '{"statusCode":500,"error":{"nested":true}}' },
  'prototype keys': {
    body: (id) =>
      `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"jsonrpc":"2.0","id":${JSON.stringify(id)},"statusCode":200,"error":null,"result":{"__proto__":{"polluted":true}},"data":{"__proto__":{"polluted":true}}}`,
  },
  'number no double holds': { body: (id) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"statusCode":200,"result":1e400,"data":${'9'.repeat(400)}}` },
  'lone surrogates': { body: (id) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"statusCode":200,"result":"\\ud800","data":"\\udfff\\ud800"}` },
  'JSON sent as text/plain': { type: 'text/plain', body: (id) => JSON.stringify({ jsonrpc: '2.0', id, result: 'text', statusCode: 200, data: 'text' }) },
  '401 without code': { status: 401, body: '{}' },
  '401 INVALID_API_KEY': { status: 401, body: '{"code":"INVALID_API_KEY"}' },
  '403': { status: 403, body: '{"error":"admin key required"}' },
  '429 with junk Retry-After': { status: 429, headers: { 'retry-after': '1e309', 'x-ratelimit-limit': '-1' }, body: '{"error":"slow down"}' },
  '503 AUTH_UNAVAILABLE': { status: 503, body: '{"code":"AUTH_UNAVAILABLE"}' },
  '418': { status: 418, body: 'teapot' },
  'redirect to another origin': { status: 307, headers: { location: 'https://elsewhere.invalid/steal' }, body: '' },
  'echoed key': {
    status: 400,
    body: (id) => JSON.stringify({ jsonrpc: '2.0', id, statusCode: 400, error: { code: -32000, message: `bad key ${encodeURIComponent(KEY).toLowerCase()}` } }),
  },
  'network failure': 'network',
  abort: 'abort',
};

/** A valid call of each operation: its input from the first fixture that has one (the coverage test keeps one per operation). */
interface Call {
  surface: AnySurface & { kind: 'rest' | 'rpc' };
  operation: string;
  network: Network;
  input: unknown;
  mountParams: Record<string, string>;
}
function callsFromFixtures(): Call[] {
  const byOp = new Map<string, Call>();
  for (const network of ['mainnet', 'signet', 'regtest'] as const) {
    for (const f of loadFixtures(fixturesDir, network) as LoadedFixture[]) {
      const s = surfaces.find((x) => x.surface.name === f.surface);
      if (!s || s.kind === 'stream' || f.invalidRequest || f.request.path.includes('{invalidKey}') || byOp.has(`${f.surface} ${f.operation}`)) continue;
      const route = matchRoute([s], network, f.request.method, f.request.path, false);
      if (!route) continue;
      const input =
        s.kind === 'rpc'
          ? (f.request.body as { params?: unknown })?.params
          : f.request.method === 'POST'
            ? f.request.body
            : { ...route.pathParams, ...(f.request.query ?? {}) };
      byOp.set(`${f.surface} ${f.operation}`, { surface: s, operation: f.operation, network, input, mountParams: route.mountParams });
    }
  }
  return [...byOp.values()];
}

function authFor(s: AnySurface): Auth {
  const modes = s.surface.auth;
  if (modes.includes('path')) return { mode: 'path', apiKey: KEY };
  if (modes.includes('header')) return { mode: 'header', apiKey: KEY };
  return { mode: 'none' };
}

function fetchFor(h: Hostile): typeof fetch {
  return (async (_url: string, init: RequestInit) => {
    if (h === 'network') throw new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });
    if (h === 'abort') throw new DOMException('This operation was aborted', 'AbortError');
    const sent = init.body ? JSON.parse(String(init.body)) : undefined;
    const id = Array.isArray(sent) ? sent[0]?.id : sent?.id;
    const body = typeof h.body === 'function' ? h.body(id) : h.body;
    const noBody = h.status === 204 || h.status === 304;
    return new Response(noBody ? null : body, { status: h.status ?? 200, headers: { 'content-type': h.type ?? 'application/json', ...(h.headers ?? {}) } });
  }) as unknown as typeof fetch;
}

/** Every string and key in a value, iteratively (JSON.stringify overflows on an answer 8,000 deep). */
function textOf(value: unknown): string {
  const out: string[] = [];
  const work: unknown[] = [value];
  const seen = new Set<unknown>();
  while (work.length) {
    const v = work.pop();
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object' && !seen.has(v)) {
      seen.add(v);
      for (const [k, x] of Object.entries(v)) work.push(k, x);
    }
  }
  return out.join(' ');
}

describe(`every generated client operation against hostile answers (seed ${SEED})`, () => {
  it('typed result or GatewayError, never an untyped exception or a stack overflow, never the key', async () => {
    const calls = callsFromFixtures();
    const every = surfaces.flatMap((s) =>
      (s.kind === 'rest' ? Object.keys(s.operations) : s.kind === 'rpc' ? Object.keys(s.methods) : []).map((o) => `${s.surface.name} ${o}`),
    );
    expect(
      every.filter((o) => !calls.some((c) => `${c.surface.surface.name} ${c.operation}` === o)),
      'operations without a fixture to call them from',
    ).toEqual([]);
    const rand = prng(SEED);
    const modes: ResponseValidation[] = ['throw', 'report', 'off'];
    const failures: string[] = [];
    let outcomes = 0;
    const [deepOnes, others] = [Object.keys(HOSTILE).slice(0, 2), Object.keys(HOSTILE).slice(2)];
    for (const c of calls) {
      const entry = c.surface.kind === 'rest' ? c.surface.operations[c.operation]! : c.surface.methods[c.operation]!;
      const drawn = [...others].sort(() => rand() - 0.5).slice(0, ANSWERS);
      for (const name of [...deepOnes, ...drawn]) {
        const hostile = HOSTILE[name]!;
        const outputs: string[] = [];
        const gw = createGateway({
          network: c.network,
          baseUrl: 'https://gw.invalid',
          auth: authFor(c.surface),
          fetch: fetchFor(hostile),
          responseValidation: modes[Math.floor(rand() * modes.length)]!,
          maxRetries: 0, // each hostile answer once: a retry only waits out its backoff (retries have their own tests)
          onExchange: (x) => outputs.push(textOf(x)),
          onIssue: (i) => outputs.push(textOf(i)),
        });
        const client = c.surface.createClient(gw);
        try {
          await client[entry.client]!(c.input, { mountParams: c.mountParams });
        } catch (e) {
          if (!(e instanceof GatewayError))
            failures.push(`${c.surface.surface.name} ${c.operation} / ${name}: untyped ${(e as Error)?.name}: ${(e as Error)?.message}`);
          else outputs.push(`${e.message} ${e.stack} ${textOf({ ...e })}`);
        }
        outcomes++;
        for (const o of outputs) {
          const leak = leakIn(o, [KEY]);
          if (leak) failures.push(`${c.surface.surface.name} ${c.operation} / ${name}: output holds ${leak}`);
        }
        if (failures.length > 20) break;
      }
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(outcomes).toBe(calls.length * (2 + Math.min(ANSWERS, others.length)));
  });
});
