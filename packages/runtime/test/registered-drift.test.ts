// Registered drift in the client (issue 19 item 3): an answer whose every issue a drift register entry of its operation
// explains is returned as data with the entry ids in meta.drift (and onIssue); `registeredDrift: 'reject'` keeps the
// seed contract only; an unexplained issue behaves as before; a documented failure the register knows names it.
import { describe, expect, it } from 'vitest';
import {
  createGateway,
  type DriftRule,
  explainIssues,
  gatewayFromEnv,
  GatewayConfigError,
  HttpError,
  JsonRpcFailure,
  type ResponseIssue,
  ResponseValidationError,
  restCall,
  type RestOperation,
  rpcBatch,
  rpcCall,
  type RpcMethod,
  type SurfaceMeta,
  type Validator,
} from '../src/index.js';
import { fakeFetch } from './fake-fetch.js';

const KEY = 'sk-test-0123456789abcdef';
const espo: SurfaceMeta = { name: 'espo', networks: ['mainnet'], auth: ['path'], mounts: { path: '/v4/{apiKey}/espo' } };
const data: SurfaceMeta = { name: 'data-api', networks: ['mainnet'], auth: ['path'], mounts: { path: '/v4/{apiKey}' } };

/** Holders typed as the real system sends them (the rule), refused by the seed's validator unless they carry address. */
const typed: DriftRule = {
  id: 'espo-holder-with-type',
  surface: 'espo',
  operations: ['get_holders'],
  match: [{ at: '/result/items/*', fits: (v) => !!v && typeof v === 'object' && 'type' in v }],
};
const absent: DriftRule = {
  id: 'espo-method-absent',
  surface: 'espo',
  operations: ['get_holders'],
  match: [{ at: '/error', fits: (v) => (v as { code?: unknown })?.code === -32601 }],
};
/** The seed's validator, with ajv-like errors for every holder without an address. */
const holdersValidator: Validator = Object.assign(
  (r: unknown) => {
    const bad = ((r as { items?: Array<{ address?: unknown }> })?.items ?? []).flatMap((h, i) =>
      typeof h.address === 'string' ? [] : [{ instancePath: `/items/${i}`, message: 'must have required property address', params: {} }],
    );
    holdersValidator.errors = bad.length ? bad : null;
    return bad.length === 0;
  },
  { errors: null as Validator['errors'] },
);
const getHolders: RpcMethod = {
  name: 'get_holders',
  paramStructure: 'by-name',
  paramsOptional: false,
  drift: { rules: [typed, absent], explain: explainIssues },
};
const call = { method: getHolders, validators: { result: holdersValidator }, params: { alkane: '2:0' } };

const answer = (items: unknown[]) => fakeFetch((req) => ({ body: { jsonrpc: '2.0', id: JSON.parse(req.body!).id, result: { ok: true, items } } })).fetch;
const real = [
  { type: 'address', address: 'bc1qa', amount: '5' },
  { type: 'alkane', alkane: '2:1', amount: '7' },
];
const gw = (o: Parameters<typeof createGateway>[0] extends infer O ? Partial<O> : never) =>
  createGateway({ baseUrl: 'http://127.0.0.1:9', auth: { mode: 'path', apiKey: KEY }, ...o });

describe('registered drift in the default mode', () => {
  it('an answer whose every issue an entry explains comes back as data, the entry in meta.drift and onIssue', async () => {
    const seen: ResponseIssue[] = [];
    const r = await rpcCall(gw({ fetch: answer(real), onIssue: (i) => seen.push(i) }), espo, call);
    expect(r.data).toEqual({ ok: true, items: real });
    expect(r.meta.drift).toEqual(['espo-holder-with-type']);
    expect(r.meta.issues).toBeUndefined(); // throw mode keeps meta.issues absent
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ operation: 'get_holders', drift: ['espo-holder-with-type'] });
    expect(seen[0]!.issues).toEqual([{ field: '/result/items/1', message: 'must have required property address', drift: 'espo-holder-with-type' }]);
  });

  it('one issue no entry explains still throws, the explained ones named in the error', async () => {
    const e = await rpcCall(gw({ fetch: answer([...real, { amount: '9' }]) }), espo, call).catch((x) => x);
    expect(e).toBeInstanceOf(ResponseValidationError);
    expect(e.issues).toEqual([
      { field: '/result/items/1', message: 'must have required property address', drift: 'espo-holder-with-type' },
      { field: '/result/items/2', message: 'must have required property address' },
    ]);
  });

  it("registeredDrift: 'reject' keeps the seed contract only: the same answer throws", async () => {
    const e = await rpcCall(gw({ fetch: answer(real), registeredDrift: 'reject' }), espo, call).catch((x) => x);
    expect(e).toBeInstanceOf(ResponseValidationError);
    expect(e.issues.every((i: { drift?: string }) => i.drift === undefined)).toBe(true);
  });

  it('report mode: issues with their entry in meta.issues, ids in meta.drift; off mode: nothing', async () => {
    const r = await rpcCall(gw({ fetch: answer(real), responseValidation: 'report' }), espo, call);
    expect(r.meta.drift).toEqual(['espo-holder-with-type']);
    expect(r.meta.issues).toEqual([{ field: '/result/items/1', message: 'must have required property address', drift: 'espo-holder-with-type' }]);
    const off = await rpcCall(gw({ fetch: answer(real), responseValidation: 'off' }), espo, call);
    expect(off.meta.drift).toBeUndefined();
    expect(off.meta.issues).toBeUndefined();
  });

  it('an answer with no issue does not consult the register', async () => {
    const fits = { n: 0 };
    const counted: DriftRule = { ...typed, match: [{ at: '/result/items/*', fits: () => ++fits.n > 0 }] };
    const r = await rpcCall(gw({ fetch: answer([{ address: 'bc1qa', amount: '5' }]) }), espo, {
      ...call,
      method: { ...getHolders, drift: { rules: [counted], explain: explainIssues } },
    });
    expect(r.meta.drift).toBeUndefined();
    expect(fits.n).toBe(0);
  });

  it('a batch item explained by an entry is data with its drift, gathered in the batch meta', async () => {
    const fetch = fakeFetch((req) => ({
      body: (JSON.parse(req.body!) as Array<{ id: number }>).map((x) => ({ jsonrpc: '2.0', id: x.id, result: { ok: true, items: real } })),
    })).fetch;
    const r = await rpcBatch(gw({ fetch }), espo, [call, call]);
    expect(r.data.map((d) => d.ok && d.drift)).toEqual([['espo-holder-with-type'], ['espo-holder-with-type']]);
    expect(r.meta.drift).toEqual(['espo-holder-with-type']);
  });
});

describe('documented failures the register knows', () => {
  const missing = fakeFetch((req) => ({ body: { jsonrpc: '2.0', id: JSON.parse(req.body!).id, error: { code: -32601, message: 'Method not found' } } })).fetch;

  it('a JSON-RPC error an entry describes is still a JsonRpcFailure, naming the entry', async () => {
    const e = await rpcCall(gw({ fetch: missing }), espo, call).catch((x) => x);
    expect(e).toBeInstanceOf(JsonRpcFailure);
    expect(e.drift).toEqual(['espo-method-absent']);
    const strict = await rpcCall(gw({ fetch: missing, registeredDrift: 'reject' }), espo, call).catch((x) => x);
    expect(strict).toBeInstanceOf(JsonRpcFailure);
    expect(strict.drift).toBeUndefined();
  });

  it('a text answer with an error status explained by an entry is the HttpError, naming it; rejected, the mismatch throws', async () => {
    const limitRequired: DriftRule = {
      id: 'limit-required',
      surface: 'data-api',
      operations: ['get-alkanes'],
      match: [{ response: { status: 422, contentType: 'text/plain' } }],
    };
    const op: RestOperation = {
      name: 'get-alkanes',
      method: 'POST',
      path: '/get-alkanes',
      envelope: 'rest',
      pathParams: [],
      queryParams: [],
      body: 'json',
      drift: { rules: [limitRequired], explain: explainIssues },
    };
    const envelope: Validator = Object.assign((b: unknown) => typeof b === 'object', { errors: [{ instancePath: '', message: 'must be object' }] });
    const fetch = fakeFetch(() => ({ status: 422, body: 'missing field `limit`' })).fetch;
    const e = await restCall(gw({ fetch }), data, op, { responses: { default: envelope } }, {}).catch((x) => x);
    expect(e).toBeInstanceOf(HttpError);
    expect(e).toMatchObject({ status: 422, drift: ['limit-required'] });
    const strict = await restCall(gw({ fetch, registeredDrift: 'reject' }), data, op, { responses: { default: envelope } }, {}).catch((x) => x);
    expect(strict).toBeInstanceOf(ResponseValidationError);
  });
});

describe('the registeredDrift option', () => {
  it('defaults to accept, takes reject, refuses anything else, and reads GW_REGISTERED_DRIFT', () => {
    expect(gw({}).registeredDrift).toBe('accept');
    expect(gw({ registeredDrift: 'reject' }).registeredDrift).toBe('reject');
    expect(() => gw({ registeredDrift: 'strict' as never })).toThrow(GatewayConfigError);
    expect(gatewayFromEnv({}, { GW_MAINNET_BASE_URL: 'http://127.0.0.1:9', GW_REGISTERED_DRIFT: 'reject' }).registeredDrift).toBe('reject');
  });
});
