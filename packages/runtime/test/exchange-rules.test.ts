// The reading of a REST answer never throws on what JSON can hold: a failure whose `error` is an object with a
// `toString` member (String() throws on it) is read as its JSON text.
import { describe, expect, it } from 'vitest';
import { readRest } from '../src/exchange-rules.js';
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
