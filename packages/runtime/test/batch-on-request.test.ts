// JSON-RPC batching on request (createGateway({ batch })): calls within the window on one surface go as one batch and
// settle one by one.
import { describe, expect, it } from 'vitest';
import { createGateway, JsonRpcFailure, RequestValidationError, rpcCall, type RpcCall, type SurfaceMeta, type Validator } from '../src/index.js';
import { fakeFetch, type Seen } from './fake-fetch.js';

const surface: SurfaceMeta = { name: 'forex', networks: ['mainnet'], auth: ['path'], mounts: { path: '/v4/{apiKey}/forex' }, batch: true };
const positive: Validator = Object.assign((d: unknown) => typeof d === 'object' && d !== null && !('bad' in d), {
  errors: [{ instancePath: '/bad', message: 'is not allowed' }],
});
const call = (name: string, params: unknown = {}): RpcCall => ({
  method: { name, paramStructure: 'by-name', paramsOptional: true },
  validators: { params: positive },
  params,
});

/** Answers each request of a batch (or a single one) with its method name, or an error for `fail`. */
const answering = () =>
  fakeFetch((r: Seen) => {
    const one = (q: { id: number; method: string }) =>
      q.method === 'fail' ? { jsonrpc: '2.0', error: { code: -32602, message: 'nope' }, id: q.id } : { jsonrpc: '2.0', result: q.method, id: q.id };
    const body = JSON.parse(r.body!);
    return { body: Array.isArray(body) ? body.map(one) : one(body) };
  });

describe('batching on request', () => {
  it('calls made in the same tick go as one batch and resolve (or fail) one by one', async () => {
    const f = answering();
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: 'k-1' }, fetch: f.fetch, batch: true });
    const results = await Promise.allSettled([rpcCall(gw, surface, call('a')), rpcCall(gw, surface, call('fail')), rpcCall(gw, surface, call('c'))]);
    expect(f.calls).toHaveLength(1);
    expect(JSON.parse(f.calls[0]!.body!).map((q: { method: string }) => q.method)).toEqual(['a', 'fail', 'c']);
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { data: 'a', meta: { status: 200 } } });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: expect.any(JsonRpcFailure) });
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { data: 'c' } });
  });

  it('bad params are refused for that call alone, before anything is sent; a lone call goes unbatched', async () => {
    const f = answering();
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: 'k-1' }, fetch: f.fetch, batch: { wait: 5 } });
    const bad = rpcCall(gw, surface, call('a', { bad: 1 })).catch((x) => x);
    const good = rpcCall(gw, surface, call('b'));
    expect(await bad).toBeInstanceOf(RequestValidationError);
    expect((await good).data).toBe('b');
    expect(f.calls).toHaveLength(1);
    expect(JSON.parse(f.calls[0]!.body!)).toMatchObject({ method: 'b' });
  });

  it('batchSize splits; calls with their own options, or on a surface without batches, go alone; off by default', async () => {
    const f = answering();
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: 'k-1' }, fetch: f.fetch, batch: { batchSize: 2 } });
    await Promise.all([1, 2, 3, 4, 5].map((i) => rpcCall(gw, surface, call(`m${i}`))));
    expect(f.calls.map((c) => (Array.isArray(JSON.parse(c.body!)) ? JSON.parse(c.body!).length : 1))).toEqual([2, 2, 1]);
    f.calls.length = 0;
    await Promise.all([rpcCall(gw, surface, call('x'), { timeoutMs: 1000 }), rpcCall(gw, { ...surface, batch: false }, call('y'))]);
    expect(f.calls.map((c) => JSON.parse(c.body!).method)).toEqual(['x', 'y']);
    f.calls.length = 0;
    const plain = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: 'k-1' }, fetch: f.fetch });
    await Promise.all([rpcCall(plain, surface, call('p')), rpcCall(plain, surface, call('q'))]);
    expect(f.calls).toHaveLength(2);
  });

  it('an HTTP failure of the batch fails each of its calls', async () => {
    const f = fakeFetch(() => ({ status: 401, body: { code: 'INVALID_API_KEY' } }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: 'k-1' }, fetch: f.fetch, batch: true });
    const results = await Promise.allSettled([rpcCall(gw, surface, call('a')), rpcCall(gw, surface, call('b'))]);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as Error).name)).toEqual(['InvalidApiKeyError', 'InvalidApiKeyError']);
    expect(f.calls).toHaveLength(1);
  });
});
