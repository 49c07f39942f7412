import { DEPOSIT_AND_BRIDGE_SELECTOR } from '@gw/bridge';
import { describe, expect, it } from 'vitest';
import { createGateway, InvalidApiKeyError } from '@gw/runtime';
import { fixturesDir } from '@gw/fixtures';
import { startMockGateway } from '@gw/gateway-mock';
import { streamEthMempool } from '../src/commands/stream.js';

const KEY = 'cli-stream-key';
const VAULT = '0x00000000000000000000000000000000000000aa';
const hex = (n: number, bytes: number) => `0x${n.toString(16).padStart(bytes * 2, '0')}`;
const record = (n: number, to: string, selector: string) => ({
  hash: hex(n, 32),
  from: hex(7, 20),
  to,
  nonce: n,
  value: '0',
  gas_limit: 90000,
  max_fee_per_gas: '30000000000',
  max_priority_fee_per_gas: '1000000000',
  tx_type: 2,
  input_len: selector ? 100 : 0,
  selector,
  first_seen_ms: 1789059439000 + n,
  seq: n,
});

describe('gw stream eth-mempool', () => {
  it('on the embedded fixtures: syncs from mempool_recent and follows the recorded stream, with no gap (fixture seqs join up)', async () => {
    for (const network of ['mainnet', 'signet', 'regtest'] as const) {
      const g = await startMockGateway({ network, apiKey: KEY, fixtures: fixturesDir, log: () => {} });
      const lines: string[] = [];
      const gw = createGateway({ network, baseUrl: g.url, auth: { mode: 'path', apiKey: KEY } });
      // 10 is a limit no fixture records: the answer is cut from the recorded one, at its seq.
      await streamEthMempool({ gw, recentLimit: 10, maxEvents: 11, write: (l) => lines.push(l), warn: () => {} });
      await g.close();
      const events = lines.map((l) => JSON.parse(l));
      expect(
        events.filter((e) => e.event === 'resync' && e.reason === 'gap'),
        network,
      ).toEqual([]);
      const hello = events.find((e) => e.event === 'hello');
      const live = events.filter((e) => typeof e.seq === 'number' && e.seq > hello.seq).map((e) => [e.event, e.seq]);
      expect(live, network).toEqual([
        ['add', hello.seq + 1],
        ['add', hello.seq + 2],
        ['remove', hello.seq + 3],
        ['block', hello.seq + 4],
      ]);
    }
  });

  it('prints JSON lines and flags a deposit to the vault (and only that one)', async () => {
    const g = await startMockGateway({
      network: 'mainnet',
      apiKey: KEY,
      fixtures: [],
      log: () => {},
      behaviours: { 'eth-mempool': (m) => (m === 'mempool_recent' ? { result: { entries: [], seq: 0 } } : undefined) },
    });
    const lines: string[] = [];
    const warnings: string[] = [];
    // The stream is live once the gateway has processed its subscribe: frames published from then on reach it.
    const hub = g.hub('eth-mempool-stream');
    const subscribed = new Promise<void>((resolve) => {
      const subscribe = hub.subscribe.bind(hub);
      hub.subscribe = (sub, channels) => {
        subscribe(sub, channels);
        resolve();
      };
    });
    const gw = createGateway({ network: 'mainnet', baseUrl: g.url, auth: { mode: 'path', apiKey: KEY } });
    const run = streamEthMempool({
      gw,
      vault: VAULT.toUpperCase().replace('0X', '0x'),
      recentLimit: 10,
      maxEvents: 6,
      write: (l) => lines.push(l),
      warn: (l) => warnings.push(l),
    });
    await subscribed;
    g.publish('eth-mempool-stream', { record: record(1, hex(3, 20), ''), seq: 1 });
    g.publish('eth-mempool-stream', { record: record(2, VAULT, DEPOSIT_AND_BRIDGE_SELECTOR), seq: 2 });
    g.publish('eth-mempool-stream', { record: record(3, VAULT, '0x095ea7b3'), seq: 3 });
    await run;
    const events = lines.map((l) => JSON.parse(l));
    expect(events.map((e) => e.event)).toEqual(['hello', 'resync', 'add', 'add', 'pending-bridge-deposit', 'add']);
    expect(events[3].pendingBridgeDeposit).toBe(true);
    expect(events[4]).toMatchObject({ hash: hex(2, 32), seq: 2 });
    expect(events[5].pendingBridgeDeposit).toBeUndefined();
    expect(lines.join('\n') + warnings.join('\n')).not.toContain(KEY);
    await g.close();
  });

  it('a key the gateway refuses ends the run with the InvalidApiKeyError (it does not wait for ever)', async () => {
    const g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [], log: () => {} });
    const gw = createGateway({ network: 'mainnet', baseUrl: g.url, auth: { mode: 'path', apiKey: 'not-a-registered-key' } });
    const warnings: string[] = [];
    try {
      const e = await streamEthMempool({ gw, recentLimit: 1, maxEvents: 1, write: () => {}, warn: (l) => warnings.push(l) }).catch((x) => x);
      expect(e).toBeInstanceOf(InvalidApiKeyError);
      expect(warnings.join('\n')).not.toContain('not-a-registered-key');
    } finally {
      await g.close();
    }
  });

  it('refuses to start without a key, sending nothing', async () => {
    const gw = createGateway({ network: 'mainnet', baseUrl: 'http://127.0.0.1:9' });
    await expect(streamEthMempool({ gw, recentLimit: 1, maxEvents: 1, write: () => {}, warn: () => {} })).rejects.toThrow(/needs an API key/);
  });
});
