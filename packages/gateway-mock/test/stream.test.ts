import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createEthMempoolStream, type TxRecord } from '@gw/eth-mempool';
import { startMockGateway } from '../src/server.js';
import { nextSubscribe, record, until } from './eth-records.js';

const KEY = 'stream-test-key';
const gateway = (streams = {}) => startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [], streams, log: () => {} });
const hello = { instance: 'inst-1', seq: 0 };

describe('streams in the local gateway', () => {
  it('plays the ring to a subscriber, in order, after hello', async () => {
    const g = await startMockGateway({
      network: 'mainnet',
      apiKey: KEY,
      log: () => {},
      fixtures: [
        {
          file: 'x',
          provenance: { kind: 'authored', from: 'test', date: '2026-11-22' },
          network: 'mainnet',
          surface: 'eth-mempool-stream',
          operation: 'stream',
          case: 'x',
          compare: 'exact',
          auth: 'path',
          request: { method: 'GET', path: '/v4/{apiKey}/ethereum/mempool/ws' },
          frames: [hello, { record: record(1), seq: 1 }],
        },
      ],
    });
    const got: any[] = [];
    const ws = new WebSocket(`${g.wsUrl}/v4/${KEY}/ethereum/mempool/ws`);
    ws.on('message', (d) => got.push(JSON.parse(String(d))));
    await new Promise((r) => ws.on('open', r));
    ws.send(JSON.stringify({ op: 'subscribe', channels: ['tx', 'block'] }));
    await until(() => got.length === 2);
    g.publish('eth-mempool-stream', { record: record(2), seq: 2 });
    await until(() => got.length === 3);
    expect(got.map((f) => f.seq)).toEqual([0, 1, 2]);
    ws.close();
    await g.close();
  });

  it('subscribe with since_seq replays only the changes after it; a since_seq older than the ring gets reset', async () => {
    const g = await gateway();
    for (let n = 1; n <= 5; n++) g.publish('eth-mempool-stream', { record: record(n), seq: n });
    const attach = async (since: number, want: (got: any[]) => boolean) => {
      const got: any[] = [];
      const ws = new WebSocket(`${g.wsUrl}/v4/${KEY}/ethereum/mempool/ws`);
      ws.on('message', (d) => got.push(JSON.parse(String(d))));
      await new Promise((r) => ws.on('open', r));
      ws.send(JSON.stringify({ op: 'subscribe', channels: ['tx'], since_seq: since }));
      await until(() => want(got));
      ws.close();
      return got;
    };
    // hello, then 4 and 5 only: changes 1-3 are the snapshot's already.
    const after3 = await attach(3, (got) => got.some((f) => f.seq === 5));
    expect(after3.slice(1).map((f) => f.seq)).toEqual([4, 5]);
    // A ring that starts at 1 cannot continue from a point before 0: reset, no replay.
    const g2 = await gateway({ capacity: 2 });
    for (let n = 1; n <= 5; n++) g2.publish('eth-mempool-stream', { record: record(n), seq: n });
    const stale = await (async () => {
      const got: any[] = [];
      const ws = new WebSocket(`${g2.wsUrl}/v4/${KEY}/ethereum/mempool/ws`);
      ws.on('message', (d) => got.push(JSON.parse(String(d))));
      await new Promise((r) => ws.on('open', r));
      ws.send(JSON.stringify({ op: 'subscribe', channels: ['tx'], since_seq: 1 }));
      await until(() => got.some((f) => f.action === 'resync'));
      ws.close();
      return got;
    })();
    expect(stale.filter((f) => 'record' in f)).toEqual([]);
    await g.close();
    await g2.close();
  });

  it('refuses an unkeyed upgrade with 401', async () => {
    const g = await gateway();
    const ws = new WebSocket(`${g.wsUrl}/v4/wrong-key/ethereum/mempool/ws`);
    const status = await new Promise<number>((r) => ws.on('unexpected-response', (_q, res) => r(res.statusCode ?? 0)));
    expect(status).toBe(401);
    await g.close();
  });

  it('the stream client delivers every entry exactly once across a forced gap and a forced reset', async () => {
    const g = await gateway();
    const published: TxRecord[] = [];
    const delivered: string[] = [];
    let seq = 0;
    const send = (frame: object) => g.publish('eth-mempool-stream', frame);
    const add = (n: number, silently = false) => {
      const r = record(n);
      published.push(r);
      seq = n;
      if (!silently) send({ record: r, seq: n });
    };
    const subscribed = nextSubscribe(g.hub('eth-mempool-stream'));
    const stream = createEthMempoolStream({
      url: `${g.wsUrl}/v4/${KEY}/ethereum/mempool/ws`,
      // mempool_recent as the gateway would answer it: everything resident, newest first, at the current seq.
      fetchRecent: async () => ({ entries: [...published].reverse(), seq }),
      onAdd: (r) => delivered.push(r.hash),
      pingIntervalMs: 0,
      syncOnStart: false,
    });
    try {
      await subscribed;
      for (let n = 1; n <= 5; n++) add(n);
      await until(() => delivered.length === 5);
      add(6, true); // lost on the wire: the client sees 7 after 5 — a gap
      add(7);
      await until(() => delivered.length === 7);
      for (let n = 8; n <= 9; n++) add(n, true); // happened while the server reset the client
      send({ reason: 'lagged', action: 'resync' });
      await until(() => delivered.length === 9);
      add(10);
      await until(() => delivered.length === 10);
      expect([...delivered].sort()).toEqual(published.map((r) => r.hash).sort());
      expect(new Set(delivered).size).toBe(delivered.length);
    } finally {
      stream.close();
      await g.close();
    }
  });
});
