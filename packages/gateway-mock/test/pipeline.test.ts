// Issue 19 item 7: one pipeline for every surface (docs/conventions.md §Local gateway answers):
// route → auth → decode → judge the request → recorded → computed → synthesized → answer.
import { type LoadedFixture, loadFixtures } from '@gw/contract';
import { fixturesDir } from '@gw/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { type MockGateway, startMockGateway } from '../src/index.js';

const KEY = 'gw-pipeline-test-key';
const embedded = loadFixtures(fixturesDir, 'mainnet');
const fixtureOf = (surface: string, operation: string) => embedded.find((x) => x.surface === surface && x.operation === operation && !x.invalidRequest)!;
/** The gateway of the running test, closed after it. */
let mock: MockGateway | undefined;
const start = async (fixtures: LoadedFixture[]) => {
  mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures });
};
afterEach(() => mock?.close());

const send = (method: string, path: string, body?: unknown) =>
  fetch(`${mock!.url}${path.replace('{apiKey}', KEY)}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

/** A fixture recorded for a request the spec refuses, left unmarked: only a judge before the lookup keeps it from answering. */
function unmarked(f: LoadedFixture, request: LoadedFixture['request'], body: unknown): LoadedFixture {
  return { ...f, case: 'recorded-invalid', request, response: { status: 200, headers: {}, body } };
}

describe('the request is judged before any recorded answer', () => {
  it('REST: a recording of a request the spec refuses is never served; the documented refusal is', async () => {
    const f = fixtureOf('data-api', 'get-bitcoin-market-chart');
    const bad = unmarked(f, { ...f.request, body: { days: '2' } }, { statusCode: 200, data: [] });
    await start([bad]);
    const res = await send('POST', bad.request.path, { days: '2' });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-gw-source')).toBe('computed');
    expect(await res.json()).toEqual({ statusCode: 400, error: 'Invalid request parameters' });
  });

  it('JSON-RPC: the same for a call with invalid params', async () => {
    const f = fixtureOf('mempool', 'mempool_entry');
    const call = { jsonrpc: '2.0', method: 'mempool_entry', params: {}, id: 1 };
    await start([unmarked(f, { ...f.request, body: call }, { jsonrpc: '2.0', result: {}, id: 1 })]);
    const res = await send('POST', f.request.path, call);
    expect(await res.json()).toMatchObject({ error: { code: -32602, message: 'Invalid params', data: { detail: expect.stringMatching(/txid/) } } });
    expect(res.headers.get('x-gw-source')).toBe('computed');
  });

  it('OPI: a seed rule words the refusal of a missing inscription_id; other bad input is an internal error', async () => {
    await start([]);
    const event = await send('GET', '/v4/{apiKey}/opi/v1/brc20/event');
    expect(event.status).toBe(400);
    expect(await event.json()).toEqual({ error: 'inscription_id is required', result: null });
    const holders = await send('GET', '/v4/{apiKey}/opi/v1/brc20/holders');
    expect(holders.status).toBe(500);
    expect(await holders.json()).toEqual({ error: 'internal error', result: null });
  });

  it('auth comes before the judge: an unkeyed invalid request is refused 401, not 400', async () => {
    await start([]);
    const res = await send('POST', '/v4/not-the-key/get-bitcoin-market-chart', { days: 2 });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'INVALID_API_KEY' });
  });

  it('a valid request is then answered recorded, computed, synthesized, in that order', async () => {
    const f = fixtureOf('data-api', 'get-bitcoin-market-chart');
    await start([f]);
    const recorded = await send('POST', f.request.path, f.request.body);
    expect(recorded.headers.get('x-gw-source')).toBe('recorded');
    const other = await send('POST', f.request.path, { days: (f.request.body as { days: string }).days === '1' ? '7' : '1' });
    expect(other.headers.get('x-gw-source')).toBe('synthesized');
  });
});

describe('a recorded throttle answers only its own auth mode', () => {
  // jsonrpc/btc_getblockhash/rate-limited.json: the keyless shared /v4/jsonrpc over its limit (HTTP 429 with a
  // JSON-RPC -32000 body). A caller with its own key and plan asking the same is not throttled by it.
  const call = { jsonrpc: '2.0', method: 'btc_getblockhash', params: [961460], id: 7 };
  const throttle = embedded.find((f) => f.surface === 'jsonrpc' && f.operation === 'btc_getblockhash' && f.case === 'rate-limited')!;

  it('keyless: the recorded 429; with the key in the path: the request answered', async () => {
    expect(throttle.response?.status).toBe(429);
    await start([throttle]);
    const keyless = await send('POST', '/v4/jsonrpc', call);
    expect(keyless.status).toBe(429);
    const keyed = await send('POST', '/v4/{apiKey}', call);
    expect(keyed.status).toBe(200);
    const body = (await keyed.json()) as { error?: { code: number }; id: unknown };
    expect(body.id).toBe(7);
    expect(body.error?.code).not.toBe(-32000);
  });
});
