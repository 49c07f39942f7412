// Issue 25: what `startMockGateway` does before it listens. Deciding which recordings are replayed (served.ts) judges
// only the recordings of a surface answered from state; every other recording is judged when it is first requested.
import { type AnySurface, loadFixtures, surfaces } from '@gw/contract';
import { fixturesDir } from '@gw/fixtures';
import type { Validator } from '@gw/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { type MockGateway, startMockGateway } from '../src/index.js';

const KEY = 'gw-start-up-test-key';
const embedded = loadFixtures(fixturesDir, 'mainnet');

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

let mock: MockGateway | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

const post = (path: string, body: unknown) =>
  fetch(`${mock!.url}${path.replace('{apiKey}', KEY)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('start-up judges only the recordings state may answer instead', () => {
  it('without a world: only the mempool recordings are judged at start; another recording is judged and replayed on its first request', async () => {
    const counting = countingSurfaces();
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir, surfaces: counting.surfaces });
    expect([...counting.calls.keys()]).toEqual(['mempool']);
    // The mempool state (seeded by its dataset) answers what its recordings asked.
    expect(mock.notServed.length).toBeGreaterThan(0);
    const byFile = new Map(embedded.map((f) => [f.file, f]));
    for (const n of mock.notServed) expect(byFile.get(n.file)?.surface).toBe('mempool');
    const stateAnswers = byFile.get(mock.notServed[0]!.file)!;
    const fromState = await post(stateAnswers.request.path, stateAnswers.request.body);
    expect(fromState.headers.get('x-gw-source')).toBe('computed');

    const f = embedded.find((x) => x.surface === 'data-api' && x.operation === 'get-alkanes' && x.case === 'defaults-empty')!;
    const res = await post(f.request.path, f.request.body);
    expect(res.headers.get('x-gw-source')).toBe('recorded');
    expect(await res.json()).toEqual(f.response!.body);
    expect(counting.calls.get('data-api')).toBeGreaterThan(0);
  });

  it('a recording the spec refuses, on a surface judged only on request, is still refused on its first request', async () => {
    const f = embedded.find((x) => x.surface === 'data-api' && x.operation === 'get-bitcoin-market-chart' && !x.invalidRequest)!;
    const bad = {
      ...f,
      case: 'recorded-invalid',
      request: { ...f.request, body: { days: '2' } },
      response: { status: 200, headers: {}, body: { statusCode: 200, data: [] } },
    };
    const counting = countingSurfaces();
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [...embedded, bad], datasetsRoot: fixturesDir, surfaces: counting.surfaces });
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
    expect(new Set(mock.notServed.map((n) => embedded.find((f) => f.file === n.file)?.surface))).toContain('btcusd');
  });
});
