// The one judge of an exchange (issue 19 item 1): outcomes, structured issues, the gateway-wide refusals, the
// JSON-RPC envelope and params checks, seed-rule hooks and the drift register's explanations.
import type { DriftRule } from '@gw/runtime';
import { describe, expect, it } from 'vitest';
import { fixturesDir } from '@gw/fixtures';
import { judgeAnswer, judgeRequest, judgeRpcExchange, loadFixtures, type RpcSurface, surfaces, type WireAnswer } from '../src/index.js';

const surface = (name: string) => surfaces.find((s) => s.surface.name === name)!;
const json = (status: number, body: unknown, contentType = 'application/json'): WireAnswer => ({
  status,
  headers: { 'content-type': contentType },
  text: typeof body === 'string' ? body : JSON.stringify(body),
});
const dataApi = surface('data-api');
const forex = surface('forex');
const rpc = (result: unknown, id: unknown = 1) => json(200, { jsonrpc: '2.0', id, result });
/** A forex_rates result the spec accepts (the embedded fixture's). */
const rates = (
  loadFixtures(fixturesDir, 'mainnet').find((f) => f.file === 'mainnet/forex/forex_rates/usd-all.json')!.response!.body as { result: Record<string, unknown> }
).result;

describe('judgeAnswer: outcomes', () => {
  it('a REST success: data under /data, no issue', () => {
    const j = judgeAnswer(dataApi, 'get-bitcoin-price', json(200, { statusCode: 200, data: { bitcoin: { usd: 91000.5 } } }));
    expect(j).toMatchObject({ outcome: { kind: 'success', data: { bitcoin: { usd: 91000.5 } } }, issues: [], verdict: 'pass', dataAt: '/data' });
  });

  it('a REST failure envelope is a failure whatever the HTTP status (seed 000 §REST 3), checked against the failure schema', () => {
    expect(judgeAnswer(dataApi, 'get-bitcoin-price', json(200, { statusCode: 400, error: 'invalid_address' }))).toMatchObject({
      outcome: { kind: 'rest-failure', statusCode: 400, error: 'invalid_address' },
      verdict: 'pass',
    });
    const j = judgeAnswer(dataApi, 'get-bitcoin-price', json(400, { statusCode: 400 }));
    expect(j.outcome.kind).toBe('rest-failure');
    expect(j.issues).toEqual([{ kind: 'schema', pointer: '/error', keyword: 'required', message: "must have required property 'error'" }]);
  });

  it('the gateway-wide refusals by status and body; a 401 with another body breaks the spec', () => {
    const price = (a: WireAnswer) => judgeAnswer(dataApi, 'get-bitcoin-price', a);
    expect(price(json(401, { code: 'INVALID_API_KEY' })).outcome).toEqual({ kind: 'refusal', status: 401, reason: 'invalid-api-key' });
    expect(price(json(429, 'slow down', 'text/plain')).outcome).toEqual({ kind: 'refusal', status: 429, reason: 'rate-limited' });
    expect(judgeAnswer(surface('mempool'), 'mempool_info', json(503, { code: 'AUTH_UNAVAILABLE' })).outcome).toMatchObject({ reason: 'auth-unavailable' });
    expect(judgeAnswer(surface('gateway-ops'), 'mempool-observe', json(403, { error: 'admin key required' })).outcome).toMatchObject({
      reason: 'admin-required',
    });
    const wrong = price(json(401, { error: 'nope' }));
    expect(wrong.verdict).toBe('violation');
    expect(wrong.issues.map((i) => i.pointer)).toContain('/code');
    // A 429 carrying a JSON-RPC envelope is the endpoint's -32000 error (seed 000: a rate-limited call returns -32000).
    const limited = judgeAnswer(forex, 'forex_rates', json(429, { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'Rate limit exceeded' } }), {
      requestId: 1,
    });
    expect(limited.outcome).toMatchObject({ kind: 'rpc-error', code: -32000 });
  });

  it('an answer that is not JSON, or a status the spec does not declare, is an HTTP error with an envelope issue', () => {
    const html = judgeAnswer(dataApi, 'get-bitcoin-price', json(502, '<html>bad gateway</html>', 'application/json'));
    expect(html).toMatchObject({ outcome: { kind: 'http-error', status: 502 }, verdict: 'violation' });
    expect(html.issues).toEqual([expect.objectContaining({ kind: 'envelope', pointer: '', keyword: 'json' })]);
    const orderbook = surface('orderbook');
    const undeclared = judgeAnswer(orderbook, 'markets', json(500, { error: 'x' }));
    expect(undeclared.issues).toEqual([expect.objectContaining({ keyword: 'status', message: 'HTTP 500 is not a response the spec declares' })]);
    // A documented non-2xx answer without an envelope: the status is the outcome, no issue (seed 000 §Errors 3).
    expect(judgeAnswer(orderbook, 'order', json(404, { error: 'order not found' }))).toMatchObject({
      outcome: { kind: 'http-error', status: 404 },
      verdict: 'pass',
    });
  });

  it('OPI: the error envelope, and a height answered as text', () => {
    const opi = surface('opi');
    expect(judgeAnswer(opi, 'event', json(400, { error: 'inscription_id is required', result: null })).outcome).toEqual({
      kind: 'opi-error',
      error: 'inscription_id is required',
    });
    expect(judgeAnswer(opi, 'block_height', json(200, '921004', 'text/plain; charset=utf-8'))).toMatchObject({ outcome: { kind: 'success', data: '921004' } });
  });

  it('JSON-RPC: the result against its schema (pointers into the body), the envelope, the id', () => {
    expect(judgeAnswer(forex, 'forex_rates', rpc(rates), { requestId: 1 })).toMatchObject({ outcome: { kind: 'success' }, verdict: 'pass', dataAt: '/result' });
    const bad = judgeAnswer(forex, 'forex_rates', rpc({ ...rates, rates: { ...(rates.rates as object), EUR: 0.86 } }), { requestId: 1 });
    expect(bad.issues).toEqual([{ kind: 'schema', pointer: '/result/rates/EUR', keyword: 'type', message: 'must be string' }]);
    const v1 = judgeAnswer(forex, 'forex_rates', json(200, { jsonrpc: '1.0', id: 1, result: rates }), { requestId: 1 });
    expect(v1.issues).toEqual([{ kind: 'envelope', pointer: '/jsonrpc', keyword: 'const', message: 'must be "2.0"' }]);
    expect(judgeAnswer(forex, 'forex_rates', rpc(rates, 7), { requestId: 1 })).toMatchObject({ outcome: { kind: 'unreadable' }, issues: [{ pointer: '/id' }] });
    expect(judgeAnswer(forex, 'forex_rates', json(200, { jsonrpc: '2.0', id: 1 }), { requestId: 1 }).issues).toEqual([
      expect.objectContaining({ pointer: '/result', keyword: 'required' }),
    ]);
    expect(judgeAnswer(forex, 'forex_rates', json(200, { jsonrpc: '2.0', id: 1, error: { code: 'x' } }), { requestId: 1 }).outcome.kind).toBe('unreadable');
    // An error may carry id null (the request could not be read), JSON-RPC 2.0 §5.
    expect(
      judgeAnswer(forex, 'forex_rates', json(200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }), { requestId: 1 }).outcome,
    ).toEqual({
      kind: 'rpc-error',
      code: -32700,
      message: 'Parse error',
    });
  });
});

describe('judgeAnswer: seed rules and drift', () => {
  it('runs the seed rules on the data of a success; their pointers become body pointers', () => {
    const j = judgeAnswer(forex, 'forex_rates', rpc(rates), {
      requestId: 1,
      rules: () => [{ check: 'eur-below-one', message: 'EUR is above 1', pointer: '/rates/EUR' }],
    });
    expect(j.issues).toEqual([{ kind: 'rule', pointer: '/result/rates/EUR', keyword: 'rule', check: 'eur-below-one', message: 'EUR is above 1' }]);
    // Not on a failure: there is no data to check.
    const failed = judgeAnswer(forex, 'forex_rates', json(200, { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params' } }), {
      requestId: 1,
      rules: () => [{ check: 'never', message: 'ran' }],
    });
    expect(failed.issues).toEqual([]);
  });

  it('names the register entry that explains each issue; the verdict is drift only when every issue is explained', () => {
    const entry: DriftRule = {
      id: 'forex-eur-number',
      surface: 'forex',
      operations: ['forex_rates'],
      match: [{ at: '/result/rates/*', shape: { type: 'number' }, fits: (v) => typeof v === 'number' }],
    };
    const one = judgeAnswer(forex, 'forex_rates', rpc({ ...rates, rates: { ...(rates.rates as object), EUR: 0.86 } }), { requestId: 1, drift: [entry] });
    expect(one).toMatchObject({ verdict: 'drift', drift: ['forex-eur-number'], issues: [{ pointer: '/result/rates/EUR', explainedBy: 'forex-eur-number' }] });
    const two = judgeAnswer(forex, 'forex_rates', rpc({ ...rates, base: 5, rates: { ...(rates.rates as object), EUR: 0.86 } }), {
      requestId: 1,
      drift: [entry],
    });
    expect(two.verdict).toBe('violation');
    expect(two.issues.find((i) => i.pointer === '/result/base')?.explainedBy).toBeUndefined();
    // Another operation is not covered by the entry.
    expect(judgeAnswer(forex, 'forex_status', rpc({ EUR: 0.86 }), { requestId: 1, drift: [entry] }).drift).toEqual([]);
  });
});

describe('judgeRequest', () => {
  it('REST: the body or the path and query parameters against the input schema, with pointers', () => {
    const route = { surface: dataApi, operation: 'get-bitcoin-market-chart', pathParams: {} };
    expect(judgeRequest(route, { method: 'POST', body: { days: '7' } })).toEqual({ verdict: 'valid', operation: 'get-bitcoin-market-chart' });
    expect(judgeRequest(route, { method: 'POST', body: { days: 7 } })).toMatchObject({
      verdict: 'invalid',
      issues: [{ pointer: '/days', keyword: 'type' }, { keyword: 'enum' }],
    });
    const opi = { surface: surface('opi'), operation: 'event', pathParams: {} };
    expect(judgeRequest(opi, { method: 'GET', query: {} })).toMatchObject({
      verdict: 'invalid',
      issues: [{ pointer: '/inscription_id', keyword: 'required' }],
    });
    // A binary body is what mempool-observe takes besides JSON.
    const observe = { surface: surface('gateway-ops'), operation: 'mempool-observe', pathParams: {} };
    expect(judgeRequest(observe, { method: 'POST', body: new Uint8Array([1, 2, 3]) }).verdict).toBe('valid');
  });

  it('JSON-RPC: the envelope, the method (by either spelling), the params structure and schema', () => {
    const at = { surface: forex, pathParams: {} };
    const call = (body: unknown, method = 'POST') => judgeRequest(at, { method, body });
    expect(call({ jsonrpc: '2.0', id: 1, method: 'forex_rates', params: { base: 'USD' } })).toEqual({ verdict: 'valid', operation: 'forex_rates' });
    expect(call({ jsonrpc: '2.0', id: 1, method: 'forex_rates', params: ['USD'] })).toMatchObject({
      verdict: 'invalid',
      issues: [{ kind: 'schema', pointer: '/params', keyword: 'paramStructure' }],
    });
    expect(call({ jsonrpc: '2.0', id: 1, method: 'forex_convert', params: {} })).toMatchObject({
      verdict: 'invalid',
      issues: [{ pointer: '/params/from' }, {}, {}],
    });
    expect(call({ id: 1, method: 'forex_rates' })).toMatchObject({ verdict: 'invalid', issues: [{ kind: 'envelope', pointer: '/jsonrpc' }] });
    expect(call('nonsense')).toMatchObject({ verdict: 'invalid', issues: [{ kind: 'envelope', pointer: '' }] });
    expect(call({ jsonrpc: '2.0', id: 1, method: 'forex_nope' })).toMatchObject({ verdict: 'outside-spec', operation: 'forex_nope', passThrough: false });
    expect(call({ jsonrpc: '2.0', id: 1, method: 'forex_rates' }, 'PUT')).toMatchObject({
      verdict: 'outside-spec',
      reason: expect.stringMatching(/POST, not PUT/),
    });
    const espo = { surface: surface('espo'), pathParams: {} };
    expect(judgeRequest(espo, { method: 'POST', body: { jsonrpc: '2.0', id: 1, method: 'essentials.get_holders', params: { alkane: '2:0' } } })).toMatchObject({
      operation: 'get_holders',
    });
    const reorg = { surface: surface('reorg'), pathParams: {} };
    expect(judgeRequest(reorg, { method: 'POST', body: { jsonrpc: '2.0', id: 1, method: 'getchaintips' } })).toMatchObject({
      verdict: 'outside-spec',
      passThrough: true,
    });
  });
});

describe('judgeRpcExchange', () => {
  const s = forex as RpcSurface;
  const req = (id: number, method = 'forex_rates') => ({ jsonrpc: '2.0', id, method, params: {} });

  it('matches each answer of a batch to its call by id; pointers name the answer in the array', () => {
    const answer = json(200, [
      { jsonrpc: '2.0', id: 2, result: { ...rates, base: 1 } },
      { jsonrpc: '2.0', id: 1, result: rates },
    ]);
    const x = judgeRpcExchange(s, [req(1), req(2)], answer);
    expect(x.issues).toEqual([]);
    expect(x.calls.map((c) => c.judgement?.verdict)).toEqual(['pass', 'violation']);
    expect(x.calls[1]!.judgement!.issues.map((i) => i.pointer)).toEqual(['/0/result/base']);
  });

  it('a call no answer carries, a batch answered with an object, a refusal for the whole exchange', () => {
    const missing = judgeRpcExchange(s, [req(1), req(2)], json(200, [{ jsonrpc: '2.0', id: 1, result: rates }]));
    expect(missing.calls[1]!.judgement).toMatchObject({ outcome: { kind: 'unreadable' }, issues: [{ keyword: 'required' }] });
    const object = judgeRpcExchange(s, [req(1)], json(200, { jsonrpc: '2.0', id: 1, result: rates }));
    expect(object.issues).toEqual([expect.objectContaining({ message: 'a batch must be answered with an array' })]);
    const refused = judgeRpcExchange(s, [req(1), req(2)], json(401, { code: 'INVALID_API_KEY' }));
    expect(refused.issues).toEqual([]);
    expect(refused.calls.map((c) => c.judgement?.outcome.kind)).toEqual(['refusal', 'refusal']);
  });
});
