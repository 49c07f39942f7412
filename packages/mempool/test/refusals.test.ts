import { createGateway } from '@gw/runtime';
import { describe, expect, it, vi } from 'vitest';
import { createMempoolClient, prepareMempool } from '../src/index.js';

const TXID = 'a'.repeat(64);

function setup() {
  const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ jsonrpc: '2.0', result: {}, id: 1 }), { headers: { 'content-type': 'application/json' } }));
  const gw = createGateway({
    network: 'mainnet',
    baseUrl: 'https://mainnet.gateway.invalid',
    auth: { mode: 'path', apiKey: 'k' },
    fetch: fetchSpy as unknown as typeof fetch,
  });
  return { client: createMempoolClient(gw), fetchSpy };
}

async function refused(p: Promise<unknown>) {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x as Error & { sent?: boolean; issues?: unknown[] },
  );
  expect(e, 'the call must fail').toBeDefined();
  expect(e!.name).toBe('RequestValidationError');
  expect(e!.sent).toBe(false);
  return e!;
}

describe('mempool client refuses bad params before sending', () => {
  it('a positional array to a by-name method', async () => {
    const { client, fetchSpy } = setup();
    await refused(client.mempoolEntry([TXID] as never));
    await refused(client.mempoolInfo([] as never));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a missing required param', async () => {
    const { client, fetchSpy } = setup();
    const e = await refused(client.mempoolEntry({} as never));
    expect(JSON.stringify(e.issues)).toContain('txid');
    await refused(client.mempoolEntries({} as never));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a wrong type', async () => {
    const { client, fetchSpy } = setup();
    await refused(client.mempoolSnapshot({ cursor: 'abc' } as never));
    await refused(client.mempoolSnapshot({ limit: -1 }));
    await refused(client.mempoolEntry({ txid: 'not-hex' }));
    await refused(client.mempoolEntry({ txid: TXID, include_hex: 'yes' } as never));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('more than 5000 txids to mempool_entries (5000 is accepted)', async () => {
    const { client, fetchSpy } = setup();
    const txids = Array.from({ length: 5001 }, (_, i) => i.toString(16).padStart(64, '0'));
    await refused(client.mempoolEntries({ txids }));
    expect(fetchSpy).not.toHaveBeenCalled();
    await client.mempoolEntries({ txids: txids.slice(0, 5000) }).catch(() => undefined);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('an unknown param name', async () => {
    const { client, fetchSpy } = setup();
    await refused(client.mempoolEntry({ txid: TXID, verbose: true } as never));
    await refused(client.mempoolTxids({ count: 5 } as never));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a batch with one bad call sends nothing', async () => {
    const { client, fetchSpy } = setup();
    await refused(client.batch([prepareMempool('mempool_info', {}), prepareMempool('mempool_entry', { txid: 'zz' })]));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a txids limit above 5000 is NOT refused (the server clamps it)', async () => {
    const { client, fetchSpy } = setup();
    await client.mempoolTxids({ limit: 100_000 }).catch(() => undefined);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String((fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1]?.body));
    expect(body).toMatchObject({ jsonrpc: '2.0', method: 'mempool_txids', params: { limit: 100_000 } });
  });
});
