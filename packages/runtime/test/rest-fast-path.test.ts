// restCall parses a 2xx answer once and builds its URL without a URL object per call (issue 15, client benchmark):
// these pin what must not change with that — the typed refusals, the redaction of an echoed key, the URL's spelling —
// and httpExchange's one-timer timeout.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminRequiredError,
  createGateway,
  endpointFor,
  GatewayConfigError,
  type Exchange,
  HttpError,
  InvalidApiKeyError,
  type Middleware,
  RateLimitedError,
  ResponseValidationError,
  type ResponseIssue,
  restCall,
  type RestOperation,
  rpcCall,
  type SurfaceMeta,
  TimeoutError,
  type Validator,
} from '../src/index.js';
import { fakeFetch, priceOperation } from './fake-fetch.js';

const KEY = 'sk-test-0123456789abcdef';
const surface: SurfaceMeta = {
  name: 'data-api',
  networks: ['mainnet'],
  auth: ['path', 'header', 'cors', 'alias', 'none'],
  mounts: { path: '/v4/{apiKey}', open: '/v4/api' },
};
const op = priceOperation;
const anything: Validator = () => true;
const usdNumber: Validator = Object.assign((d: unknown) => typeof (d as any)?.data?.bitcoin?.usd === 'number', {
  errors: [{ instancePath: '/data/bitcoin/usd', message: 'must be number' }],
});
// The generated data-api operations carry a 401 response validator: a refusal must still win over it.
const withRefusalSchemas = { responses: { 200: anything, 401: anything, 403: anything, 429: anything, 503: anything, default: anything } };

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('restCall: gateway refusals stay typed', () => {
  it('401 INVALID_API_KEY, 403 and 429 (with Retry-After) are typed even when the operation has a schema for them', async () => {
    for (const [status, body, headers, cls] of [
      [401, { code: 'INVALID_API_KEY' }, {}, InvalidApiKeyError],
      [403, { error: 'admin only' }, {}, AdminRequiredError],
      [429, { error: 'slow down' }, { 'retry-after': '7' }, RateLimitedError],
    ] as const) {
      const f = fakeFetch(() => ({ status, body, headers: headers as Record<string, string> }));
      for (const mode of ['header', 'path'] as const) {
        // No retries: the typing is tested here (a 429 would be waited out twice, 7 s each; retries: retry.test.ts).
        const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode, apiKey: KEY }, fetch: f.fetch, maxRetries: 0 });
        const e = await restCall(gw, surface, op, withRefusalSchemas, {}).catch((x) => x);
        expect(e).toBeInstanceOf(cls);
        expect(e.status).toBe(status);
        expect(e.message).not.toContain(KEY);
        if (status === 429) expect(e.retryAfter).toBe(7);
      }
    }
  });

  it('a 401 without INVALID_API_KEY is not a refusal; a 2xx body with code INVALID_API_KEY is an answer', async () => {
    const f401 = fakeFetch(() => ({ status: 401, body: { statusCode: 401, error: 'token expired' } }));
    const gw401 = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f401.fetch });
    const e = await restCall(gw401, surface, op, withRefusalSchemas, {}).catch((x) => x);
    expect(e.name).toBe('RestFailure');
    expect(e).toMatchObject({ statusCode: 401, error: 'token expired', status: 401 });

    const f200 = fakeFetch(() => ({ body: { statusCode: 200, data: { code: 'INVALID_API_KEY' } } }));
    const gw200 = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f200.fetch });
    expect((await restCall(gw200, surface, op, withRefusalSchemas, {})).data).toEqual({ code: 'INVALID_API_KEY' });
  });

  it('a 401 text body is an HttpError, redacted', async () => {
    const f = fakeFetch(() => ({ status: 401, body: `no key ${KEY}` }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f.fetch });
    const e = await restCall(gw, surface, op, { responses: { 200: anything } }, {}).catch((x) => x);
    expect(e).toBeInstanceOf(HttpError);
    expect(`${e.message} ${e.bodyText}`).not.toContain(KEY);
  });
});

describe('restCall: a 2xx answer is parsed once', () => {
  it('one JSON.parse per successful call (no recording)', async () => {
    const f = fakeFetch(() => ({ body: { statusCode: 200, data: { bitcoin: { usd: 97500.25 } } } }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'header', apiKey: KEY }, fetch: f.fetch });
    const parse = vi.spyOn(JSON, 'parse');
    const r = await restCall(gw, surface, op, { responses: { 200: usdNumber } }, {});
    expect(r.data).toEqual({ bitcoin: { usd: 97500.25 } });
    expect(parse).toHaveBeenCalledTimes(1);
  });
});

describe('restCall: a 2xx body that echoes the key', () => {
  const echoing = () => fakeFetch((r) => ({ body: { statusCode: 200, data: { bitcoin: { usd: `${KEY} at ${r.url}` } } } }));

  it('reaches no ResponseValidationError, onIssue report or onExchange recording unredacted; the data comes back as sent', async () => {
    for (const mode of ['path', 'header'] as const) {
      const seen: Exchange[] = [];
      const gw = createGateway({
        baseUrl: 'https://gw.invalid',
        auth: { mode, apiKey: KEY },
        fetch: echoing().fetch,
        onExchange: (x) => seen.push(x),
      });
      const e = await restCall(gw, surface, op, { responses: { 200: usdNumber } }, {}).catch((x) => x);
      expect(e).toBeInstanceOf(ResponseValidationError);
      expect(JSON.stringify(e.body)).toContain('***');
      expect(`${e.message} ${JSON.stringify(e.body)} ${e.url ?? ''}`).not.toContain(KEY);
      expect(seen).toHaveLength(1);
      expect(JSON.stringify(seen)).not.toContain(KEY);
      expect(JSON.stringify(seen[0]!.response.body)).toContain('{apiKey}');

      const issues: ResponseIssue[] = [];
      const gwr = createGateway({
        baseUrl: 'https://gw.invalid',
        auth: { mode, apiKey: KEY },
        fetch: echoing().fetch,
        responseValidation: 'report',
        onIssue: (i) => issues.push(i),
      });
      const r = await restCall(gwr, surface, op, { responses: { 200: usdNumber } }, {});
      expect((r.data as { bitcoin: { usd: string } }).bitcoin.usd).toMatch(`${KEY} at https://gw.invalid/v4/`); // the caller's data, as sent
      expect(issues).toHaveLength(1);
      expect(JSON.stringify(issues[0]!.body)).toContain('***');
      expect(JSON.stringify(issues[0]!.body)).not.toContain(KEY);
    }
  });
});

describe('restCall: the request URL is spelled as new URL spells it', () => {
  const cases: Array<[string, RestOperation, Record<string, unknown>]> = [
    ['https://gw.invalid', op, {}],
    ['https://GW.Invalid:443/base', op, {}],
    ['http://gw.invalid:80', op, {}],
    ['http://127.0.0.1:8080/a/../b', op, {}],
    ['https://gw.invalid/sp ace', op, {}],
    [
      'https://gw.invalid',
      { ...op, name: 'order', method: 'GET', path: '/order/{source}/{id}', pathParams: ['source', 'id'], body: null },
      { source: '..', id: 'a b/c' },
    ],
    [
      'https://gw.invalid',
      { ...op, name: 'order', method: 'GET', path: '/order/{source}/{id}', pathParams: ['source', 'id'], body: null },
      { source: '.', id: '%2e' },
    ],
    [
      'https://gw.invalid',
      { ...op, name: 'order', method: 'GET', path: '/order/{source}/{id}', pathParams: ['source', 'id'], body: null },
      { source: 'x', id: "A-z_0.9~!*'()" },
    ],
    [
      'https://gw.invalid',
      { ...op, name: 'holders', method: 'GET', path: '/holders', queryParams: ['ticker', 'page'], body: null },
      { ticker: 'or di', page: 2 },
    ],
    ['https://gw.invalid', { ...op, name: 'holders', method: 'GET', path: '/holders', queryParams: ['ticker'], body: null }, {}],
  ];
  it('for every auth mode, twice (the second from the per-gateway cache)', async () => {
    for (const [baseUrl, o, input] of cases) {
      for (const auth of [{ mode: 'path', apiKey: 'k y/1' }, { mode: 'header', apiKey: KEY }, { mode: 'none' }] as const) {
        const f = fakeFetch(() => ({ body: { statusCode: 200, data: {} } }));
        const gw = createGateway({ baseUrl, auth, fetch: f.fetch });
        await restCall(gw, surface, o, { responses: { 200: anything } }, input);
        await restCall(gw, surface, o, { responses: { 200: anything } }, input);
        const mount = auth.mode === 'path' ? `/v4/${encodeURIComponent(auth.apiKey)}` : '/v4/api';
        const path = o.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(String(input[n])));
        const want = new URL(baseUrl.replace(/\/+$/, '') + mount + path);
        for (const q of o.queryParams) if (input[q] !== undefined) want.searchParams.set(q, String(input[q]));
        expect(f.calls.map((c) => c.url)).toEqual([want.toString(), want.toString()]);
      }
    }
  });
});

describe('restCall: the target of a call without path parameters or query is built once per gateway', () => {
  it("one call's headers, a middleware's change or another gateway never reach the next call", async () => {
    const f = fakeFetch(() => ({ body: { statusCode: 200, data: {} } }));
    const tag: Middleware = { onRequest: ({ request }) => ({ ...request, headers: { ...request.headers, 'x-mw': '1' } }) };
    const plain = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'header', apiKey: KEY }, fetch: f.fetch });
    const other = createGateway({ baseUrl: 'https://other.invalid/base', auth: { mode: 'path', apiKey: 'k2' }, fetch: f.fetch, middleware: [tag] });
    await restCall(plain, surface, op, { responses: { 200: anything } }, {}, { headers: { 'x-call': 'a' } });
    await restCall(other, surface, op, { responses: { 200: anything } }, {});
    await restCall(plain, surface, op, { responses: { 200: anything } }, {});
    expect(f.calls.map((c) => [c.url, Object.keys(c.headers).sort().join(',')])).toEqual([
      ['https://gw.invalid/v4/api/get-bitcoin-price', 'content-type,x-call,x-service-api-key'],
      ['https://other.invalid/base/v4/k2/get-bitcoin-price', 'content-type,x-mw'],
      ['https://gw.invalid/v4/api/get-bitcoin-price', 'content-type,x-service-api-key'],
    ]);
    // JSON-RPC: the same, per surface (the answer here is no JSON-RPC response: only the requests matter).
    const forex = { ...surface, mounts: { path: '/v4/{apiKey}/forex' } };
    const rates = { method: { name: 'forex_rates', paramStructure: 'by-name', paramsOptional: true }, validators: {}, params: {} } as const;
    const rpcGw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: 'k3' }, fetch: f.fetch, maxRetries: 0 });
    await rpcCall(rpcGw, forex, rates, { headers: { 'x-call': 'b' } }).catch(() => {});
    await rpcCall(rpcGw, forex, rates).catch(() => {});
    expect(f.calls.slice(3).map((c) => [c.url, Object.keys(c.headers).sort().join(',')])).toEqual([
      ['https://gw.invalid/v4/k3/forex', 'content-type,x-call'],
      ['https://gw.invalid/v4/k3/forex', 'content-type'],
    ]);
  });
});

describe('httpExchange: a deadline per exchange', () => {
  const hang = (async (_u: unknown, init?: RequestInit) =>
    new Promise((_r, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;

  it('a timeout aborts the fetch with a TimeoutError DOMException and raises the typed TimeoutError', async () => {
    let reason: unknown;
    const f = (async (u: string, init?: RequestInit) => {
      init?.signal?.addEventListener('abort', () => (reason = init.signal!.reason));
      return hang(u, init);
    }) as typeof fetch;
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f, timeoutMs: 30, maxRetries: 0 });
    const e = await restCall(gw, surface, op, { responses: {} }, {}).catch((x) => x);
    expect(e).toBeInstanceOf(TimeoutError);
    expect(e.message).toContain('no answer within 30 ms');
    expect(e.url).toBe('https://gw.invalid/v4/***/get-bitcoin-price');
    expect(reason).toBeInstanceOf(DOMException);
    expect((reason as DOMException).name).toBe('TimeoutError');
  });

  it('a timeout while the body is read is a TimeoutError too', async () => {
    const slowBody = (async (_u: unknown, init?: RequestInit) => {
      const body = new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode('{"statusCode":200,'));
          init?.signal?.addEventListener('abort', () => c.error(init.signal!.reason));
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: slowBody, timeoutMs: 30, maxRetries: 0 });
    await expect(restCall(gw, surface, op, { responses: { 200: anything } }, {})).rejects.toBeInstanceOf(TimeoutError);
  });

  it("the caller's signal still wins, also with a per-call timeout", async () => {
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: hang, timeoutMs: 30, maxRetries: 0 });
    const ac = new AbortController();
    const p = rpcCall(
      gw,
      { ...surface, mounts: { path: '/v4/{apiKey}/forex' } },
      { method: { name: 'forex_rates', paramStructure: 'by-name', paramsOptional: true }, validators: {}, params: {} },
      { signal: ac.signal, timeoutMs: 10_000 },
    );
    ac.abort(new Error('stopped by caller'));
    await expect(p).rejects.toThrow('stopped by caller');
    const ac2 = new AbortController();
    await expect(restCall(gw, surface, op, { responses: {} }, {}, { signal: ac2.signal, timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('a finished exchange, answered or failed, is never aborted, and exchanges leave no timer per call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const signals: AbortSignal[] = [];
    const seen = (f: typeof fetch) => (async (u: string, init?: RequestInit) => (signals.push(init!.signal!), f(u, init))) as typeof fetch;
    const ok = fakeFetch(() => ({ body: { statusCode: 200, data: {} } }));
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const timeoutMs = 4321; // a length no other test uses: its own queue
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: seen(ok.fetch), timeoutMs });
    for (let i = 0; i < 20; i++) await restCall(gw, surface, op, { responses: { 200: anything } }, {});
    const gw2 = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: seen(failing), maxRetries: 0, timeoutMs });
    await expect(restCall(gw2, surface, op, { responses: { 200: anything } }, {})).rejects.toMatchObject({ name: 'NetworkError' });
    expect(signals).toHaveLength(21);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(timeoutMs + 1000);
    expect(signals.filter((s) => s.aborted)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a timeout no timer can hold is refused as before (AbortSignal.timeout decides)', async () => {
    const ok = fakeFetch(() => ({ body: { statusCode: 200, data: {} } }));
    for (const timeoutMs of [-1, 1.5, Number.NaN]) {
      const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: ok.fetch, timeoutMs });
      const e = await restCall(gw, surface, op, { responses: { 200: anything } }, {}).catch((x) => x);
      expect(e).toBeInstanceOf(RangeError);
    }
    expect(ok.calls).toHaveLength(0);
  });
});

describe('endpointFor: mount templates', () => {
  const reorg: SurfaceMeta = {
    name: 'reorg',
    networks: ['mainnet'],
    auth: ['path', 'alias', 'none'],
    mounts: { path: '/v4/{apiKey}/reorg/{n}', open: '/v4/reorg/{n}' },
  };
  it('fills mount parameters (URL-encoded) in every mode, refuses a missing one, leaves key-only templates alone', () => {
    const path = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: 'k/1' } });
    expect(endpointFor(path, reorg, { n: '3 4' }).url).toBe('https://gw.invalid/v4/k%2F1/reorg/3%204');
    expect(endpointFor(path, reorg, { n: '5' }).url).toBe('https://gw.invalid/v4/k%2F1/reorg/5');
    expect(() => endpointFor(path, reorg)).toThrow(GatewayConfigError);
    expect(() => endpointFor(path, reorg)).toThrow('reorg: mount parameter n is required');
    const alias = createGateway({ baseUrl: 'https://gw.invalid', aliasBaseUrl: 'https://a.invalid', auth: { mode: 'alias', alias: 'shop' } });
    expect(endpointFor(alias, reorg, { n: '2' }).url).toBe('https://a.invalid/v4/shop/reorg/2');
    expect(endpointFor(createGateway({ baseUrl: 'https://gw.invalid' }), reorg, { n: '1' }).url).toBe('https://gw.invalid/v4/reorg/1');
    expect(endpointFor(path, surface, { n: 'unused' }).url).toBe('https://gw.invalid/v4/k%2F1');
    const odd: SurfaceMeta = { ...surface, mounts: { open: '/v4/{ x}/api' } };
    expect(endpointFor(createGateway({ baseUrl: 'https://gw.invalid' }), odd).url).toBe('https://gw.invalid/v4/{ x}/api');
  });
});
