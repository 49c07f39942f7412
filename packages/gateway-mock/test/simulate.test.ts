// Fault simulation on request (issue 12 item 4): `x-gw-simulate` answers each fault as documented, raw and through the clients.
import { createDataApiClient } from '@gw/data-api';
import { createEthMempoolClient, createEthMempoolStream } from '@gw/eth-mempool';
import { fixturesDir } from '@gw/fixtures';
import { AdminRequiredError, AuthUnavailableError, createGateway, InvalidApiKeyError, NetworkError, RateLimitedError, TimeoutError } from '@gw/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type MockGateway, startMockGateway } from '../src/server.js';
import { parseFault } from '../src/simulate.js';
import { record, until } from './eth-records.js';

const KEY = 'simulate-test-key-0123';
const REST = `/v4/${KEY}/address/bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297/balances`;
const RPC = `/v4/${KEY}/ethereum/mempool`;
const RECENT = JSON.stringify({ jsonrpc: '2.0', method: 'mempool_recent', params: { limit: 4 }, id: 7 });

let g: MockGateway;
beforeAll(async () => {
  g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir, log: () => {} });
});
afterAll(() => g.close());

const raw = (path: string, fault: string | undefined, init: RequestInit = {}) =>
  fetch(g.url + path, { ...init, headers: { ...(init.headers ?? {}), ...(fault ? { 'x-gw-simulate': fault } : {}) } });
const post = (fault?: string) => raw(RPC, fault, { method: 'POST', headers: { 'content-type': 'application/json' }, body: RECENT });
/** A gateway object whose every request carries the fault header. */
const gwWith = (fault: string, timeoutMs = 10_000) =>
  createGateway({
    baseUrl: g.url,
    auth: { mode: 'path', apiKey: KEY },
    timeoutMs,
    maxRetries: 0, // each fault as the first answer shows it (retries: packages/runtime/test/retry.test.ts)
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-gw-simulate', fault);
      return fetch(input, { ...init, headers });
    },
  });
const balances = (fault: string, timeoutMs?: number) =>
  createDataApiClient(gwWith(fault, timeoutMs)).addressBalances({ address: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297' } as never);

describe('x-gw-simulate over raw HTTP', () => {
  it('rate-limit: 429 with X-RateLimit-* (Remaining 0) and Retry-After; JSON-RPC -32000 echoing the id, REST a failure envelope', async () => {
    const r = await post('rate-limit');
    expect(r.status).toBe(429);
    expect(r.headers.get('x-ratelimit-limit')).toBe('60');
    expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(r.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Math.floor(Date.now() / 1000));
    expect(r.headers.get('retry-after')).toBe('45');
    expect(await r.json()).toEqual({ jsonrpc: '2.0', error: { code: -32000, message: 'Rate limit exceeded. Try again in 45 seconds.' }, id: 7 });
    const rest = await raw(REST, 'rate-limit');
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toBe('45');
    expect(await rest.json()).toEqual({ error: 'Rate limit exceeded. Try again in 45 seconds.' }); // envelope none: {error}
    const enveloped = await raw(`/v4/${KEY}/get-alkanes`, 'rate-limit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(enveloped.status).toBe(429);
    expect(await enveloped.json()).toEqual({ statusCode: 429, error: 'Rate limit exceeded. Try again in 45 seconds.' });
    const opi = await raw('/v4/opi/v1/brc20/db_version', 'rate-limit');
    expect([opi.status, await opi.json()]).toEqual([429, { error: 'Rate limit exceeded. Try again in 45 seconds.', result: null }]);
  });

  it('auth-unavailable 503, admin-required 403, invalid-key 401 with the documented bodies', async () => {
    const a = await raw(REST, 'auth-unavailable');
    expect([a.status, await a.json()]).toEqual([503, { code: 'AUTH_UNAVAILABLE' }]);
    const b = await post('admin-required');
    expect([b.status, await b.json()]).toEqual([403, { error: 'admin key required' }]);
    const c = await raw(REST, 'invalid-key');
    expect([c.status, await c.json()]).toEqual([401, { code: 'INVALID_API_KEY' }]);
  });

  it('slow:<ms> answers normally after the delay; the delay is capped at 30000 ms', async () => {
    const r = await raw(REST, 'slow:20');
    expect(r.status).toBe(200);
    expect(((await r.json()) as { data: { address: string } }).data.address).toMatch(/^bc1p5d7/);
    expect(parseFault('slow:999999')).toEqual({ kind: 'latency', dist: 'fixed', a: 30_000, b: 30_000 });
  });

  it('drop destroys the connection without an answer', async () => {
    await expect(raw(REST, 'drop')).rejects.toThrow();
    await expect(post('drop')).rejects.toThrow();
  });

  it('an unknown fault is a 400 naming the accepted ones; no header answers normally', async () => {
    const r = await raw(REST, 'explode');
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: string }).error).toMatch(/rate-limit, auth-unavailable/);
    expect((await raw(REST, undefined)).status).toBe(200);
    const s = await raw(REST, 'reset');
    expect(s.status).toBe(400);
  });
});

describe('x-gw-simulate from a browser', () => {
  it('the CORS preflight of a registered origin allows the x-gw-simulate header', async () => {
    const origin = 'http://app.localhost:5173';
    const c = await startMockGateway({ network: 'mainnet', apiKey: KEY, origins: [origin], fixtures: [], log: () => {} });
    try {
      const r = await fetch(`${c.url}/v4/jsonrpc`, { method: 'OPTIONS', headers: { origin, 'access-control-request-headers': 'x-gw-simulate' } });
      expect(r.status).toBe(204);
      expect(r.headers.get('access-control-allow-headers')?.split(/,\s*/)).toContain('x-gw-simulate');
    } finally {
      await c.close();
    }
  });
});

describe('x-gw-simulate through the generated clients', () => {
  it('maps each fault to its typed error', async () => {
    await expect(balances('rate-limit')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(balances('auth-unavailable')).rejects.toBeInstanceOf(AuthUnavailableError);
    await expect(balances('admin-required')).rejects.toBeInstanceOf(AdminRequiredError);
    await expect(balances('invalid-key')).rejects.toBeInstanceOf(InvalidApiKeyError);
    await expect(balances('slow:2000', 50)).rejects.toBeInstanceOf(TimeoutError);
    await expect(balances('drop')).rejects.toBeInstanceOf(NetworkError);
    expect((await balances('slow:10')).data).toBeTruthy();
  });

  it('a JSON-RPC rate limit (HTTP 429, -32000) is the same RateLimitedError, carrying the headers and the JSON-RPC error', async () => {
    const err = await createEthMempoolClient(gwWith('rate-limit'))
      .mempoolRecent({ limit: 4 })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(RateLimitedError);
    const f = err as RateLimitedError;
    expect(f.status).toBe(429);
    expect(f.rpcError?.code).toBe(-32000);
    expect([f.limit, f.remaining, f.retryAfter]).toEqual([60, 0, 45]);
  });
});

describe('x-gw-simulate on the WebSocket stream', () => {
  const streamGateway = () =>
    startMockGateway({
      network: 'mainnet',
      apiKey: KEY,
      log: () => {},
      fixtures: [
        {
          file: 'x',
          provenance: { kind: 'authored', from: 'test', date: '2026-11-23' },
          network: 'mainnet',
          surface: 'eth-mempool-stream',
          operation: 'stream',
          case: 'x',
          compare: 'exact',
          auth: 'path',
          request: { method: 'GET', path: '/v4/{apiKey}/ethereum/mempool/ws' },
          frames: [
            { instance: 'inst-1', seq: 0 },
            { record: record(1), seq: 1 },
            { record: record(2), seq: 2 },
          ],
        },
      ],
    });

  it.each([
    ['reset', 'reset', { reason: 'simulated reset (x-gw-simulate)', action: 'resync' }],
    ['seq-gap', 'gap', { seq: 4 }],
  ])('%s: the raw frame, then the eth-mempool stream client resyncs (%s)', async (fault, reason, frame) => {
    const s = await streamGateway();
    try {
      const got: unknown[] = [];
      const ws = new WebSocket(`${s.wsUrl}/v4/${KEY}/ethereum/mempool/ws`, { headers: { 'x-gw-simulate': fault } });
      ws.on('message', (d) => got.push(JSON.parse(String(d))));
      await new Promise((r) => ws.on('open', r));
      ws.send(JSON.stringify({ op: 'subscribe', channels: ['tx', 'block'] }));
      await until(() => got.length === 4);
      expect(got[3]).toMatchObject(frame);
      ws.close();

      const resyncs: string[] = [];
      let fetched = 0;
      const stream = createEthMempoolStream({
        url: `${s.wsUrl}/v4/${KEY}/ethereum/mempool/ws?gw-simulate=${fault}`,
        fetchRecent: async () => {
          fetched++;
          return { entries: [record(2), record(1)], seq: 2 };
        },
        onResync: (i) => resyncs.push(i.reason),
        pingIntervalMs: 0,
        syncOnStart: false,
      });
      try {
        await until(() => resyncs.includes(reason) && fetched > 0);
      } finally {
        stream.close();
      }
    } finally {
      await s.close();
    }
  });
});
