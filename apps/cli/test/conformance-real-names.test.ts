// Issue 10 item 8: real-system names are configuration, not code. The API-key header name is a gateway option
// (redacted whatever its name); the Espo client can send the module-prefixed wire names real clients send
// (observed.md §4.1), and the local gateway accepts both spellings.
import { createDataApiClient } from '@gw/data-api';
import { createEspoClient } from '@gw/espo';
import { startMockGateway } from '@gw/gateway-mock';
import { createGateway, type Exchange } from '@gw/runtime';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './helpers.js';

const KEY = 'gwk-realnames-5e1f0c';

describe('apiKeyHeader: the header name of header auth is configuration', () => {
  it('defaults to x-service-api-key', () => {
    expect(createGateway({ baseUrl: 'http://127.0.0.1:9' }).apiKeyHeader).toBe('x-service-api-key');
  });

  it('sends the configured header to a gateway configured alike, and redacts it in every recording', async () => {
    const mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: FIXTURES, apiKeyHeader: 'x-api-key' });
    try {
      const seen: Exchange[] = [];
      const gw = createGateway({ baseUrl: mock.url, auth: { mode: 'header', apiKey: KEY }, apiKeyHeader: 'X-Api-Key', onExchange: (x) => seen.push(x) });
      const r = await createDataApiClient(gw).getBitcoinPrice({});
      expect(r.data).toHaveProperty('bitcoin');
      expect(seen[0]!.request.headers['x-api-key']).toBe('{apiKey}');
      expect(seen[0]!.request.headers).not.toHaveProperty('x-service-api-key');
      expect(JSON.stringify(seen)).not.toContain(KEY);
      // The seeds' header name is refused by a gateway configured for another name.
      const other = createGateway({ baseUrl: mock.url, auth: { mode: 'header', apiKey: KEY } });
      await expect(createDataApiClient(other).getBitcoinPrice({})).rejects.toMatchObject({ name: 'InvalidApiKeyError' });
    } finally {
      await mock.close();
    }
  });

  it('refuses a header name that is not an HTTP token', () => {
    expect(() => createGateway({ baseUrl: 'http://127.0.0.1:9', apiKeyHeader: 'x api key' })).toThrow(/not a valid HTTP header name/);
  });
});

describe('Espo wire names: seed or module-prefixed', () => {
  const PREFIXED = {
    ping: 'essentials.ping',
    get_address_balances: 'essentials.get_address_balances',
    get_address_outpoints: 'essentials.get_address_outpoints',
    get_outpoint_balances: 'essentials.get_outpoint_balances',
    get_holders: 'essentials.get_holders',
    get_holders_count: 'essentials.get_holders_count',
    get_keys: 'essentials.get_keys',
  };

  async function sentNames(wireNames?: 'seed' | 'module-prefixed') {
    const mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: FIXTURES });
    const sent: string[] = [];
    try {
      const gw = createGateway({
        baseUrl: mock.url,
        auth: { mode: 'path', apiKey: KEY },
        onExchange: (x) => sent.push((x.request.body as { method: string }).method),
      });
      const espo = wireNames ? createEspoClient(gw, { wireNames }) : createEspoClient(gw);
      const holders = await espo.getHolders({ alkane: '2:0', page: 0, limit: 2 });
      const height = await espo.getEspoHeight();
      const pools = await espo.ammdataGetPools({ limit: 1, page: 0 });
      const count = await espo.getHoldersCount({ alkane: '2:0' });
      return { sent, holders: holders.data, height: height.data, pools: pools.data, count: count.data };
    } finally {
      await mock.close();
    }
  }

  it('the spec carries the observed spelling of every essentials method', async () => {
    const { espoMethods } = await import('@gw/espo/methods');
    const aliases = Object.fromEntries(
      Object.values(espoMethods).flatMap((m) => ('observedAlias' in m.meta && m.meta.observedAlias ? [[m.meta.name, m.meta.observedAlias]] : [])),
    );
    expect(aliases).toEqual(PREFIXED);
  });

  it('by default the seed names go on the wire', async () => {
    const r = await sentNames();
    expect(r.sent).toEqual(['get_holders', 'get_espo_height', 'ammdata.get_pools', 'get_holders_count']);
  });

  it('module-prefixed sends essentials.*, keeps get_espo_height and ammdata.*, and the local gateway answers both alike', async () => {
    const seed = await sentNames('seed');
    const prefixed = await sentNames('module-prefixed');
    expect(prefixed.sent).toEqual(['essentials.get_holders', 'get_espo_height', 'ammdata.get_pools', 'essentials.get_holders_count']);
    expect(prefixed.holders).toEqual(seed.holders);
    expect(prefixed.count).toEqual(seed.count);
    expect(prefixed.pools).toEqual(seed.pools);
  });

  it('the gateway option wireNames does the same for any surface with observed spellings', async () => {
    const mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: FIXTURES });
    try {
      const sent: string[] = [];
      const gw = createGateway({
        baseUrl: mock.url,
        auth: { mode: 'path', apiKey: KEY },
        wireNames: { espo: 'observed' },
        onExchange: (x) => sent.push(...[x.request.body].flat().map((b) => (b as { method: string }).method)),
      });
      const { createEspoClient: generated, prepareEspo } = await import('@gw/espo');
      const espo = generated(gw);
      const r = await espo.batch([prepareEspo('get_holders_count', { alkane: '2:0' }), prepareEspo('ping', {})]);
      expect(sent).toEqual(['essentials.get_holders_count', 'essentials.ping']);
      expect(r.data.map((d) => d.ok)).toEqual([true, true]);
    } finally {
      await mock.close();
    }
  });
});
