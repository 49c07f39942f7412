// Observed (espo oylapi, observed.md §11): a request without `limit` is answered with a `limit: null` echo, beside
// `data` on get-pools and inside `data` on get-all-pools-details. The echo is accepted, as on Espo (issue 10).
import { createGateway } from '@gw/runtime';
import { describe, expect, it } from 'vitest';
import { createDataApiClient } from '@gw/data-api';

const client = (body: unknown) =>
  createDataApiClient(
    createGateway({
      baseUrl: 'http://127.0.0.1:9',
      auth: { mode: 'path', apiKey: 'gwk-x' },
      fetch: (async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch,
    }),
  );
const factoryId = { block: '4', tx: '65522' };

describe('data-api: a limit: null echo is accepted', () => {
  it('get-pools: limit null beside data', async () => {
    const body = { statusCode: 200, data: [{ block: '2', tx: '77087' }], total: 1, offset: 0, limit: null };
    expect((await client(body).getPools({ factoryId })).data).toEqual(body.data);
  });
  it('get-all-pools-details: data.limit null', async () => {
    const data = { count: 0, pools: [], total: 0, offset: 0, limit: null, largestPool: null, trendingPools: null };
    expect((await client({ statusCode: 200, data }).getAllPoolsDetails({ factoryId })).data).toEqual(data);
  });
  it('a limit that is neither an integer nor null is still refused', async () => {
    await expect(client({ statusCode: 200, data: [], limit: '10' }).getPools({ factoryId })).rejects.toMatchObject({ name: 'ResponseValidationError' });
  });
});
