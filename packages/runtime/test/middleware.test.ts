// Per-call headers and middleware: a middleware may change the request and observe or replace the answer; it never
// sees the key; nothing of this runs for a call without headers on a gateway without middleware.
import { describe, expect, it } from 'vitest';
import { createGateway, type Middleware, type MiddlewareRequest, RequestValidationError, restCall, rpcCall } from '../src/index.js';
import { anyAnswer, dataApiSurface, fakeFetch, priceOperation } from './fake-fetch.js';

const KEY = 'sk-mw-0123456789abcdef';
const surface = dataApiSurface;
const op = priceOperation;
const validators = anyAnswer;

describe('per-call headers', () => {
  it('reach the server beside the gateway headers', async () => {
    const f = fakeFetch(() => ({ body: { statusCode: 200, data: {} } }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'header', apiKey: KEY }, fetch: f.fetch });
    await restCall(gw, surface, op, validators, {}, { headers: { 'x-gw-simulate': 'slow:1', 'x-request-id': 'r1' } });
    expect(f.calls[0]!.headers).toMatchObject({ 'x-gw-simulate': 'slow:1', 'x-request-id': 'r1', 'x-service-api-key': KEY });
  });

  it('may not set the API-key header (nothing sent)', async () => {
    const f = fakeFetch(() => ({ body: { statusCode: 200, data: {} } }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'header', apiKey: KEY }, fetch: f.fetch });
    const e = await restCall(gw, surface, op, validators, {}, { headers: { 'X-Service-Api-Key': 'other' } }).catch((x) => x);
    expect(e).toBeInstanceOf(RequestValidationError);
    expect(f.calls).toHaveLength(0);
  });
});

describe('middleware', () => {
  it('onRequest changes the request; both hooks see surface, operation and attempt, never the key', async () => {
    const f = fakeFetch(() => ({ body: { statusCode: 200, data: { echo: `hello ${KEY}` } } }));
    const seen: unknown[] = [];
    const mw: Middleware = {
      onRequest({ request, surface, operation, attempt }) {
        seen.push({ hook: 'request', url: request.url, headers: request.headers, surface, operation, attempt });
        return { ...request, headers: { ...request.headers, 'x-trace': 't-1' } };
      },
      onResponse({ response, operation }) {
        seen.push({ hook: 'response', status: response.status, text: response.text, operation });
      },
    };
    for (const auth of [
      { mode: 'path' as const, apiKey: KEY },
      { mode: 'header' as const, apiKey: KEY },
    ]) {
      seen.length = 0;
      const gw = createGateway({ baseUrl: 'https://gw.invalid', auth, fetch: f.fetch, middleware: [mw] });
      const r = await restCall<{ echo: string }>(gw, surface, op, validators, {});
      const sent = f.calls.at(-1)!;
      expect(sent.headers['x-trace']).toBe('t-1');
      expect(sent.url).toBe(auth.mode === 'path' ? `https://gw.invalid/v4/${KEY}/get-bitcoin-price` : 'https://gw.invalid/v4/api/get-bitcoin-price');
      if (auth.mode === 'header') expect(sent.headers['x-service-api-key']).toBe(KEY);
      expect(r.data.echo).toBe(`hello ${KEY}`); // the caller's own data is the server's
      expect(JSON.stringify(seen)).not.toContain(KEY);
      expect(seen[0]).toMatchObject({ hook: 'request', surface: 'data-api', operation: 'get-bitcoin-price', attempt: 0 });
      expect(JSON.stringify(seen)).toContain('{apiKey}');
    }
  });

  it('onResponse may replace the answer, which the client then reads (validated, typed) as the gateway’s', async () => {
    const f = fakeFetch(() => ({ status: 503, body: 'down' }));
    const cached: Middleware = {
      onResponse: ({ response }) =>
        response.status === 503
          ? { status: 200, headers: { 'Content-Type': 'application/json' }, text: '{"statusCode":200,"data":{"cached":true}}' }
          : undefined,
    };
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch: f.fetch, middleware: [cached], maxRetries: 0 });
    const r = await restCall<{ cached: boolean }>(gw, surface, op, validators, {});
    expect(r.data).toEqual({ cached: true });
    expect(r.meta.status).toBe(200);
  });

  it('runs in order and works for JSON-RPC; a changed body is sent (and recorded)', async () => {
    const f = fakeFetch((r) => ({ body: { jsonrpc: '2.0', result: JSON.parse(r.body!).params, id: JSON.parse(r.body!).id } }));
    const order: string[] = [];
    const a: Middleware = { onRequest: () => void order.push('a') };
    const b: Middleware = {
      onRequest: ({ request }): MiddlewareRequest => {
        order.push('b');
        const body = JSON.parse(String(request.body));
        return { ...request, body: JSON.stringify({ ...body, params: { patched: true } }) };
      },
    };
    const recorded: unknown[] = [];
    const gw = createGateway({
      baseUrl: 'https://gw.invalid',
      auth: { mode: 'path', apiKey: KEY },
      fetch: f.fetch,
      middleware: [a, b],
      onExchange: (x) => recorded.push(x.request.body),
    });
    const r = await rpcCall(
      gw,
      { ...surface, name: 'forex', mounts: { path: '/v4/{apiKey}/forex' } },
      {
        method: { name: 'forex_rates', paramStructure: 'by-name', paramsOptional: true },
        validators: {},
        params: {},
      },
    );
    expect(order).toEqual(['a', 'b']);
    expect(r.data).toEqual({ patched: true });
    expect(recorded[0]).toMatchObject({ params: { patched: true } });
  });
});
