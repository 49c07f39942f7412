import { describe, expect, it } from 'vitest';
import { createGateway, ResponseValidationError, restCall, RestFailure, type SurfaceMeta, type Validator } from '../src/index.js';
import { fakeFetch, priceOperation } from './fake-fetch.js';

// Seed 000 §REST data API conventions 3: "a `statusCode` other than 200 is a failure and `error` carries the text".
// The envelope's statusCode decides success, not the HTTP status (observed: espo keeps HTTP 200).
const surface: SurfaceMeta = { name: 'data-api', networks: ['mainnet'], auth: ['path'], mounts: { path: '/v4/{apiKey}' } };
const op = priceOperation;
/** Like the generated 200 validator: the success envelope, statusCode const 200. */
const success: Validator = Object.assign((d: unknown) => (d as { statusCode?: unknown })?.statusCode === 200, {
  errors: [{ instancePath: '/statusCode', message: 'must be equal to constant' }],
});
/** Like the generated default validator: the failure envelope. */
const failure: Validator = Object.assign(
  (d: unknown) =>
    typeof (d as { statusCode?: unknown })?.statusCode === 'number' &&
    (d as { statusCode: number }).statusCode !== 200 &&
    typeof (d as { error?: unknown }).error === 'string',
  { errors: [{ instancePath: '/error', message: 'must be string' }] },
);
const gw = (f: typeof fetch) => createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: 'sk-test-0123456789' }, fetch: f });

describe('REST envelope: statusCode decides success', () => {
  it('HTTP 200 with {statusCode: 400, error} is a typed RestFailure with status and text, not a schema error', async () => {
    const f = fakeFetch(() => ({ status: 200, body: { statusCode: 400, error: 'invalid_address' } }));
    const e = await restCall(gw(f.fetch), surface, op, { responses: { 200: success, default: failure } }, {}).catch((x) => x);
    expect(e).not.toBeInstanceOf(ResponseValidationError);
    expect(e).toBeInstanceOf(RestFailure);
    expect(e).toMatchObject({ statusCode: 400, error: 'invalid_address', status: 200 });
  });

  it('HTTP 200 with {statusCode: 500, error} also fails as RestFailure', async () => {
    const f = fakeFetch(() => ({ status: 200, body: { statusCode: 500, error: 'connection reset by peer' } }));
    await expect(restCall(gw(f.fetch), surface, op, { responses: { 200: success, default: failure } }, {})).rejects.toMatchObject({
      name: 'RestFailure',
      statusCode: 500,
      error: 'connection reset by peer',
    });
  });

  it('a failure envelope without the error text is still a ResponseValidationError', async () => {
    const f = fakeFetch(() => ({ status: 200, body: { statusCode: 400 } }));
    await expect(restCall(gw(f.fetch), surface, op, { responses: { 200: success, default: failure } }, {})).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('a success envelope still validates against the 200 schema', async () => {
    const f = fakeFetch(() => ({ status: 200, body: { statusCode: 200, data: { bitcoin: { usd: 1 } } } }));
    expect((await restCall(gw(f.fetch), surface, op, { responses: { 200: success, default: failure } }, {})).data).toEqual({ bitcoin: { usd: 1 } });
  });
});
