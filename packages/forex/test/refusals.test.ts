import { createGateway } from '@gw/runtime';
import { describe, expect, it, vi } from 'vitest';
import { createForexClient } from '../src/index.js';

function setup() {
  const fetchSpy = vi.fn(async () => new Response('{}'));
  const gw = createGateway({
    network: 'mainnet',
    baseUrl: 'https://mainnet.gateway.invalid',
    auth: { mode: 'path', apiKey: 'k' },
    fetch: fetchSpy as unknown as typeof fetch,
  });
  return { client: createForexClient(gw), fetchSpy };
}
const refused = async (p: Promise<unknown>) => {
  const e = (await p.then(
    () => undefined,
    (x: unknown) => x,
  )) as (Error & { sent?: boolean }) | undefined;
  expect(e?.name).toBe('RequestValidationError');
  expect(e?.sent).toBe(false);
};

describe('forex client refuses bad params before sending', () => {
  it('positional array, missing param, wrong type, unknown param', async () => {
    const { client, fetchSpy } = setup();
    await refused(client.forexRates(['USD'] as never));
    await refused(client.forexConvert({ from: 'USD', to: 'EUR' } as never));
    await refused(client.forexConvert({ from: 'USD', to: 'EUR', amount: '-1' }));
    await refused(client.forexConvert({ from: 'USD', to: 'EUR', amount: '1e3' }));
    await refused(client.forexRates({ base: 'usd' }));
    await refused(client.forexRates({ quotes: 'EUR' } as never));
    await refused(client.forexRates({ base: 'USD', currency: 'EUR' } as never));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
