// The reading of a REST answer never throws on what JSON can hold: a failure whose `error` is an object with a
// `toString` member (String() throws on it) is read as its JSON text. The gateway-wide refusals as the seeds give them:
// the clients and the judge share one table (GATEWAY_REFUSALS), so their agreement cannot catch a change to it; this
// table can.
import { describe, expect, it } from 'vitest';
import { readRest, refusalOf } from '../src/exchange-rules.js';
import type { RestOperation } from '../src/rest.js';

const op = (envelope: 'rest' | 'opi') => ({ envelope }) as unknown as RestOperation;

describe('readRest on hostile failure bodies', () => {
  it('reads an envelope failure whose error and statusCode are objects', () => {
    const body = JSON.parse('{"statusCode":{"valueOf":1,"toString":1},"error":{"toString":1}}') as unknown;
    expect(readRest(op('rest'), 200, body, false)).toEqual({ kind: 'rest-failure', statusCode: Number.NaN, error: '{"toString":1}' });
  });

  it('reads an OPI error that is an object', () => {
    const body = JSON.parse('{"error":{"toString":1},"result":null}') as unknown;
    expect(readRest(op('opi'), 200, body, false)).toEqual({ kind: 'opi-error', error: '{"toString":1}' });
  });

  it('keeps a string failure as it is', () => {
    expect(readRest(op('rest'), 400, { statusCode: 400, error: 'invalid_address' }, false)).toEqual({
      kind: 'rest-failure',
      statusCode: 400,
      error: 'invalid_address',
    });
  });
});

describe('the gateway-wide refusals (seed 000 §Authentication, seed 002 §Errors; 429 per observed.md §11)', () => {
  it.for([
    [401, { code: 'INVALID_API_KEY', message: 'x' }, 'invalid-api-key'],
    // Any 403: the seeds show no body for it ("HTTP 403 otherwise"), and the admin flag is all the gateway forbids.
    [403, { error: 'forbidden' }, 'admin-required'],
    [403, undefined, 'admin-required'],
    [503, { code: 'AUTH_UNAVAILABLE' }, 'auth-unavailable'],
    [429, { error: 'rate limited' }, 'rate-limited'],
    [429, undefined, 'rate-limited'], // a 429 without a JSON body
    // Not refusals: another 401 body, a 503 from something else (a proxy, an upstream), a 429 that is the JSON-RPC
    // endpoint's own -32000 error, and the statuses the seeds give no refusal for.
    [401, { code: 'SOMETHING_ELSE' }, undefined],
    [401, undefined, undefined],
    [503, { code: 'UPSTREAM_DOWN' }, undefined],
    [503, undefined, undefined],
    [429, { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'rate limited' } }, undefined],
    [400, { code: 'INVALID_API_KEY' }, undefined],
    [200, { code: 'AUTH_UNAVAILABLE' }, undefined],
    [502, undefined, undefined],
  ] as const)('%i %j: %s', ([status, body, reason]) => {
    expect(refusalOf(status, body)).toBe(reason);
  });
});
