// Retries: what is retried, how long the client waits (with a fake clock: no test waits), what is never retried.
import { describe, expect, it } from 'vitest';
import {
  AbortedError,
  AdminRequiredError,
  AuthUnavailableError,
  createGateway,
  type Exchange,
  GatewayConfigError,
  InvalidApiKeyError,
  JsonRpcFailure,
  RateLimitedError,
  RequestValidationError,
  RestFailure,
  type RestOperation,
  RETRY_POLICY,
  type RetryClock,
  restCall,
  rpcBatch,
  rpcCall,
  type SurfaceMeta,
} from '../src/index.js';
import { anyAnswer, dataApiSurface, fakeFetch, priceOperation, type Seen } from './fake-fetch.js';

const KEY = 'sk-retry-0123456789';
const surface = dataApiSurface;
const op = priceOperation;
const validators = anyAnswer;
const ok = { body: { statusCode: 200, data: { bitcoin: { usd: 1 } } } };

/** A clock whose sleeps return at once and are written down; `random` fixed so the jitter is known. */
function fakeClock(random = 0, now = 1_795_392_000_000) {
  const slept: number[] = [];
  const clock: RetryClock = {
    now: () => now,
    random: () => random,
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw signal.reason;
      slept.push(ms);
    },
  };
  return { clock, slept };
}

/** A fetch answering from a script, one answer per request (the last one repeats). */
function scripted(...answers: Array<{ status?: number; body: unknown; headers?: Record<string, string> }>) {
  let n = 0;
  return fakeFetch(() => answers[Math.min(n++, answers.length - 1)]!);
}

const gateway = (f: typeof fetch, clock: RetryClock, more: Record<string, unknown> = {}) =>
  createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f, clock, ...more });

const limited = (headers: Record<string, string>) => ({ status: 429, body: { statusCode: 429, error: 'slow down' }, headers });

describe('retries', () => {
  it('429 then 200: two requests, waiting what Retry-After says; each attempt reaches onExchange', async () => {
    const f = scripted(limited({ 'retry-after': '45' }), ok);
    const { clock, slept } = fakeClock();
    const seen: Exchange[] = [];
    const r = await restCall(gateway(f.fetch, clock, { onExchange: (x: Exchange) => seen.push(x) }), surface, op, validators, {});
    expect(r.data).toEqual({ bitcoin: { usd: 1 } });
    expect(f.calls).toHaveLength(2);
    expect(slept).toEqual([45_000]);
    expect(seen.map((x) => [x.response.status, x.attempt])).toEqual([
      [429, undefined],
      [200, 1],
    ]);
  });

  it('Retry-After as an HTTP date, and X-RateLimit-Reset when there is no Retry-After', async () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const { clock, slept } = fakeClock(0, now);
    const dated = scripted(limited({ 'retry-after': 'Tue, 24 Nov 2026 12:00:30 GMT' }), ok);
    await restCall(gateway(dated.fetch, clock), surface, op, validators, {});
    const reset = scripted(limited({ 'x-ratelimit-reset': String(now / 1000 + 12) }), ok);
    await restCall(gateway(reset.fetch, clock), surface, op, validators, {});
    expect(slept).toEqual([30_000, 12_000]);
  });

  it('maxRetries: 0 (gateway or call) throws the RateLimitedError at once, with every number of the answer', async () => {
    const headers = { 'retry-after': '45', 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1795392045' };
    for (const [gwOpts, callOpts] of [
      [{ maxRetries: 0 }, {}],
      [{}, { maxRetries: 0 }],
    ] as const) {
      const f = scripted(limited(headers), ok);
      const { clock, slept } = fakeClock();
      const e = await restCall(gateway(f.fetch, clock, gwOpts), surface, op, validators, {}, callOpts).catch((x) => x);
      expect(e).toBeInstanceOf(RateLimitedError);
      expect([e.retryAfter, e.limit, e.remaining, e.reset]).toEqual([45, 60, 0, 1795392045]);
      expect(f.calls).toHaveLength(1);
      expect(slept).toEqual([]);
    }
  });

  it('502, 503, 504, a timeout and a connection failure are retried with exponential backoff and jitter, capped', async () => {
    const f = scripted({ status: 502, body: 'bad gateway' }, { status: 503, body: 'unavailable' }, { status: 504, body: 'timeout' }, ok);
    const { clock, slept } = fakeClock(0.5);
    await restCall(gateway(f.fetch, clock, { maxRetries: 3 }), surface, op, validators, {});
    // 500 ms doubling, each with 0.25 × 0.5 taken off.
    expect(slept).toEqual([437.5, 875, 1750].map(Math.round));
    let calls = 0;
    const failing = (async () => {
      calls++;
      if (calls < 3) throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
      return new Response(JSON.stringify(ok.body), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const c2 = fakeClock();
    await restCall(gateway(failing, c2.clock), surface, op, validators, {});
    expect(calls).toBe(3);
    expect(c2.slept).toEqual([500, 1000]);
    const hang = (async (_u: unknown, init?: RequestInit) =>
      new Promise((_r, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const c3 = fakeClock();
    const e = await restCall(gateway(hang, c3.clock, { timeoutMs: 5 }), surface, op, validators, {}).catch((x) => x);
    expect(e.name).toBe('TimeoutError');
    expect(c3.slept).toHaveLength(2);
    // the cap
    const many = scripted({ status: 503, body: 'x' });
    const c4 = fakeClock();
    await restCall(gateway(many.fetch, c4.clock, { maxRetries: 8 }), surface, op, validators, {}).catch(() => {});
    expect(Math.max(...c4.slept)).toBe(RETRY_POLICY.maxDelayMs);
  });

  it('never retried: 503 AUTH_UNAVAILABLE, 401, 403, a 4xx answer, an admin operation', async () => {
    const cases: Array<[{ status: number; body: unknown }, unknown, RestOperation?]> = [
      [{ status: 503, body: { code: 'AUTH_UNAVAILABLE' } }, AuthUnavailableError],
      [{ status: 401, body: { code: 'INVALID_API_KEY' } }, InvalidApiKeyError],
      [{ status: 403, body: { error: 'admin' } }, AdminRequiredError],
      [{ status: 400, body: { statusCode: 400, error: 'Invalid request parameters' } }, RestFailure],
      [{ status: 503, body: 'down' }, Error, { ...op, name: 'observe', path: '/mempool/observe', admin: true }],
    ];
    for (const [answer, type, operation] of cases) {
      const f = scripted(answer, ok);
      const { clock, slept } = fakeClock();
      const e = await restCall(gateway(f.fetch, clock), surface, operation ?? op, validators, {}).catch((x) => x);
      expect(e).toBeInstanceOf(type as never);
      expect(f.calls, `${answer.status} ${JSON.stringify(answer.body)}`).toHaveLength(1);
      expect(slept).toEqual([]);
    }
  });

  it('a server asking to wait longer than the cap is not waited for: the error comes at once', async () => {
    const f = scripted(limited({ 'retry-after': String(RETRY_POLICY.maxServerWaitMs / 1000 + 1) }), ok);
    const { clock, slept } = fakeClock();
    const e = await restCall(gateway(f.fetch, clock), surface, op, validators, {}).catch((x) => x);
    expect(e).toBeInstanceOf(RateLimitedError);
    expect(f.calls).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  it("the caller's signal cuts a wait short: AbortedError with the reason, nothing more is sent", async () => {
    const f = scripted(limited({ 'retry-after': '45' }), ok);
    const ac = new AbortController();
    const clock: RetryClock = {
      now: () => 0,
      random: () => 0,
      sleep: (_ms, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason));
          ac.abort(new Error('user left'));
        }),
    };
    const e = await restCall(gateway(f.fetch, clock), surface, op, validators, {}, { signal: ac.signal }).catch((x) => x);
    expect(e).toBeInstanceOf(AbortedError);
    expect((e.cause as Error).message).toBe('user left');
    expect(f.calls).toHaveLength(1);
  });

  it('a bad maxRetries is refused: by createGateway, or per call before anything is sent', async () => {
    const f = scripted(ok);
    expect(() => gateway(f.fetch, fakeClock().clock, { maxRetries: -1 })).toThrow(GatewayConfigError);
    const e = await restCall(gateway(f.fetch, fakeClock().clock), surface, op, validators, {}, { maxRetries: 1.5 }).catch((x) => x);
    expect(e).toBeInstanceOf(RequestValidationError);
    expect(f.calls).toHaveLength(0);
  });
});

describe('one rate-limit error on JSON-RPC', () => {
  const rpcSurface = (name: string, rateLimitCode?: number): SurfaceMeta => ({
    name,
    networks: ['mainnet'],
    auth: ['path'],
    mounts: { path: `/v4/{apiKey}/${name}` },
    ...(rateLimitCode !== undefined ? { rateLimitCode } : {}),
  });
  const call = { method: { name: 'm', paramStructure: 'by-name' as const, paramsOptional: true }, validators: {}, params: {} };
  const failure = (r: Seen, code: number, status = 200, headers: Record<string, string> = {}) => ({
    status,
    headers,
    body: { jsonrpc: '2.0', error: { code, message: code === -32000 ? 'Rate limit exceeded. Try again in 45 seconds.' : 'x' }, id: JSON.parse(r.body!).id },
  });

  it('HTTP 429 with a JSON-RPC -32000 body is a RateLimitedError on every surface (mempool too), and is retried', async () => {
    for (const name of ['jsonrpc', 'mempool', 'forex']) {
      let n = 0;
      const f = fakeFetch((r) =>
        n++ % 2 === 0 ? failure(r, -32000, 429, { 'retry-after': '45' }) : { body: { jsonrpc: '2.0', result: 7, id: JSON.parse(r.body!).id } },
      );
      const { clock, slept } = fakeClock();
      const once = await rpcCall(gateway(f.fetch, clock, { maxRetries: 0 }), rpcSurface(name), call).catch((x) => x);
      expect(once, name).toBeInstanceOf(RateLimitedError);
      expect(once.rpcError).toEqual({ code: -32000, message: 'Rate limit exceeded. Try again in 45 seconds.' });
      n = 0;
      const r = await rpcCall(gateway(f.fetch, clock), rpcSurface(name), call);
      expect(r.data).toBe(7);
      expect(slept).toEqual([45_000]);
    }
  });

  it('HTTP 429 answering a batch with one error object (or a plain body) is the rate limit of the batch, retried', async () => {
    for (const body of [{ jsonrpc: '2.0', error: { code: -32000, message: 'Rate limit exceeded.' }, id: null }, { error: 'slow down' }]) {
      let n = 0;
      const f = fakeFetch((r) =>
        n++ === 0
          ? { status: 429, headers: { 'retry-after': '3' }, body }
          : { body: (JSON.parse(r.body!) as Array<{ id: number }>).map(({ id }) => ({ jsonrpc: '2.0', result: id, id })) },
      );
      const { clock, slept } = fakeClock();
      const once = await rpcBatch(gateway(f.fetch, clock, { maxRetries: 0 }), rpcSurface('mempool'), [call, call]).catch((x) => x);
      expect(once).toBeInstanceOf(RateLimitedError);
      expect(once.retryAfter).toBe(3);
      n = 0;
      const r = await rpcBatch(gateway(f.fetch, clock), rpcSurface('mempool'), [call, call]);
      expect(r.data.map((d) => d.ok)).toEqual([true, true]);
      expect(slept).toEqual([3_000]);
    }
  });

  it('-32000 with HTTP 200 is a rate limit where the surface says so (the main endpoint), retried', async () => {
    let n = 0;
    const f = fakeFetch((r) => (n++ === 0 ? failure(r, -32000) : { body: { jsonrpc: '2.0', result: 1, id: JSON.parse(r.body!).id } }));
    const { clock, slept } = fakeClock();
    const r = await rpcCall(gateway(f.fetch, clock), rpcSurface('jsonrpc', -32000), call);
    expect(r.data).toBe(1);
    expect(f.calls).toHaveLength(2);
    expect(slept).toEqual([500]);
  });

  it('on the mempool endpoints -32000 means "not in the mempool": a JsonRpcFailure, sent once', async () => {
    const f = fakeFetch((r) => failure(r, -32000));
    const { clock, slept } = fakeClock();
    const e = await rpcCall(gateway(f.fetch, clock), rpcSurface('mempool'), call).catch((x) => x);
    expect(e).toBeInstanceOf(JsonRpcFailure);
    expect(e).not.toBeInstanceOf(RateLimitedError);
    expect(e.code).toBe(-32000);
    expect(f.calls).toHaveLength(1);
    expect(slept).toEqual([]);
  });
});
