// The generated orderbook client: the market topic is checked before sending, ids go into the path, 404 and 401 surface typed.
import { createGateway, type GatewayError, type RequestValidationError } from '@gw/runtime';
import { describe, expect, it } from 'vitest';
import { createOrderbookClient } from '@gw/orderbook';

const BASE = 'http://127.0.0.1:9';
function client(
  answer: () => Response = () => {
    throw new Error('fetch must not be called');
  },
) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return answer();
  }) as typeof globalThis.fetch;
  return { c: createOrderbookClient(createGateway({ network: 'mainnet', baseUrl: BASE, auth: { mode: 'path', apiKey: 'k' }, fetch })), calls };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('orderbook client', () => {
  it('refuses a snapshot without a market, or with a topic of no documented scope', async () => {
    const { c, calls } = client();
    for (const input of [{}, { market: 'orbitals:mainnet:everything' }]) {
      const e = (await c.snapshot(input as never).catch((x: unknown) => x)) as RequestValidationError;
      expect(e.name).toBe('RequestValidationError');
      expect(e.issues.some((i) => i.field === '/market')).toBe(true);
    }
    expect(calls).toHaveLength(0);
  });

  it('sends the topic as a query parameter and the order ids in the path', async () => {
    const { c, calls } = client(() => json({ market: 'orbitals:mainnet:book:*', orders: [] }));
    await c.snapshot({ market: 'orbitals:mainnet:book:*' });
    expect(new URL(calls[0]!).searchParams.get('market')).toBe('orbitals:mainnet:book:*');
    expect(calls[0]!.startsWith(`${BASE}/v4/k/orderbook/snapshot?`)).toBe(true);
  });

  it('refuses a snapshot answer holding a terminal order', async () => {
    const { c } = client(() => json({ market: 'orbitals:mainnet:book:*', orders: [{ id: 'x', status: 'filled' }] }));
    const e = (await c.snapshot({ market: 'orbitals:mainnet:book:*' }).catch((x: unknown) => x)) as GatewayError;
    expect(e.name).toBe('ResponseValidationError');
    expect(e.message).toMatch(/orders\/0\/status/);
  });

  it('an unknown order is HTTP 404', async () => {
    const { c, calls } = client(() => json({ error: 'order not found' }, 404));
    const e = (await c.order({ source: 'orbitals', id: 'clx000none' }).catch((x: unknown) => x)) as GatewayError;
    expect(calls[0]).toBe(`${BASE}/v4/k/orderbook/order/orbitals/clx000none`);
    expect(e.name).toBe('HttpError');
    expect(e.status).toBe(404);
  });

  it('an invalid or inactive key is InvalidApiKeyError', async () => {
    const { c } = client(() => json({ code: 'INVALID_API_KEY' }, 401));
    const e = (await c.markets({}).catch((x: unknown) => x)) as GatewayError;
    expect(e.name).toBe('InvalidApiKeyError');
  });
});
