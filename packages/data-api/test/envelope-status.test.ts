// Seed 000 §REST data API conventions 3 through the generated client and its real validators: the envelope's
// `statusCode` decides success. A failure body sent with HTTP 200 (observed: espo) is a typed RestFailure.
import { createGateway, RestFailure } from '@gw/runtime';
import { describe, expect, it } from 'vitest';
import { createDataApiClient } from '@gw/data-api';

const answer = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;

describe('data-api: statusCode decides success', () => {
  it('{statusCode: 400, error} with HTTP 200 is a RestFailure carrying the status and the text', async () => {
    const gw = createGateway({
      baseUrl: 'http://127.0.0.1:9',
      auth: { mode: 'path', apiKey: 'gwk-x' },
      fetch: answer(200, { statusCode: 400, error: 'invalid_address' }),
    });
    const e = await createDataApiClient(gw)
      .getAddressBalance({ address: 'bc1pxyz' })
      .catch((x) => x);
    expect(e).toBeInstanceOf(RestFailure);
    expect(e).toMatchObject({ name: 'RestFailure', statusCode: 400, error: 'invalid_address' });
  });

  it('the same body with HTTP 400 is the same RestFailure', async () => {
    const gw = createGateway({
      baseUrl: 'http://127.0.0.1:9',
      auth: { mode: 'path', apiKey: 'gwk-x' },
      fetch: answer(400, { statusCode: 400, error: 'Invalid request parameters' }),
    });
    await expect(createDataApiClient(gw).getBitcoinPrice({})).rejects.toMatchObject({
      name: 'RestFailure',
      statusCode: 400,
      error: 'Invalid request parameters',
    });
  });
});
