import { describe, expect, it } from 'vitest';
import {
  createGateway,
  JsonRpcFailure,
  JsonRpcIdMismatch,
  holdsSecret,
  RequestValidationError,
  rpcBatch,
  rpcCall,
  type RpcMethod,
  type SurfaceMeta,
} from '../src/index.js';
import { fakeFetch } from './fake-fetch.js';

const surface: SurfaceMeta = { name: 'forex', networks: ['mainnet'], auth: ['path'], mounts: { path: '/v4/{apiKey}/forex' } };
const rates: RpcMethod = { name: 'forex_rates', paramStructure: 'by-name', paramsOptional: true };
const gwWith = (f: typeof fetch) => createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: 'k' }, fetch: f });
const echo = (result: unknown) =>
  fakeFetch((r) => {
    const req = JSON.parse(r.body!);
    return { body: Array.isArray(req) ? req.map((x: { id: number }) => ({ jsonrpc: '2.0', result, id: x.id })) : { jsonrpc: '2.0', result, id: req.id } };
  });

describe('rpcCall', () => {
  it('sends a JSON-RPC 2.0 envelope and returns the result', async () => {
    const f = echo({ base: 'USD' });
    const r = await rpcCall(gwWith(f.fetch), surface, { method: rates, validators: {}, params: { base: 'USD' } });
    expect(r.data).toEqual({ base: 'USD' });
    expect(JSON.parse(f.calls[0]!.body!)).toMatchObject({ jsonrpc: '2.0', method: 'forex_rates', params: { base: 'USD' } });
    expect(f.calls[0]!.url).toBe('https://gw.invalid/v4/k/forex');
  });

  it('refuses positional params for a by-name method before sending', async () => {
    const f = echo(null);
    const e = await rpcCall(gwWith(f.fetch), surface, { method: rates, validators: {}, params: ['USD'] }).catch((x) => x);
    expect(e).toBeInstanceOf(RequestValidationError);
    expect(f.calls).toHaveLength(0);
  });

  it('fails on an id that does not answer the request', async () => {
    const f = fakeFetch(() => ({ body: { jsonrpc: '2.0', result: {}, id: 999999 } }));
    await expect(rpcCall(gwWith(f.fetch), surface, { method: rates, validators: {}, params: {} })).rejects.toBeInstanceOf(JsonRpcIdMismatch);
  });

  it('raises the error object as JsonRpcFailure with its code', async () => {
    const f = fakeFetch((r) => ({ body: { jsonrpc: '2.0', error: { code: -32000, message: 'not found' }, id: JSON.parse(r.body!).id } }));
    await expect(rpcCall(gwWith(f.fetch), surface, { method: rates, validators: {}, params: {} })).rejects.toMatchObject({
      name: 'JsonRpcFailure',
      code: -32000,
    });
    expect(JsonRpcFailure).toBeDefined();
  });

  it('batches: an array out, answers matched by id and returned in call order', async () => {
    const f = fakeFetch((r) => {
      const reqs = JSON.parse(r.body!) as Array<{ id: number; method: string }>;
      return {
        body: [...reqs]
          .reverse()
          .map((x) =>
            x.method === 'forex_status'
              ? { jsonrpc: '2.0', error: { code: -32603, message: 'boom' }, id: x.id }
              : { jsonrpc: '2.0', result: x.method, id: x.id },
          ),
      };
    });
    const status: RpcMethod = { name: 'forex_status', paramStructure: 'by-name', paramsOptional: true };
    const r = await rpcBatch(gwWith(f.fetch), surface, [
      { method: rates, validators: {}, params: {} },
      { method: status, validators: {}, params: {} },
    ]);
    expect(Array.isArray(JSON.parse(f.calls[0]!.body!))).toBe(true);
    expect(r.data[0]).toEqual({ ok: true, data: 'forex_rates' });
    expect(r.data[1]!.ok).toBe(false);
  });
});

describe('rpcCall: a key echoed in an answer reaches no error or issue; the data comes back as sent', () => {
  const keyed = (f: typeof fetch, responseValidation: 'throw' | 'report' = 'throw', onIssue?: (i: unknown) => void) =>
    createGateway({
      baseUrl: 'https://gw.invalid',
      auth: { mode: 'path', apiKey: 'gwk-secret' },
      fetch: f,
      responseValidation,
      ...(onIssue ? { onIssue } : {}),
    });
  const answering = (text: (id: number) => string) =>
    (async (_u: unknown, init?: RequestInit) =>
      new Response(text(JSON.parse(String(init!.body)).id), { headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;
  const invalid = Object.assign(() => false, { errors: [{ instancePath: '/rates', message: 'is required' }] });

  it.each([
    ['written plainly', (id: number) => `{"jsonrpc":"2.0","result":{"note":"key gwk-secret seen"},"id":${id}}`],
    ['spelled with JSON escapes', (id: number) => `{"jsonrpc":"2.0","result":{"note":"key \\u0067wk-secret seen"},"id":${id}}`],
    ['as an object key', (id: number) => `{"jsonrpc":"2.0","result":{"gwk-secret":"x"},"id":${id}}`],
    ['lower-case percent-encoded', (id: number) => `{"jsonrpc":"2.0","result":{"url":"/v4/gwk%2dsecret/forex"},"id":${id}}`],
  ])('%s', async (_how, text) => {
    const e = await rpcCall(keyed(answering(text)), surface, { method: rates, validators: { result: invalid }, params: {} }).catch((x) => x);
    expect(e.name).toBe('ResponseValidationError');
    expect(`${e.message} ${JSON.stringify(e.body)} ${e.stack}`).not.toMatch(/gwk.secret|u0067wk|gwk%2dsecret/);
    expect(JSON.stringify(e.body)).toContain('***');
    const issues: unknown[] = [];
    const r = await rpcCall(
      keyed(answering(text), 'report', (i) => issues.push(i)),
      surface,
      { method: rates, validators: { result: invalid }, params: {} },
    );
    expect(JSON.stringify(issues)).not.toMatch(/gwk.secret|u0067wk|gwk%2dsecret/);
    expect(JSON.stringify(r.data)).toBe(JSON.stringify(JSON.parse(text(1)).result)); // the caller's data, as sent
  });

  it('a clean answer comes back as parsed', async () => {
    const r = await rpcCall(keyed(answering((id) => `{"jsonrpc":"2.0","result":{"rates":{"EUR":"0.92"}},"id":${id}}`)), surface, {
      method: rates,
      validators: {},
      params: {},
    });
    expect(r.data).toEqual({ rates: { EUR: '0.92' } });
  });
});

describe('holdsSecret', () => {
  it('is true exactly when a spelling of a secret is in the text (an unrelated escape is not one)', () => {
    expect(holdsSecret('{"a":"b"}', ['k1'])).toBe(false);
    expect(holdsSecret('{"a":"k1"}', ['k1'])).toBe(true);
    expect(holdsSecret('{"a":"a%20b"}', ['a b'])).toBe(true);
    expect(holdsSecret('{"a":"\\u006b1"}', ['k1'])).toBe(true);
    expect(holdsSecret('{"a":"k1"}', [])).toBe(false);
    expect(holdsSecret('{"a":"\\"quoted\\" k2"}', ['k1'])).toBe(false);
  });
});
