import { describe, expect, it } from 'vitest';
import {
  AuthUnavailableError,
  createGateway,
  InvalidApiKeyError,
  OpiFailure,
  RequestValidationError,
  ResponseValidationError,
  restCall,
  RestFailure,
  type RestOperation,
  type SurfaceMeta,
  type Validator,
} from '../src/index.js';
import { fakeFetch, priceOperation } from './fake-fetch.js';

const surface: SurfaceMeta = {
  name: 'data-api',
  networks: ['mainnet'],
  auth: ['path', 'header', 'cors', 'alias'],
  mounts: { path: '/v4/{apiKey}', open: '/v4/api' },
};
const op = priceOperation;
const anything: Validator = () => true;
const price: Validator = Object.assign((d: unknown) => typeof (d as any)?.data?.bitcoin?.usd === 'number' || (d as any)?.statusCode !== 200, {
  errors: [{ instancePath: '/data/bitcoin', message: "must have required property 'usd'" }],
});
const KEY = 'sk-test-0123456789abcdef';

describe('restCall', () => {
  it('puts the key in the path, unwraps the success envelope and exposes rate limits', async () => {
    const f = fakeFetch(() => ({
      body: { statusCode: 200, data: { bitcoin: { usd: 97500.25 } } },
      headers: { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '59', 'x-ratelimit-reset': '1795392000' },
    }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid/', auth: { mode: 'path', apiKey: KEY }, fetch: f.fetch });
    const r = await restCall(gw, surface, op, { responses: { 200: price, default: anything } }, {});
    expect(f.calls[0]!.url).toBe(`https://gw.invalid/v4/${KEY}/get-bitcoin-price`);
    expect(r.data).toEqual({ bitcoin: { usd: 97500.25 } });
    expect(r.meta.rateLimit).toEqual({ limit: 60, remaining: 59, reset: 1795392000 });
  });

  it('sends the header key to the open mount', async () => {
    const f = fakeFetch(() => ({ body: { statusCode: 200, data: {} } }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'header', apiKey: KEY }, fetch: f.fetch });
    await restCall(gw, surface, op, { responses: { 200: anything } }, {});
    expect(f.calls[0]!.url).toBe('https://gw.invalid/v4/api/get-bitcoin-price');
    expect(f.calls[0]!.headers['x-service-api-key']).toBe(KEY);
  });

  it('uses the alias base URL in alias mode', async () => {
    const f = fakeFetch(() => ({ body: { statusCode: 200, data: {} } }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', aliasBaseUrl: 'https://alias.invalid', auth: { mode: 'alias', alias: 'shop' }, fetch: f.fetch });
    await restCall(gw, surface, op, { responses: { 200: anything } }, {});
    expect(f.calls[0]!.url).toBe('https://alias.invalid/v4/shop/get-bitcoin-price');
  });

  it('turns a failure envelope into RestFailure', async () => {
    const f = fakeFetch(() => ({ status: 400, body: { statusCode: 400, error: 'Invalid request parameters' } }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f.fetch });
    const e = await restCall(gw, surface, op, { responses: { 200: price, default: anything } }, {}).catch((x) => x);
    expect(e).toBeInstanceOf(RestFailure);
    expect(e).toMatchObject({ statusCode: 400, error: 'Invalid request parameters', operation: 'get-bitcoin-price' });
  });

  it('also treats HTTP 200 with statusCode 400 as a failure', async () => {
    const f = fakeFetch(() => ({ status: 200, body: { statusCode: 400, error: 'invalid_address' } }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f.fetch });
    await expect(restCall(gw, surface, op, { responses: { 200: price, default: anything } }, {})).rejects.toBeInstanceOf(RestFailure);
  });

  it('unwraps the OPI envelope and raises OpiFailure', async () => {
    const opi: RestOperation = { ...op, name: 'holders', method: 'GET', envelope: 'opi', queryParams: ['ticker'], body: null, path: '/v1/brc20/holders' };
    const s: SurfaceMeta = { ...surface, name: 'opi', auth: ['none'], mounts: { open: '/v4/opi' } };
    const f = fakeFetch((r) =>
      r.url.includes('ordi') ? { body: { error: null, result: { x: 1 } } } : { status: 400, body: { error: 'no unused tx found', result: null } },
    );
    const gw = createGateway({ baseUrl: 'https://gw.invalid', fetch: f.fetch });
    expect((await restCall(gw, s, opi, { responses: { 200: anything, default: anything } }, { ticker: 'ordi' })).data).toEqual({ x: 1 });
    expect(f.calls[0]!.url).toBe('https://gw.invalid/v4/opi/v1/brc20/holders?ticker=ordi');
    await expect(restCall(gw, s, opi, { responses: { 200: anything, default: anything } }, { ticker: 'zzzz' })).rejects.toBeInstanceOf(OpiFailure);
  });

  it('refuses bad input before sending anything', async () => {
    const f = fakeFetch(() => ({ body: {} }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f.fetch });
    const input: Validator = Object.assign(() => false, {
      errors: [{ instancePath: '/days', message: 'must be equal to one of the allowed values', params: { allowedValues: ['1', '7', '30', '365'] } }],
    });
    const e = await restCall(gw, surface, op, { input, responses: {} }, { days: '2' }).catch((x) => x);
    expect(e).toBeInstanceOf(RequestValidationError);
    expect(e.message).toMatch(/\/days must be equal to one of the allowed values \("1", "7", "30", "365"\)/);
    expect(e.sent).toBe(false);
    expect(f.calls).toHaveLength(0);
  });

  it('rejects an answer that does not match the spec', async () => {
    const f = fakeFetch(() => ({ body: { statusCode: 200, data: { bitcoin: { usd: '97500' } } } }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f.fetch });
    const e = await restCall(gw, surface, op, { responses: { 200: price } }, {}).catch((x) => x);
    expect(e).toBeInstanceOf(ResponseValidationError);
    expect(e.message).toContain('get-bitcoin-price');
  });

  it('types the gateway refusals; 503 AUTH_UNAVAILABLE is never retried', async () => {
    for (const [status, body, cls] of [
      [401, { code: 'INVALID_API_KEY' }, InvalidApiKeyError],
      [503, { code: 'AUTH_UNAVAILABLE' }, AuthUnavailableError],
    ] as const) {
      const f = fakeFetch(() => ({ status, body }));
      const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f.fetch });
      const e = await restCall(gw, surface, op, { responses: {} }, {}).catch((x) => x);
      expect(e).toBeInstanceOf(cls);
      expect(f.calls).toHaveLength(1);
      expect(e.message).not.toContain(KEY);
    }
  });

  it('never puts the key in an error message', async () => {
    const gw = createGateway({ baseUrl: 'http://127.0.0.1:9', auth: { mode: 'path', apiKey: KEY }, timeoutMs: 2000 });
    const e = await restCall(gw, surface, op, { responses: {} }, {}).catch((x) => x);
    expect(e.name).toMatch(/NetworkError|TimeoutError/);
    expect(`${e.message} ${e.url} ${e.stack}`).not.toContain(KEY);
  });

  it('times out and honours AbortSignal', async () => {
    const hang = (async (_u: unknown, init?: RequestInit) =>
      new Promise((_r, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: hang, timeoutMs: 50 });
    await expect(restCall(gw, surface, op, { responses: {} }, {})).rejects.toMatchObject({ name: 'TimeoutError' });
    const ac = new AbortController();
    const p = restCall(gw, surface, op, { responses: {} }, {}, { signal: ac.signal, timeoutMs: 10_000 });
    ac.abort(new Error('stopped by caller'));
    await expect(p).rejects.toThrow('stopped by caller');
  });
});

describe('server text never carries the key into an error', () => {
  it('redacts a key the gateway echoes in a failure envelope, a text body or an RPC error', async () => {
    const echoed = `no route /v4/${KEY}/get-bitcoin-price`;
    const answers = [
      { status: 400, body: { statusCode: 400, error: echoed } },
      { status: 500, body: `<html>${echoed}</html>` },
    ];
    for (const a of answers) {
      const f = fakeFetch(() => a);
      const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f.fetch });
      const e = await restCall(gw, surface, op, { responses: { default: anything } }, {}).catch((x) => x);
      expect(`${e.message} ${JSON.stringify(e)} ${e.error ?? ''} ${e.bodyText ?? ''}`).not.toContain(KEY);
    }
    const { rpcCall } = await import('../src/index.js');
    const f = fakeFetch((r) => ({ body: { jsonrpc: '2.0', error: { code: -32603, message: echoed, data: { url: echoed } }, id: JSON.parse(r.body!).id } }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f.fetch });
    const e = await rpcCall(
      gw,
      { ...surface, mounts: { path: '/v4/{apiKey}' } },
      { method: { name: 'x', paramStructure: 'by-name', paramsOptional: true }, validators: {}, params: {} },
    ).catch((x) => x);
    expect(e.name).toBe('JsonRpcFailure');
    expect(`${e.message} ${JSON.stringify(e.data)} ${e.rpcMessage}`).not.toContain(KEY);
  });
});
