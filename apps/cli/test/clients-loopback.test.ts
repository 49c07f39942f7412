// The clients against the local gateway on loopback (issue 21): retries and the one rate-limit error, refusals sent
// once, -32000 on the mempool, every `<operation>All` against a manual walk, headers and middleware reaching the
// server, and a stream that stops on a wrong key. Faults come from the gateway's `x-gw-simulate`; no test waits for a
// backoff (the retry clock is injected) and none sleeps: each waits for the event it checks.
import { createBtcusdViews, expectOk } from '@gw/btcusd';
import { createDataApiClient, type DataApiClient } from '@gw/data-api';
import { createEspoClient } from '@gw/espo';
import { createEthMempoolStream, ethMempoolStreamUrl, type StreamError } from '@gw/eth-mempool';
import { type MockGateway, startMockGateway } from '@gw/gateway-mock';
import { createMempoolClient } from '@gw/mempool';
import {
  AuthUnavailableError,
  createGateway,
  type GatewayOptions,
  InvalidApiKeyError,
  JsonRpcFailure,
  type Middleware,
  RateLimitedError,
  type RetryClock,
} from '@gw/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from './helpers.js';

const KEY = 'gwtest-loopback-key';
const ADDRESS = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
let g: MockGateway;
/** What reached the gateway: one line per request (method, redacted path, operation, status). */
const seen: string[] = [];

beforeAll(async () => {
  g = await startMockGateway({
    network: 'mainnet',
    apiKey: KEY,
    fixtures: FIXTURES,
    log: () => {},
    onRequest: (r) => seen.push(`${r.method} ${r.path} ${r.operation} ${r.status}`),
  });
});
afterAll(async () => g?.close());

/** A retry clock that returns at once and writes down each wait. */
function recordingClock(): { clock: RetryClock; slept: number[] } {
  const slept: number[] = [];
  return { slept, clock: { now: () => Date.now(), random: () => 0, sleep: async (ms) => void slept.push(ms) } };
}
const gateway = (more: GatewayOptions = {}) => createGateway({ network: 'mainnet', baseUrl: g.url, auth: { mode: 'path', apiKey: KEY }, ...more });
/** Requests the gateway saw while `fn` ran. */
async function counting<T>(fn: () => Promise<T>): Promise<{ value: T | undefined; error: unknown; requests: string[] }> {
  const from = seen.length;
  try {
    return { value: await fn(), error: undefined, requests: seen.slice(from) };
  } catch (error) {
    return { value: undefined, error, requests: seen.slice(from) };
  }
}

describe('retries and the one rate-limit error, on loopback', () => {
  it('429 then 200: the call succeeds in two requests, after the Retry-After the gateway sent', async () => {
    const { clock, slept } = recordingClock();
    // The first attempt asks the gateway for its rate-limit answer; the retry goes plain.
    const firstLimited: Middleware = {
      onRequest: ({ request, attempt }) => (attempt === 0 ? { ...request, headers: { ...request.headers, 'x-gw-simulate': 'rate-limit' } } : undefined),
    };
    const client = createDataApiClient(gateway({ clock, middleware: [firstLimited] }));
    const r = await counting(() => client.getBitcoinPrice({}));
    expect(r.error).toBeUndefined();
    expect(r.value?.data.bitcoin.usd).toEqual(expect.any(Number));
    expect(r.requests.map((l) => l.split(' ').at(-1))).toEqual(['429', '200']);
    expect(slept).toEqual([45_000]);
  });

  it('maxRetries: 0 throws RateLimitedError with the numbers of the answer; a JSON-RPC 429 is the same error', async () => {
    const client = createDataApiClient(gateway({ maxRetries: 0 }));
    const r = await counting(() => client.getBitcoinPrice({}, { headers: { 'x-gw-simulate': 'rate-limit' } }));
    expect(r.error).toBeInstanceOf(RateLimitedError);
    expect(r.error).toMatchObject({ status: 429, retryAfter: 45, limit: 60, remaining: 0, reset: expect.any(Number) });
    expect(r.requests).toHaveLength(1);
    const rpc = await counting(() => createMempoolClient(gateway()).mempoolInfo({}, { maxRetries: 0, headers: { 'x-gw-simulate': 'rate-limit' } }));
    expect(rpc.error).toBeInstanceOf(RateLimitedError);
    expect((rpc.error as RateLimitedError).rpcError?.code).toBe(-32000);
  });

  it('503 AUTH_UNAVAILABLE is sent once (a refusal, never retried)', async () => {
    const { clock, slept } = recordingClock();
    const r = await counting(() => createDataApiClient(gateway({ clock })).getBitcoinPrice({}, { headers: { 'x-gw-simulate': 'auth-unavailable' } }));
    expect(r.error).toBeInstanceOf(AuthUnavailableError);
    expect(r.requests).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  it('on the mempool endpoint -32000 means "not in the mempool": a JsonRpcFailure, not a rate limit, sent once', async () => {
    const { clock, slept } = recordingClock();
    const r = await counting(() => createMempoolClient(gateway({ clock })).mempoolEntry({ txid: 'f'.repeat(64) }));
    expect(r.error).toBeInstanceOf(JsonRpcFailure);
    expect(r.error).not.toBeInstanceOf(RateLimitedError);
    expect((r.error as JsonRpcFailure).code).toBe(-32000);
    expect(r.requests).toHaveLength(1);
    expect(slept).toEqual([]);
  });
});

describe('headers and middleware reach the server', () => {
  it('a per-call header and a middleware header are what the gateway acts on', async () => {
    const perCall = await counting(() => createDataApiClient(gateway({ maxRetries: 0 })).getBitcoinPrice({}, { headers: { 'x-gw-simulate': 'invalid-key' } }));
    expect(perCall.error).toBeInstanceOf(InvalidApiKeyError);
    const viaMiddleware = createDataApiClient(
      gateway({
        maxRetries: 0,
        middleware: [{ onRequest: ({ request }) => ({ ...request, headers: { ...request.headers, 'x-gw-simulate': 'invalid-key' } }) }],
      }),
    );
    const mw = await counting(() => viaMiddleware.getBitcoinPrice({}));
    expect(mw.error).toBeInstanceOf(InvalidApiKeyError);
    expect(mw.requests).toEqual([expect.stringMatching(/^POST \/v4\/\*\*\*\/get-bitcoin-price get-bitcoin-price 401$/)]);
  });
});

type Page = Record<string, unknown>;
/** Items of a page as the walk yields them: an array, an object's entries, or none when the page has no such field. */
const itemsOf = (page: unknown, field: string): unknown[] => {
  const at = field === '' ? page : (page as Page)[field];
  return Array.isArray(at) ? at : at ? Object.entries(at as Page) : [];
};

describe('every <operation>All yields what a manual walk of gw mock yields', () => {
  const collect = async (it: AsyncIterable<unknown>) => {
    const out: unknown[] = [];
    for await (const x of it) out.push(x);
    return out;
  };

  /** Offset paging by hand: `limit` records per request, offset moved by what came back, until a short page. */
  async function offsetWalk(call: (input: Page) => Promise<{ data: unknown }>, input: Page, limitField: string, size: number, items: string) {
    const out: unknown[] = [];
    for (let offset = 0; ; ) {
      const page = itemsOf((await call({ ...input, [limitField]: size, offset })).data, items);
      out.push(...page);
      if (page.length < size) return out;
      offset += page.length;
    }
  }

  it('the data API (offset paging): each paged operation', async () => {
    const api: DataApiClient = createDataApiClient(gateway());
    const factoryId = { block: '4', tx: '65522' };
    const poolId = { block: '2', tx: '77087' };
    const cases: Array<[string, (i: Page) => Promise<{ data: unknown }>, (i: Page) => AsyncIterable<unknown>, Page, string, string]> = [
      ['get-alkanes', (i) => api.getAlkanes(i), (i) => api.getAlkanesAll(i), {}, 'limit', 'tokens'],
      ['get-pools', (i) => api.getPools(i as never), (i) => api.getPoolsAll(i as never), { factoryId }, 'limit', ''],
      ['get-all-pools-details', (i) => api.getAllPoolsDetails(i as never), (i) => api.getAllPoolsDetailsAll(i as never), { factoryId }, 'limit', 'pools'],
      ['get-pool-swap-history', (i) => api.getPoolSwapHistory(i as never), (i) => api.getPoolSwapHistoryAll(i as never), { poolId }, 'count', 'swaps'],
      [
        'get-token-swap-history',
        (i) => api.getTokenSwapHistory(i as never),
        (i) => api.getTokenSwapHistoryAll(i as never),
        { alkaneId: poolId },
        'count',
        'items',
      ],
      ['get-pool-mint-history', (i) => api.getPoolMintHistory(i as never), (i) => api.getPoolMintHistoryAll(i as never), { poolId }, 'count', 'items'],
      ['get-pool-burn-history', (i) => api.getPoolBurnHistory(i as never), (i) => api.getPoolBurnHistoryAll(i as never), { poolId }, 'count', 'items'],
      [
        'get-pool-creation-history',
        (i) => api.getPoolCreationHistory(i as never),
        (i) => api.getPoolCreationHistoryAll(i as never),
        { factoryId },
        'count',
        'items',
      ],
      ['get-all-wrap-history', (i) => api.getAllWrapHistory(i), (i) => api.getAllWrapHistoryAll(i), {}, 'count', 'items'],
      ['get-all-unwrap-history', (i) => api.getAllUnwrapHistory(i), (i) => api.getAllUnwrapHistoryAll(i), {}, 'count', 'items'],
      [
        'get-address-wrap-history',
        (i) => api.getAddressWrapHistory(i as never),
        (i) => api.getAddressWrapHistoryAll(i as never),
        { address: ADDRESS },
        'count',
        'items',
      ],
      [
        'get-all-address-amm-tx-history',
        (i) => api.getAllAddressAmmTxHistory(i as never),
        (i) => api.getAllAddressAmmTxHistoryAll(i as never),
        { address: ADDRESS },
        'count',
        'transactions',
      ],
    ];
    let yielded = 0;
    for (const [name, one, all, input, limitField, items] of cases) {
      const size = 2;
      const manual = await offsetWalk(one, input, limitField, size, items);
      expect(await collect(all({ ...input, [limitField]: size, offset: 0 })), name).toEqual(manual);
      yielded += manual.length;
    }
    // The local gateway synthesizes these answers (one page each: it does not page the data API); the walks over
    // several pages are in packages/runtime/test/paginate.test.ts.
    expect(yielded).toBeGreaterThan(0);
  });

  it('Espo (page paging, 0-indexed, has_more) and mempool_snapshot (cursor by seq), over several pages', async () => {
    const espo = createEspoClient(gateway());
    const pageWalk = async (call: (i: Page) => Promise<{ data: unknown }>, input: Page, items: string) => {
      const out: unknown[] = [];
      for (let page = 0; ; page++) {
        const data = (await call({ ...input, page, limit: 2 })).data as Page;
        out.push(...itemsOf(data, items));
        if (data.has_more !== true) return out;
      }
    };
    const cases: Array<[string, (i: Page) => Promise<{ data: unknown }>, (i: Page) => AsyncIterable<unknown>, Page, string]> = [
      ['get_holders', (i) => espo.getHolders(i as never), (i) => espo.getHoldersAll(i as never), { alkane: '2:0' }, 'items'],
      ['get_keys', (i) => espo.getKeys(i as never), (i) => espo.getKeysAll(i as never), { alkane: '2:0' }, 'items'],
      ['ammdata.get_candles', (i) => espo.ammdataGetCandles(i as never), (i) => espo.ammdataGetCandlesAll(i as never), { pool: '2:77087' }, 'candles'],
      ['ammdata.get_trades', (i) => espo.ammdataGetTrades(i as never), (i) => espo.ammdataGetTradesAll(i as never), { pool: '2:77087' }, 'trades'],
      ['ammdata.get_pools', (i) => espo.ammdataGetPools(i as never), (i) => espo.ammdataGetPoolsAll(i as never), {}, 'pools'],
    ];
    for (const [name, one, all, input, items] of cases) {
      const manual = await pageWalk(one, input, items);
      expect(manual.length, `${name}: the dataset spans several pages`).toBeGreaterThan(2);
      expect(await collect(all({ ...input, limit: 2 })), name).toEqual(manual);
    }

    const mempool = createMempoolClient(gateway());
    const manual: unknown[] = [];
    for (let cursor = 0; ; ) {
      const { data } = await mempool.mempoolSnapshot({ limit: 3, cursor });
      manual.push(...data.entries);
      if (!data.has_more) break;
      cursor = data.cursor;
    }
    expect(manual.length).toBeGreaterThan(3);
    expect(await collect(mempool.mempoolSnapshotAll({ limit: 3 }))).toEqual(manual);
    expect(new Set(manual.map((e) => (e as { txid: string }).txid)).size, 'each entry once').toBe(manual.length);
  });

  it('the BTC/USD listing views (page/limit, the echoed page plus one) over a simulated world: getpoolsAll and getswapsAll', async () => {
    const world = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [], worldSeed: 2026, log: () => {} });
    const views = createBtcusdViews(createGateway({ network: 'mainnet', baseUrl: world.url, auth: { mode: 'path', apiKey: KEY } }));
    try {
      const walk = async <T>(list: (page: number) => Promise<{ items: T[]; hasMore: boolean; page: number }>) => {
        const out: T[] = [];
        for (let page = 0; ; ) {
          const r = await list(page);
          out.push(...r.items);
          if (!r.hasMore) return out;
          page = r.page + 1;
        }
      };
      const pools = await walk(async (page) => {
        const d = expectOk(await views.getpools({ page, limit: 1 }));
        return { items: d.pools, hasMore: d.hasMore, page: d.page };
      });
      expect(pools.length).toBeGreaterThan(1);
      expect(await collect(views.getpoolsAll({ limit: 1 }))).toEqual(pools);
      const pool = pools[0]!.pool!;
      const swaps = await walk(async (page) => {
        const d = expectOk(await views.getswaps({ pool, page, limit: 2 }));
        return { items: d.swaps, hasMore: d.hasMore, page: d.page };
      });
      expect(swaps.length).toBeGreaterThan(2);
      expect(await collect(views.getswapsAll({ pool, limit: 2 }))).toEqual(swaps);
    } finally {
      await world.close();
    }
  });
});

describe('the stream fails loudly', () => {
  const firstError = (key: string, query = '') =>
    new Promise<{ error: StreamError; state: string }>((resolve, reject) => {
      // A bound for an event that never comes, not a measurement: a stopped stream is shown by its state and one upgrade.
      const bound = setTimeout(() => reject(new Error('no error event within 60 s')), 60_000);
      const stream = createEthMempoolStream({
        url: ethMempoolStreamUrl(g.wsUrl, key) + query,
        fetchRecent: async () => ({ entries: [], seq: 0 }),
        pingIntervalMs: 0,
        onError: (error) => {
          clearTimeout(bound);
          const state = stream.state;
          stream.close();
          resolve({ error, state });
        },
      });
    });

  it('a wrong key: InvalidApiKeyError (kind refused) on the first refusal, and the stream has stopped', async () => {
    const from = seen.length;
    const { error, state } = await firstError('not-a-registered-key');
    expect(error).toBeInstanceOf(InvalidApiKeyError);
    expect(error.kind).toBe('refused');
    expect(state).toBe('closed');
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('not-a-registered-key');
    expect(seen.slice(from).filter((l) => l.includes('/ethereum/mempool/ws'))).toHaveLength(1);
  });

  it('a 429 on the upgrade: RateLimitedError (kind rate-limited) with Retry-After, and the stream waits to reconnect', async () => {
    const { error, state } = await firstError(KEY, '?gw-simulate=rate-limit');
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.kind).toBe('rate-limited');
    expect(error instanceof RateLimitedError && error.retryAfter).toBe(45);
    expect(state).toBe('waiting');
  });
});
