import { type AnySurface, loadFixtures, surfaces } from '@gw/contract';
import { fixturesDir } from '@gw/fixtures';
import type { Validator } from '@gw/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { formatRequestLog, type MockGateway, type RequestLogEntry, startMockGateway } from '../src/index.js';

// The dispatch chain: recorded -> computed -> synthesized, each answer naming its source in x-gw-source.
const KEY = `gwk-${Math.random().toString(36).slice(2)}`;
const fixtures = loadFixtures(fixturesDir, 'mainnet');
let mock: MockGateway | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

const post = (path: string, body: unknown) =>
  fetch(`${mock!.url}${path.replace('{apiKey}', KEY)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const rpc = (method: string, params: unknown, id: unknown = 1) => ({ jsonrpc: '2.0', method, params, id });

describe('dispatch order and x-gw-source', () => {
  it('recorded: an exact fixture match is replayed', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures });
    const f = fixtures.find((x) => x.surface === 'data-api' && x.operation === 'get-alkanes' && x.case === 'defaults-empty')!;
    const res = await post(f.request.path, f.request.body);
    expect(res.headers.get('x-gw-source')).toBe('recorded');
    expect(await res.json()).toEqual(f.response!.body);
  });

  it('synthesized: a valid unrecorded request (the defaults spelled out) gets a 200 envelope, the same one every time', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures });
    const a = await post('/v4/{apiKey}/get-alkanes', { limit: 50 });
    expect(a.status).toBe(200);
    expect(a.headers.get('x-gw-source')).toBe('synthesized');
    const body = (await a.json()) as { statusCode: number; data: unknown };
    expect(body.statusCode).toBe(200);
    expect(await (await post('/v4/{apiKey}/get-alkanes', { limit: 50 })).json()).toEqual(body);
  });

  it('computed: a behaviour answers before synthesis (forex from its dataset)', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir });
    const res = await post('/v4/{apiKey}/forex', rpc('forex_rates', { base: 'USD', quotes: ['GBP'] }));
    expect(res.headers.get('x-gw-source')).toBe('computed');
    const body = (await res.json()) as { result: { base: string; rates: Record<string, string> } };
    expect(body.result.base).toBe('USD');
    expect(Object.keys(body.result.rates)).toEqual(['GBP']);
  });

  it('invalid requests keep their documented errors (validation comes before synthesis)', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures });
    const rest = await post('/v4/{apiKey}/get-alkanes', { limit: 'many' });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({ statusCode: 400, error: 'Invalid request parameters' });
    expect(rest.headers.get('x-gw-source')).toBe('computed');
    const bad = (await (await post('/v4/{apiKey}/forex', rpc('forex_rates', { base: 42 }))).json()) as { error: { code: number } };
    expect(bad.error.code).toBe(-32602);
  });

  it('a batch lists each answer source in answer order', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures });
    const f = fixtures.find((x) => x.surface === 'espo' && x.operation === 'get_holders_count')!;
    const recorded = (f.request.body as { params: unknown }).params;
    const res = await post('/v4/{apiKey}/espo', [
      rpc('get_holders_count', recorded, 1),
      rpc('ammdata.find_best_swap_path', { token_in: '2:0', token_out: '32:0' }, 2),
      rpc('nope', {}, 3),
    ]);
    expect(res.headers.get('x-gw-source')).toBe('recorded, synthesized, computed');
    const body = (await res.json()) as { id: number; error?: { code: number } }[];
    expect(body.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(body[2]!.error!.code).toBe(-32601);
  });
});

describe('what cannot be synthesized', () => {
  it('a pass-through method the spec does not describe gets -32603 "Not recorded" saying how to record it', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures });
    const res = await post('/v4/{apiKey}/reorg/5', rpc('getblockheader', ['00'.repeat(32)]));
    expect(res.headers.get('x-gw-source')).toBe('computed');
    const body = (await res.json()) as { error: { code: number; message: string; data: { detail: string } } };
    expect(body.error).toMatchObject({ code: -32603, message: 'Not recorded' });
    expect(body.error.data.detail).toMatch(/the spec does not describe this method.*--record DIR/);
  });

  it('a GET on a JSON-RPC endpoint says to POST', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures });
    const res = await fetch(`${mock.url}/v4/${KEY}/forex`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'JSON-RPC endpoint: send a POST with a JSON-RPC 2.0 body' });
  });
});

describe('strict replay', () => {
  it('an unrecorded REST request gets the documented "not recorded" 404 saying what to do', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures, strictReplay: true });
    const res = await post('/v4/{apiKey}/get-alkanes', { limit: 50 });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { statusCode: number; error: string };
    expect(body.statusCode).toBe(404);
    expect(body.error).toMatch(/^not recorded: .*without --strict-replay/);
  });

  it('an unrecorded JSON-RPC call no behaviour computes gets -32603 "Not recorded"', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures, strictReplay: true });
    const body = (await (await post('/v4/{apiKey}/espo', rpc('ammdata.find_best_swap_path', { token_in: '2:0', token_out: '32:0' }))).json()) as {
      error: { code: number; message: string; data: { detail: string } };
    };
    expect(body.error.code).toBe(-32603);
    expect(body.error.message).toBe('Not recorded');
    expect(body.error.data.detail).toMatch(/without --strict-replay/);
  });

  it('computed behaviours still answer (strict replay only turns synthesis off)', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir, strictReplay: true });
    const res = await post('/v4/{apiKey}/forex', rpc('forex_rates', { base: 'USD', quotes: ['GBP'] }));
    expect(res.headers.get('x-gw-source')).toBe('computed');
  });

  it('recorded requests are still replayed', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures, strictReplay: true });
    const f = fixtures.find((x) => x.surface === 'data-api' && x.operation === 'get-alkanes' && x.case === 'defaults-empty')!;
    expect((await post(f.request.path, f.request.body)).headers.get('x-gw-source')).toBe('recorded');
  });
});

describe('request log', () => {
  it('one entry per request: method, path with the key redacted, operation, status, source', async () => {
    const log: RequestLogEntry[] = [];
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures, onRequest: (e) => log.push(e) });
    await post('/v4/{apiKey}/get-alkanes', { limit: 50 });
    await post('/v4/{apiKey}/forex', rpc('forex_convert', { from: 'GBP', to: 'CHF', amount: '12.5' }));
    await post('/v4/wrong-key-123/forex', rpc('forex_status', {}));
    await fetch(`${mock.url}/v4/${KEY}/no-such-route?x=1`);
    const lines = log.map(formatRequestLog);
    expect(lines).toEqual([
      'POST /v4/***/get-alkanes get-alkanes 200 synthesized',
      'POST /v4/***/forex forex_convert 200 computed',
      'POST /v4/***/forex forex_status 401 computed', // a refused JSON-RPC request names its method
      'GET /v4/***/no-such-route?x=1 - 404 computed',
    ]);
    for (const l of lines) expect(l).not.toContain(KEY);
  });

  it('WebSocket upgrades too: 101 when the stream opens, the refusal status otherwise, keys redacted', async () => {
    const log: RequestLogEntry[] = [];
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures, onRequest: (e) => log.push(e) });
    const open = (path: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${mock!.wsUrl}${path}`);
        ws.on('open', () => {
          ws.close();
          resolve(101);
        });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('error', () => resolve(-1));
      });
    expect(await open(`/v4/${KEY}/ethereum/mempool/ws`)).toBe(101);
    expect(await open('/v4/wrong-key-123/ethereum/mempool/ws')).toBe(401);
    expect(await open(`/v4/${KEY}/no-such-stream`)).toBe(404);
    const lines = log.map(formatRequestLog);
    expect(lines).toEqual([
      'GET /v4/***/ethereum/mempool/ws stream 101 -',
      'GET /v4/***/ethereum/mempool/ws stream 401 -',
      'GET /v4/***/no-such-stream - 404 -',
    ]);
    for (const l of lines) expect(l).not.toContain(KEY);
  });
});

describe('recorded JSON-RPC answers: serialized once, the caller id spliced in', () => {
  it('single calls and a batch get the recorded answer with each caller id (number, string, null)', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures });
    const f = fixtures.find((x) => x.surface === 'forex' && x.operation === 'forex_rates' && x.case === 'usd-all')!;
    const params = (f.request.body as { params: unknown }).params;
    const recorded = f.response!.body as Record<string, unknown>;
    for (const id of [7, 'x-"quoted"', null, 0]) {
      const res = await post('/v4/{apiKey}/forex', rpc('forex_rates', params, id as never));
      expect(res.headers.get('x-gw-source')).toBe('recorded');
      expect(await res.json()).toEqual({ ...recorded, id });
    }
    const batch = (await (await post('/v4/{apiKey}/forex', [rpc('forex_rates', params, 1), rpc('forex_rates', params, 'two')])).json()) as unknown[];
    expect(batch).toEqual([
      { ...recorded, id: 1 },
      { ...recorded, id: 'two' },
    ]);
  });
});

// Issue 25: what `startMockGateway` does before it listens. Deciding which recordings are replayed (served.ts) judges
// only the recordings of a surface answered from state; every other recording is judged when it is first requested.

/** The surfaces with every request validator (REST input, JSON-RPC params) counting its calls by surface name. */
function countingSurfaces(): { surfaces: AnySurface[]; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const counted = (surface: string, v: Validator | undefined): Validator | undefined => {
    if (!v) return v;
    const w: Validator = (data) => {
      calls.set(surface, (calls.get(surface) ?? 0) + 1);
      const ok = v(data);
      w.errors = v.errors;
      return ok;
    };
    return w;
  };
  const wrap = <T extends { validators: object }>(entries: Record<string, T>, surface: string, key: 'input' | 'params') =>
    Object.fromEntries(
      Object.entries(entries).map(([name, e]) => [
        name,
        { ...e, validators: { ...e.validators, [key]: counted(surface, (e.validators as Record<string, Validator | undefined>)[key]) } },
      ]),
    );
  const wrapped = surfaces.map((s): AnySurface => {
    if (s.kind === 'rest') return { ...s, operations: wrap(s.operations, s.surface.name, 'input') as typeof s.operations };
    if (s.kind === 'rpc') return { ...s, methods: wrap(s.methods, s.surface.name, 'params') as typeof s.methods };
    return s;
  });
  return { surfaces: wrapped, calls };
}

describe('start-up judges only the recordings state may answer instead', () => {
  it('without a world: only the mempool recordings are judged at start; another recording is judged and replayed on its first request', async () => {
    const counting = countingSurfaces();
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir, surfaces: counting.surfaces });
    expect([...counting.calls.keys()]).toEqual(['mempool']);
    // The mempool state (seeded by its dataset) answers what its recordings asked.
    expect(mock.notServed.length).toBeGreaterThan(0);
    const byFile = new Map(fixtures.map((f) => [f.file, f]));
    for (const n of mock.notServed) expect(byFile.get(n.file)?.surface).toBe('mempool');
    const stateAnswers = byFile.get(mock.notServed[0]!.file)!;
    const fromState = await post(stateAnswers.request.path, stateAnswers.request.body);
    expect(fromState.headers.get('x-gw-source')).toBe('computed');

    const f = fixtures.find((x) => x.surface === 'data-api' && x.operation === 'get-alkanes' && x.case === 'defaults-empty')!;
    const res = await post(f.request.path, f.request.body);
    expect(res.headers.get('x-gw-source')).toBe('recorded');
    expect(await res.json()).toEqual(f.response!.body);
    expect(counting.calls.get('data-api')).toBeGreaterThan(0);
  });

  it('a recording the spec refuses, on a surface judged only on request, is still refused on its first request', async () => {
    const f = fixtures.find((x) => x.surface === 'data-api' && x.operation === 'get-bitcoin-market-chart' && !x.invalidRequest)!;
    const bad = {
      ...f,
      case: 'recorded-invalid',
      request: { ...f.request, body: { days: '2' } },
      response: { status: 200, headers: {}, body: { statusCode: 200, data: [] } },
    };
    const counting = countingSurfaces();
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [...fixtures, bad], datasetsRoot: fixturesDir, surfaces: counting.surfaces });
    expect(counting.calls.get('data-api')).toBeUndefined();
    const res = await post(bad.request.path, { days: '2' });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-gw-source')).toBe('computed');
    expect(await res.json()).toEqual({ statusCode: 400, error: 'Invalid request parameters' });
  });

  it('with a world: the recordings of the surfaces it answers are judged at start, and the world answers them', async () => {
    const counting = countingSurfaces();
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir, worldSeed: 1, surfaces: counting.surfaces });
    for (const s of ['mempool', 'btcusd', 'data-api', 'opi']) expect(counting.calls.get(s), s).toBeGreaterThan(0);
    expect(new Set(mock.notServed.map((n) => fixtures.find((f) => f.file === n.file)?.surface))).toContain('btcusd');
  });
});
