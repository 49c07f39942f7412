// The BRC20 programmable module is "Ethereum-compatible JSON-RPC" (seed 002): the client sends the request forms of
// Ethereum's execution-apis (block tags, BlockNumberOrTagOrHash with EIP-1898 objects, optional blocks, calldata as
// `input` or `data`, creation without `to`, any tracer) and accepts what a real Ethereum node answers. The node is anvil
// (the pinned @foundry-rs/anvil-linux-amd64 devDependency), started here on a free port; it answers at its root path,
// so the gateway's fetch sends the client's exact request there.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGateway, JsonRpcFailure, RequestValidationError } from '@gw/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Brc20ProgClient, createBrc20ProgClient } from '@gw/brc20-prog';

/** Runtime code that returns the 32-byte word 42, and the init code that deploys it. */
const RUNTIME = '602a60005260206000f3';
const INIT = `0x600a600c600039600a6000f3${RUNTIME}`;
/** Init code that reverts with the one byte 0xaa. */
const REVERTS = '0x60aa6000526001601ffd';
const WORD_42 = `0x${'0'.repeat(62)}2a`;
const QUANTITY = /^0x(0|[1-9a-f][0-9a-f]*)$/;

let anvil: ChildProcess;
let rpcUrl: string;
let client: Brc20ProgClient;
const sentTo: string[] = [];
let contract: string;
let deployTx: string;
let blockHash: string;

/** The anvil binary the devDependency ships; a missing binary fails the suite, it is never skipped. */
function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin/anvil');
}

/** Starts anvil on a free port (`--port 0`) and resolves with its URL once it prints the address it listens on. */
async function startAnvil(): Promise<string> {
  // No automine: a block is mined when the test asks (evm_mine), so a receipt is there once the call returns.
  anvil = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', '0', '--no-mining'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(anvil, 'exit').then(([code]) => {
    throw new Error(`anvil exited (code ${String(code)}) before listening`);
  });
  const listening = (async () => {
    for await (const line of createInterface({ input: anvil.stdout! })) {
      const m = /Listening on (\S+)/.exec(line);
      if (m) return `http://${m[1]}`;
    }
    throw new Error('anvil closed its output before listening');
  })();
  return Promise.race([listening, exited]);
}

/** A raw JSON-RPC call to anvil (set-up only: the methods under test go through the client). */
async function raw(method: string, params: unknown[] = []): Promise<any> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: unknown; error?: unknown };
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result;
}

/** Ready when an RPC call is answered: retried only while the port refuses connections, a bounded number of times. */
async function untilAnswered(): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      await raw('eth_blockNumber');
      return;
    } catch (e) {
      if (tries >= 100 || !/ECONNREFUSED/.test(String((e as Error).cause ?? e))) throw e;
    }
  }
}

beforeAll(async () => {
  rpcUrl = await startAnvil();
  await untilAnswered();
  const gw = createGateway({
    baseUrl: 'http://gateway.invalid',
    auth: { mode: 'none' },
    fetch: (async (url: string | URL, init?: RequestInit) => {
      sentTo.push(String(url));
      return fetch(rpcUrl, init);
    }) as typeof fetch,
  });
  client = createBrc20ProgClient(gw);
  const [from] = await raw('eth_accounts');
  deployTx = await raw('eth_sendTransaction', [{ from, data: INIT }]);
  await raw('evm_mine');
  contract = (await raw('eth_getTransactionReceipt', [deployTx])).contractAddress;
  blockHash = (await raw('eth_getBlockByNumber', ['latest', false])).hash;
});

afterAll(async () => {
  if (anvil && anvil.exitCode === null) {
    const gone = once(anvil, 'exit');
    anvil.kill();
    await gone;
  }
});

describe('brc20-prog client against a local Ethereum node (anvil)', () => {
  it('every call goes to the module mount', async () => {
    await client.ethBlockNumber();
    expect(sentTo.length).toBeGreaterThan(0);
    expect(sentTo.every((u) => u === 'http://gateway.invalid/v4/jsonrpc/brc20-prog')).toBe(true);
  });

  it('eth_getBlockByNumber: a number or any block tag (BlockNumberOrTag)', async () => {
    for (const block of ['0x1', 'latest', 'earliest', 'pending', 'safe', 'finalized'] as const) {
      const b = (await client.ethGetBlockByNumber([block, false])).data;
      expect(b, block).not.toBeNull();
      expect(b!.number, block).toMatch(QUANTITY);
    }
    const full = (await client.ethGetBlockByNumber(['latest', true])).data!;
    expect(full.transactions!.every((t) => typeof t === 'object')).toBe(true);
    const byHash = (await client.ethGetBlockByHash([blockHash, false])).data!;
    expect(byHash.hash).toBe(blockHash);
    expect((await client.ethGetTransactionReceipt([deployTx])).data).toMatchObject({ status: '0x1', contractAddress: contract });
  });

  it('eth_call: the seed form, calldata as input or data, and every block form (number, tag, hash, EIP-1898) or none', async () => {
    const blocks = ['latest', '0x1', 'pending', blockHash, { blockHash }, { blockHash, requireCanonical: true }, { blockNumber: '0x1' }] as const;
    expect((await client.ethCall([{ to: contract, data: '0x' }, 'latest'])).data).toBe(WORD_42);
    for (const block of blocks) {
      expect((await client.ethCall([{ to: contract, input: '0x' }, block])).data, JSON.stringify(block)).toBe(WORD_42);
    }
    expect((await client.ethCall([{ to: contract, data: '0x' }])).data).toBe(WORD_42);
    // No `to`: the calldata is init code, run as a creation; it returns the runtime code.
    expect((await client.ethCall([{ input: INIT }])).data).toBe(`0x${RUNTIME}`);
  });

  it('eth_estimateGas: the seed form, with a block, and a creation without to', async () => {
    for (const params of [
      [{ to: contract, data: '0x' }],
      [{ to: contract, data: '0x' }, 'latest'],
      [{ to: contract, input: '0x' }, '0x1'],
      [{ input: INIT }],
    ] as const) {
      expect((await client.ethEstimateGas(params as never)).data, JSON.stringify(params)).toMatch(QUANTITY);
    }
  });

  it('a revert is JSON-RPC error code 3 with the revert data (eth_call and eth_estimateGas)', async () => {
    for (const call of [() => client.ethCall([{ input: REVERTS }, 'latest']), () => client.ethEstimateGas([{ data: REVERTS }])]) {
      const e = await call().catch((x) => x);
      expect(e).toBeInstanceOf(JsonRpcFailure);
      expect(e).toMatchObject({ code: 3, data: '0xaa' });
    }
  });

  it('debug_traceTransaction: callTracer (a call frame), other tracers and no options (an open answer)', async () => {
    const frame = (await client.debugTraceTransaction([deployTx, { tracer: 'callTracer' }])).data as Record<string, unknown>;
    expect(frame).toMatchObject({ type: 'CREATE', to: contract, input: INIT });
    const top = (await client.debugTraceTransaction([deployTx, { tracer: 'callTracer', tracerConfig: { onlyTopCall: true } }])).data;
    expect(top).toMatchObject({ type: 'CREATE' });
    const prestate = (await client.debugTraceTransaction([deployTx, { tracer: 'prestateTracer' }])).data as Record<string, unknown>;
    expect(Object.keys(prestate)).toContain(contract);
    expect((await client.debugTraceTransaction([deployTx, { tracer: '4byteTracer' }])).data).toEqual({});
    const opcodes = (await client.debugTraceTransaction([deployTx])).data;
    expect(opcodes).toMatchObject({ failed: false, structLogs: expect.any(Array) });
  });

  it('forms outside the spec are still refused before anything is sent', async () => {
    const before = sentTo.length;
    for (const call of [
      () => client.ethCall([{ to: contract, input: '0x' }, 'newest' as never]),
      () => client.ethCall([{ to: contract, input: '0x' }, { blockHash: '0x12' }]),
      () => client.ethCall([{ to: contract, input: '0x' }, { blockHash, blockNumber: '0x1' } as never]),
      () => client.ethGetBlockByNumber(['1', false]),
      () => client.ethEstimateGas([{ to: contract, data: '0x' }, { blockHash } as never]),
    ]) {
      await expect(call()).rejects.toBeInstanceOf(RequestValidationError);
    }
    expect(sentTo.length).toBe(before);
  });
});
