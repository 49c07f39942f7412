// The generated OPI client: query parameters the spec forbids are refused before sending; URLs per auth mode;
// the {error, result} envelope becomes OpiFailure; decimal strings stay strings; the key never reaches an error.
import { type Auth, createGateway, type GatewayError, type RequestValidationError } from '@gw/runtime';
import { describe, expect, it } from 'vitest';
import { createOpiClient } from '@gw/opi';

const KEY = 'gwk-Secret-5d7rjq7g';
const BASE = 'http://127.0.0.1:9';
const ADDR = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';

function client(
  auth: Auth = { mode: 'none' },
  answer: (url: string) => Response | Promise<Response> = () => {
    throw new Error('fetch must not be called');
  },
) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return answer(String(input));
  }) as typeof globalThis.fetch;
  return { c: createOpiClient(createGateway({ network: 'mainnet', baseUrl: BASE, auth, fetch, timeoutMs: 2_000 })), calls };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function refused(p: Promise<unknown>): Promise<RequestValidationError> {
  const e = (await p.then(
    () => {
      throw new Error('the call was not refused');
    },
    (err: unknown) => err,
  )) as RequestValidationError;
  expect(e.name).toBe('RequestValidationError');
  expect(e.sent).toBe(false);
  return e;
}
const fields = (e: RequestValidationError) => e.issues.map((i) => i.field);

describe('values the spec forbids are refused before sending', () => {
  it('get_current_balance_of_wallet without ticker, or without address', async () => {
    const { c, calls } = client();
    expect(fields(await refused(c.getCurrentBalanceOfWallet({ address: ADDR } as never)))).toContain('/ticker');
    expect(fields(await refused(c.getCurrentBalanceOfWallet({ ticker: 'ordi' } as never)))).toContain('/address');
    expect(calls).toHaveLength(0);
  });

  it('event without inscription_id (the gateway would answer "inscription_id is required")', async () => {
    const { c, calls } = client();
    expect(fields(await refused(c.event({} as never)))).toContain('/inscription_id');
    expect(calls).toHaveLength(0);
  });

  it('block_height that is not a non-negative integer', async () => {
    const { c, calls } = client();
    expect(fields(await refused(c.activityOnBlock({ block_height: 'tip' as never })))).toContain('/block_height');
    expect(fields(await refused(c.getHashOfAllActivity({ block_height: -1 })))).toContain('/block_height');
    expect(fields(await refused(c.balanceOnBlock({ block_height: 921000, pkscript: 'zz', ticker: 'ordi' })))).toContain('/pkscript');
    expect(calls).toHaveLength(0);
  });

  it('holders without ticker', async () => {
    const { c, calls } = client();
    expect(fields(await refused(c.holders({} as never)))).toContain('/ticker');
    expect(calls).toHaveLength(0);
  });
});

describe('URLs per auth mode', () => {
  const bal = { error: null, result: { overall_balance: '1500000000000000000000', available_balance: '1000000000000000000000', block_height: 921004 } };

  it('none: the open mount /v4/opi, query parameters in the URL', async () => {
    const { c, calls } = client({ mode: 'none' }, () => json(bal));
    const r = await c.getCurrentBalanceOfWallet({ address: ADDR, ticker: 'ORDI' });
    const u = new URL(calls[0]!);
    expect(`${u.origin}${u.pathname}`).toBe(`${BASE}/v4/opi/v1/brc20/get_current_balance_of_wallet`);
    expect(Object.fromEntries(u.searchParams)).toEqual({ address: ADDR, ticker: 'ORDI' });
    // Decimal strings stay strings, exact beyond 2^53.
    expect(r.data.overall_balance).toBe('1500000000000000000000');
    expect(BigInt(r.data.available_balance) <= BigInt(r.data.overall_balance)).toBe(true);
  });

  it('path: /v4/<key>/opi', async () => {
    const { c, calls } = client({ mode: 'path', apiKey: 'k' }, () => json(bal));
    await c.getCurrentBalanceOfWallet({ address: ADDR, ticker: 'ordi' });
    expect(calls[0]!.startsWith(`${BASE}/v4/k/opi/v1/brc20/get_current_balance_of_wallet?`)).toBe(true);
  });

  it('block_height answers a bare integer, as text', async () => {
    const { c, calls } = client({ mode: 'none' }, () => new Response('921004', { headers: { 'content-type': 'text/plain' } }));
    const r = await c.blockHeight({});
    expect(calls[0]).toBe(`${BASE}/v4/opi/v1/brc20/block_height`);
    expect(Number(r.data)).toBe(921004);
  });
});

describe('the OPI failure envelope', () => {
  it.each([
    ['no balance found', 400],
    ['block not indexed yet', 400],
    ['internal error', 500],
  ])('{error: "%s", result: null} (HTTP %i) becomes OpiFailure', async (text, status) => {
    const { c } = client({ mode: 'path', apiKey: KEY }, () => json({ error: text, result: null }, status));
    const e = (await c.getCurrentBalanceOfWallet({ address: ADDR, ticker: 'sats' }).catch((x: unknown) => x)) as GatewayError & { error: string };
    expect(e.name).toBe('OpiFailure');
    expect(e.error).toBe(text);
    expect([e.message, e.url, JSON.stringify(e)].join(' ')).not.toContain(KEY);
  });

  it('a network failure carrying the URL does not leak the key', async () => {
    const { c } = client({ mode: 'path', apiKey: KEY }, (url) => {
      throw new TypeError(`connect ECONNREFUSED ${url}`);
    });
    const e = (await c.holders({ ticker: 'ordi' }).catch((x: unknown) => x)) as GatewayError;
    expect(e.name).toBe('NetworkError');
    expect([e.message, e.url, String(e.stack)].join(' ')).not.toContain(KEY);
  });
});
