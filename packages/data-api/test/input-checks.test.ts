// The generated data-API client refuses what the spec forbids before anything is sent, builds the right URL for
// each auth mode, and never puts the API key in an error message.
import { type Auth, createGateway, type GatewayError, type RequestValidationError } from '@gw/runtime';
import { describe, expect, it } from 'vitest';
import { createDataApiClient } from '@gw/data-api';

const KEY = 'gwk-Secret-7f3c2a91';
const BASE = 'http://127.0.0.1:9';
const ALIAS_BASE = 'http://127.0.0.1:10';
const OK_PRICE = { statusCode: 200, data: { bitcoin: { usd: 97500.25 } } };

interface Call {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch spy: records every call and answers with `answer` (default: refuse to be called at all). */
function spyFetch(
  answer: (url: string) => Response | Promise<Response> = () => {
    throw new Error('fetch must not be called');
  },
) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method, headers: { ...(init?.headers as Record<string, string>) }, body: init?.body as string | undefined });
    return answer(url);
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(auth: Auth = { mode: 'path', apiKey: 'k' }, answer?: (url: string) => Response | Promise<Response>) {
  const spy = spyFetch(answer);
  const gw = createGateway({ network: 'mainnet', baseUrl: BASE, aliasBaseUrl: ALIAS_BASE, auth, fetch: spy.fetch, timeoutMs: 2_000 });
  return { c: createDataApiClient(gw), calls: spy.calls };
}

/** Runs a call that must be refused; returns the error. */
async function refused(p: Promise<unknown>): Promise<RequestValidationError> {
  const e = await p.then(
    () => {
      throw new Error('the call was not refused');
    },
    (err: unknown) => err as RequestValidationError,
  );
  expect(e.name).toBe('RequestValidationError');
  expect(e.sent).toBe(false);
  return e;
}

const fields = (e: RequestValidationError) => e.issues.map((i) => i.field);

describe('values the spec forbids are refused before sending', () => {
  it('get-bitcoin-market-chart: days "2" (only 1, 7, 30, 365)', async () => {
    const { c, calls } = client();
    const e = await refused(c.getBitcoinMarketChart({ days: '2' as never }));
    expect(fields(e)).toContain('/days');
    expect(e.message).toMatch(/\/days/);
    expect(e.message).toMatch(/"1", "7", "30", "365"/);
    expect(calls).toHaveLength(0);
  });

  it('get-bitcoin-market-chart: days as the number 7 (the seed types it string)', async () => {
    const { c, calls } = client();
    const e = await refused(c.getBitcoinMarketChart({ days: 7 as never }));
    expect(fields(e)).toContain('/days');
    expect(calls).toHaveLength(0);
  });

  it('get-all-amm-tx-history: an unknown transactionType', async () => {
    const { c, calls } = client();
    const e = await refused(c.getAllAmmTxHistory({ count: 20, transactionType: 'trade' as never }));
    expect(fields(e)).toContain('/transactionType');
    expect(e.message).toMatch(/"swap", "mint", "burn", "creation", "wrap", "unwrap"/);
    expect(calls).toHaveLength(0);
  });

  it('get-all-address-amm-tx-history: an unknown transactionType', async () => {
    const { c, calls } = client();
    const e = await refused(c.getAllAddressAmmTxHistory({ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', transactionType: 'SWAP' as never }));
    expect(fields(e)).toContain('/transactionType');
    expect(calls).toHaveLength(0);
  });

  it('a missing required address', async () => {
    const { c, calls } = client();
    for (const call of [() => c.getAlkanesByAddress({} as never), () => c.getAddressBalance({} as never), () => c.getAlkanesUtxo({} as never)]) {
      const e = await refused(call());
      expect(fields(e)).toContain('/address');
    }
    expect(calls).toHaveLength(0);
  });

  it('an Id member sent as a number: alkaneId {block: 2, tx: "0"}', async () => {
    const { c, calls } = client();
    const e = await refused(c.getAlkaneDetails({ alkaneId: { block: 2, tx: '0' } as never }));
    expect(fields(e)).toContain('/alkaneId/block');
    const e2 = await refused(c.getPoolDetails({ factoryId: { block: '4', tx: 65522 } as never, poolId: { block: '2', tx: '77087' } }));
    expect(fields(e2)).toContain('/factoryId/tx');
    expect(calls).toHaveLength(0);
  });

  it('an unknown extra body key', async () => {
    const { c, calls } = client();
    const e = await refused(c.getBitcoinPrice({ currency: 'eur' } as never));
    expect(fields(e)).toContain('/currency');
    const e2 = await refused(c.getAlkanes({ limit: 50, offset: 0, page: 2 } as never));
    expect(fields(e2)).toContain('/page');
    expect(calls).toHaveLength(0);
  });

  it('paging numbers must be non-negative integers', async () => {
    const { c, calls } = client();
    expect(fields(await refused(c.getAlkanes({ limit: -1 })))).toContain('/limit');
    expect(fields(await refused(c.getAlkanes({ limit: '50' as never })))).toContain('/limit');
    expect(fields(await refused(c.getPoolSwapHistory({ poolId: { block: '2', tx: '77087' }, count: 2.5 })))).toContain('/count');
    expect(calls).toHaveLength(0);
  });

  it('the refused input is left as the caller gave it', async () => {
    const { c } = client();
    const input = { limit: -1 };
    await refused(c.getAlkanes(input));
    expect(input).toEqual({ limit: -1 });
  });
});

describe('a valid call goes out with the right URL', () => {
  it('path auth: {base}/v4/<key>/<route>, JSON body, no key header', async () => {
    const { c, calls } = client({ mode: 'path', apiKey: 'k' }, () => json(OK_PRICE));
    const r = await c.getBitcoinPrice({});
    expect(r.data.bitcoin.usd).toBe(97500.25);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${BASE}/v4/k/get-bitcoin-price`);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers['content-type']).toBe('application/json');
    expect(calls[0]!.headers['x-service-api-key']).toBeUndefined();
    expect(JSON.parse(calls[0]!.body!)).toEqual({});
  });

  it('path auth: the documented defaults are not filled in by the client (the body is what the caller gave)', async () => {
    const { c, calls } = client({ mode: 'path', apiKey: 'k' }, () => json({ statusCode: 200, data: { tokens: [], total: 0, count: 0, offset: 0, limit: 50 } }));
    await c.getAlkanes({});
    expect(JSON.parse(calls[0]!.body!)).toEqual({});
  });

  it('header auth: {base}/v4/api/<route> with x-service-api-key', async () => {
    const { c, calls } = client({ mode: 'header', apiKey: 'k' }, () => json(OK_PRICE));
    await c.getBitcoinMarketChart({ days: '7' }).catch(() => undefined);
    await c.getBitcoinPrice({});
    expect(calls.map((x) => x.url)).toEqual([`${BASE}/v4/api/get-bitcoin-market-chart`, `${BASE}/v4/api/get-bitcoin-price`]);
    expect(calls[1]!.headers['x-service-api-key']).toBe('k');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ days: '7' });
  });

  it('alias auth: {aliasBaseUrl}/v4/<alias>/<route>, no key anywhere', async () => {
    const { c, calls } = client({ mode: 'alias', alias: 'my-app' }, () => json(OK_PRICE));
    await c.getBitcoinPrice({});
    expect(calls[0]!.url).toBe(`${ALIAS_BASE}/v4/my-app/get-bitcoin-price`);
    expect(calls[0]!.headers['x-service-api-key']).toBeUndefined();
  });

  it('GET routes: path parameters are encoded into the path', async () => {
    const addr = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
    const { c, calls } = client({ mode: 'path', apiKey: 'k' }, () => json({ statusCode: 200, data: {} }));
    await c.addressBalances({ address: addr });
    expect(calls[0]!.url).toBe(`${BASE}/v4/k/address/${addr}/balances`);
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.body).toBeUndefined();
  });
});

describe('the API key never appears in an error', () => {
  const inError = (e: GatewayError) => [e.message, String(e.stack), e.url ?? '', JSON.stringify(e)].join('\n');

  it('a network failure whose message carries the URL', async () => {
    const { c } = client({ mode: 'path', apiKey: KEY }, (url) => {
      throw new TypeError(`fetch failed: connect ECONNREFUSED for ${url}`);
    });
    const e = (await c.getBitcoinPrice({}).catch((x: unknown) => x)) as GatewayError;
    expect(e.name).toBe('NetworkError');
    expect(e.url).toBe(`${BASE}/v4/***/get-bitcoin-price`);
    expect(inError(e)).not.toContain(KEY);
  });

  it('a 500 failure envelope', async () => {
    const { c } = client({ mode: 'path', apiKey: KEY }, () => json({ statusCode: 500, error: 'internal error' }, 500));
    const e = (await c.getBitcoinPrice({}).catch((x: unknown) => x)) as GatewayError & { statusCode: number };
    expect(e.name).toBe('RestFailure');
    expect(e.statusCode).toBe(500);
    expect(e.status).toBe(500);
    expect(inError(e)).not.toContain(KEY);
  });

  it('a 500 answer that is not JSON', async () => {
    const { c } = client(
      { mode: 'path', apiKey: KEY },
      () => new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const e = (await c.getBitcoinPrice({}).catch((x: unknown) => x)) as GatewayError;
    expect(['HttpError', 'ResponseValidationError']).toContain(e.name);
    expect(e.status).toBe(502);
    expect(inError(e)).not.toContain(KEY);
  });

  it('an answer that breaks the spec (response validation) in header mode', async () => {
    const { c } = client({ mode: 'header', apiKey: KEY }, () => json({ statusCode: 200, data: { bitcoin: { usd: '97500.25' } } }));
    const e = (await c.getBitcoinPrice({}).catch((x: unknown) => x)) as GatewayError;
    expect(e.name).toBe('ResponseValidationError');
    expect(e.message).toMatch(/\/data\/bitcoin\/usd/);
    expect(inError(e)).not.toContain(KEY);
  });

  it('an unkeyed 401 names INVALID_API_KEY', async () => {
    const { c } = client({ mode: 'none' }, () => json({ code: 'INVALID_API_KEY' }, 401));
    const e = (await c.getBitcoinPrice({}).catch((x: unknown) => x)) as GatewayError;
    expect(e.name).toBe('InvalidApiKeyError');
    expect(e.status).toBe(401);
  });
});
