import { describe, expect, it } from 'vitest';
import {
  createGateway,
  type Exchange,
  gatewayFromEnv,
  GatewayConfigError,
  restCall,
  rpcBatch,
  rpcCall,
  type RpcMethod,
  type SurfaceMeta,
} from '../src/index.js';
import { fakeFetch, priceOperation } from './fake-fetch.js';

const KEY = 'sk-test-header-0123456789';
const rest: SurfaceMeta = { name: 'data-api', networks: ['mainnet'], auth: ['path', 'header'], mounts: { path: '/v4/{apiKey}', open: '/v4/api' } };
const price = priceOperation;

describe('apiKeyHeader', () => {
  it('header mode sends the key under the configured name; recordings and errors never carry it', async () => {
    const f = fakeFetch(() => ({ body: { statusCode: 500, error: `bad key ${KEY}` } }));
    const seen: Exchange[] = [];
    const gw = createGateway({
      baseUrl: 'https://gw.invalid',
      auth: { mode: 'header', apiKey: KEY },
      apiKeyHeader: 'X-Gateway-Key',
      fetch: f.fetch,
      onExchange: (x) => seen.push(x),
    });
    const e = await restCall(gw, rest, price, { responses: { default: () => true } }, {}).catch((x) => x);
    expect(f.calls[0]!.headers['x-gateway-key']).toBe(KEY);
    expect(f.calls[0]!.headers['x-service-api-key']).toBeUndefined();
    expect(seen[0]!.request.headers['x-gateway-key']).toBe('{apiKey}');
    expect(`${JSON.stringify(seen)} ${e.message} ${e.error}`).not.toContain(KEY);
  });

  it('defaults to x-service-api-key, reads GW_API_KEY_HEADER, refuses a non-token name', () => {
    expect(createGateway({ baseUrl: 'https://gw.invalid' }).apiKeyHeader).toBe('x-service-api-key');
    expect(gatewayFromEnv({}, { GW_BASE_URL: 'https://gw.invalid', GW_API_KEY_HEADER: 'X-Key' }).apiKeyHeader).toBe('x-key');
    expect(() => createGateway({ baseUrl: 'https://gw.invalid', apiKeyHeader: 'bad:name' })).toThrow(GatewayConfigError);
  });
});

describe('wireNames', () => {
  const espo: SurfaceMeta = { name: 'espo', networks: ['mainnet'], auth: ['path'], mounts: { path: '/v4/{apiKey}/espo' } };
  const holders: RpcMethod = { name: 'get_holders', paramStructure: 'by-name', paramsOptional: false, observedAlias: 'essentials.get_holders' };
  const height: RpcMethod = { name: 'get_espo_height', paramStructure: 'by-name', paramsOptional: true };
  const echo = () =>
    fakeFetch((r) => {
      const req = JSON.parse(r.body!);
      return {
        body: Array.isArray(req)
          ? req.map((x: { id: number; method: string }) => ({ jsonrpc: '2.0', result: x.method, id: x.id }))
          : { jsonrpc: '2.0', result: req.method, id: req.id },
      };
    });
  const gw = (f: typeof fetch, w?: 'seed' | 'observed') =>
    createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: 'k' }, fetch: f, ...(w ? { wireNames: { espo: w } } : {}) });

  it('seed names by default; the observed spelling when the surface asks for it; errors still name the seed operation', async () => {
    expect((await rpcCall(gw(echo().fetch), espo, { method: holders, validators: {}, params: { alkane: '2:0' } })).data).toBe('get_holders');
    expect((await rpcCall(gw(echo().fetch, 'observed'), espo, { method: holders, validators: {}, params: { alkane: '2:0' } })).data).toBe(
      'essentials.get_holders',
    );
    expect((await rpcCall(gw(echo().fetch, 'observed'), espo, { method: height, validators: {}, params: {} })).data).toBe('get_espo_height');
    const r = await rpcBatch(gw(echo().fetch, 'observed'), espo, [
      { method: holders, validators: {}, params: { alkane: '2:0' } },
      { method: height, validators: {}, params: {} },
    ]);
    expect(r.data).toEqual([
      { ok: true, data: 'essentials.get_holders' },
      { ok: true, data: 'get_espo_height' },
    ]);
    const f = fakeFetch((x) => ({ body: { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: JSON.parse(x.body!).id } }));
    await expect(rpcCall(gw(f.fetch, 'observed'), espo, { method: holders, validators: {}, params: { alkane: '2:0' } })).rejects.toMatchObject({
      operation: 'get_holders',
    });
  });

  it('refuses an unknown spelling choice', () => {
    expect(() => createGateway({ baseUrl: 'https://gw.invalid', wireNames: { espo: 'prefixed' as never } })).toThrow(GatewayConfigError);
  });
});
