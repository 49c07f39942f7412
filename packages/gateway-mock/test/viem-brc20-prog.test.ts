// An independent client against the local gateway: viem speaks Ethereum JSON-RPC its own way (its own ids,
// no `params` member for a parameterless call), and the gateway must answer it from the same fixtures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http } from 'viem';
import { type MockGateway, startMockGateway } from '../src/server.js';
import { fixturesDir } from '@gw/fixtures';

const fixture = (p: string) => JSON.parse(readFileSync(join(fixturesDir, 'mainnet/brc20-prog', p), 'utf8')) as { response: { body: { result: any } } };
const KEY = 'viem-test-key';

describe('viem against the local gateway (brc20-prog, mainnet)', () => {
  let gw: MockGateway;
  beforeAll(async () => {
    gw = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir });
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('getBlockNumber reads eth_blockNumber', async () => {
    const client = createPublicClient({ transport: http(`${gw.url}/v4/${KEY}/brc20-prog`) });
    const want = BigInt(fixture('eth_blockNumber/height.json').response.body.result);
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(want);
  });

  it('getBlock by number reads eth_getBlockByNumber [hex, false]', async () => {
    const client = createPublicClient({ transport: http(`${gw.url}/v4/${KEY}/brc20-prog`) });
    const want = fixture('eth_getBlockByNumber/hashes.json').response.body.result;
    const block = await client.getBlock({ blockNumber: BigInt(want.number) });
    expect(block.number).toBe(BigInt(want.number));
    expect(block.hash).toBe(want.hash);
    expect(block.parentHash).toBe(want.parentHash);
    expect(block.timestamp).toBe(BigInt(want.timestamp));
    expect(block.transactions).toEqual(want.transactions);
  });

  it('a wrong key is refused with HTTP 401 (viem sees an HTTP error)', async () => {
    const client = createPublicClient({ transport: http(`${gw.url}/v4/wrong/brc20-prog`, { retryCount: 0 }) });
    await expect(client.getBlockNumber({ cacheTime: 0 })).rejects.toThrow(/401|Unauthorized|HTTP request failed/);
  });
});
