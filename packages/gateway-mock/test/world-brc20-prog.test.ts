// Issue 20 item 1: the BRC20 programmable module's own answers, computed by the world (observed.md §11), over raw JSON-RPC.
import { describe, expect, it } from 'vitest';
import { rpc } from './raw.js';
import { worldWithoutFixtures } from './world-gateway.js';

const KEY = 'gwtest-brc20-prog';
const path = `/v4/${KEY}/brc20-prog`;
const BTC_TX = '0x00000000000000000000000000000000000000fd';
const getTxDetails = (txid: string) => `0x5579a4a5${txid}`;
/** Error("Transaction not found") as the module's recorded revert carries it (fixtures brc20-prog/eth_call/reverted.json). */
const NOT_FOUND_DATA =
  '0x08c379a0000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000155472616e73616374696f6e206e6f7420666f756e640000000000000000000000';

describe('a world without fixtures answers as the BRC20 module does', () => {
  const gateway = worldWithoutFixtures(KEY, 11);

  it('a call without data or input is the module refusal 400 "No data or input provided"', async () => {
    for (const [method, params] of [
      ['eth_call', [{ to: '0x00000000000000000000000000000000000000fe' }, 'latest']],
      ['eth_estimateGas', [{ to: '0x00000000000000000000000000000000000000fe' }]],
    ] as const) {
      const r = await rpc(gateway().url, path, method, params);
      expect([r.status, r.error], method).toEqual([200, { code: 400, message: 'No data or input provided' }]);
    }
    // `input` is the other spelling of the calldata: not refused.
    const withInput = await rpc(gateway().url, path, 'eth_call', [{ to: '0x00000000000000000000000000000000000000fe', input: '0x00' }, 'latest']);
    expect(withInput.error).toBeUndefined();
  });

  it('getTxDetails of a transaction the world has not confirmed reverts (code 3, Error data); a confirmed one does not', async () => {
    const unknown = `${'00'.repeat(31)}01`;
    for (const method of ['eth_call', 'eth_estimateGas']) {
      const r = await rpc(gateway().url, path, method, [{ to: BTC_TX, data: getTxDetails(unknown) }]);
      expect(r.error, method).toEqual({ code: 3, message: 'Execution reverted: Revert', data: NOT_FOUND_DATA });
    }
    const confirmed = gateway().world!.pools[0]!.swaps[0]!.txid;
    expect((await rpc(gateway().url, path, 'eth_call', [{ to: BTC_TX, data: getTxDetails(confirmed) }, 'latest'])).error).toBeUndefined();
  });

  it('blocks up to the module height are the chain blocks, by number and by hash; any other is 400 "Block not found"', async () => {
    const top = Number.parseInt((await rpc(gateway().url, path, 'eth_blockNumber')).result, 16);
    expect(top).toBe(gateway().world!.height('brc20'));
    const latest = (await rpc(gateway().url, path, 'eth_getBlockByNumber', ['latest', false])).result;
    expect([latest.number, latest.hash]).toEqual([`0x${top.toString(16)}`, `0x${gateway().world!.blockHash(top)}`]);
    const byHash = (await rpc(gateway().url, path, 'eth_getBlockByHash', [latest.hash, false])).result;
    expect(byHash).toEqual(latest);
    const notFound = { code: 400, message: 'Block not found' };
    expect((await rpc(gateway().url, path, 'eth_getBlockByNumber', [`0x${(top + 1).toString(16)}`, false])).error).toEqual(notFound);
    expect((await rpc(gateway().url, path, 'eth_getBlockByNumber', ['pending', false])).error).toEqual(notFound);
    expect((await rpc(gateway().url, path, 'eth_getBlockByHash', [`0x${'ee'.repeat(32)}`, false])).error).toEqual(notFound);
    // The chain's next block is not the module's yet.
    expect((await rpc(gateway().url, path, 'eth_getBlockByHash', [`0x${gateway().world!.blockHash(top + 1)}`, false])).error).toEqual(notFound);
  });
});
