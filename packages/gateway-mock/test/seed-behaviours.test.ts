// Issue 20 item 4: the seed behaviours of seed 000 §Authentication/§Limits and seed 002 §Bitcoin mempool,
// §Ethereum mempool events, §Reorg helper, each over raw HTTP or a raw WebSocket (no generated client in between).
import { fixturesDir } from '@gw/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_PLAN, type MockGateway, startMockGateway } from '../src/index.js';
import { nextSubscribe, record, until } from './eth-records.js';
import { get, rpc } from './raw.js';

const KEY = 'gwtest-seed-behaviours';
const ADMIN = 'gwtest-seed-admin';
const k = `/v4/${KEY}`;

/** A segwit transaction (one input, one P2TR output) and its txid, computed independently of the gateway. */
const TX_HEX =
  '0200000000010185d3280f62e32c1246f50eba0aad2e7929e07d5bba53b3943a13f319b3587e530000000000fdffffff012202000000000000225120a37c3903c8d0db6512e2b40b0dffa05e5a3ab73603ce8c9c4b7771e5412328f90140abababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababab00000000';
const TX_ID = 'eb1fca34bac8d162423e6397714fbe87d63bce5672de79a7e2385a120ef83e63';

/** A raw WebSocket on a stream path: every frame it receives, parsed. */
async function stream(url: string): Promise<{ ws: WebSocket; frames: any[] }> {
  const ws = new WebSocket(url);
  const frames: any[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(String(d))));
  await new Promise((r, j) => {
    ws.once('open', r);
    ws.once('error', j);
  });
  return { ws, frames };
}

const upgradeStatus = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_q, res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', () => {});
  });

describe('Bitcoin mempool entries: first_seen is unix milliseconds (seed 002 §Bitcoin mempool entry)', () => {
  it('every world entry is first seen in ms, within the tip block ten minutes', async () => {
    const g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [], worldSeed: 11 });
    try {
      const { result } = await rpc(g.url, `${k}/mempool`, 'mempool_snapshot', { limit: 100 });
      expect(result.entries.length).toBeGreaterThan(0);
      const tipMs = g.world!.tipTime * 1000;
      for (const e of result.entries) expect(e.first_seen >= tipMs && e.first_seen < tipMs + 600_000, `first_seen ${e.first_seen}`).toBe(true);
    } finally {
      await g.close();
    }
  });
});

describe('mempool observe: resident, origin edge, provisional (seed 002 §Bitcoin mempool; §States and transitions)', () => {
  for (const mode of ['world', 'fixtures'] as const) {
    it(`${mode}: visible through mempool_entry, mempool_txids and the stream`, async () => {
      const g = await startMockGateway({
        network: 'mainnet',
        apiKey: KEY,
        adminKey: ADMIN,
        ...(mode === 'world' ? { fixtures: [], worldSeed: 5 } : { fixtures: fixturesDir }),
        clock: () => 1_800_000_000_123,
      });
      const s = await stream(`${g.wsUrl}${k}/mempool/ws`);
      try {
        s.ws.send(JSON.stringify({ op: 'subscribe', channels: ['tx'] }));
        await until(() => g.hub('mempool-stream').subscriberCount === 1);
        const before = (await rpc(g.url, `${k}/mempool`, 'mempool_info', {})).result;
        const res = await fetch(`${g.url}/v4/${ADMIN}/mempool/observe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ hex: TX_HEX }),
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ txid: TX_ID, origin: 'edge', provisional: true });
        const entry = (await rpc(g.url, `${k}/mempool`, 'mempool_entry', { txid: TX_ID })).result;
        expect(entry).toMatchObject({ txid: TX_ID, origin: 'edge', provisional: true, first_seen: 1_800_000_000_123, vsize: 111, weight: 444 });
        expect(entry).not.toHaveProperty('fee'); // unknown fee: absent
        expect((await rpc(g.url, `${k}/mempool`, 'mempool_txids', { limit: 5000 })).result.txids).toContain(TX_ID);
        const after = (await rpc(g.url, `${k}/mempool`, 'mempool_info', {})).result;
        expect([after.count, after.provisional, after.seq]).toEqual([before.count + 1, before.provisional + 1, entry.seq]);
        await until(() => s.frames.some((f) => f.type === 'add' && f.txid === TX_ID));
        expect(s.frames.find((f) => f.txid === TX_ID)).toMatchObject({ origin: 'edge', provisional: true, seq: entry.seq });
        // Raw bytes are accepted too; a body that is no transaction is refused, nothing added.
        const again = await fetch(`${g.url}/v4/${ADMIN}/mempool/observe`, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream' },
          body: Buffer.from(TX_HEX, 'hex'),
        });
        expect((await again.json()).txid).toBe(TX_ID);
        const bad = await fetch(`${g.url}/v4/${ADMIN}/mempool/observe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ hex: '0200' }),
        });
        expect(bad.status).toBe(400);
        expect((await rpc(g.url, `${k}/mempool`, 'mempool_info', {})).result.count).toBe(after.count);
      } finally {
        s.ws.close();
        await g.close();
      }
    });
  }
});

describe('stream subscriptions honour their channels (seed 002 §Events)', () => {
  let g: MockGateway;
  beforeAll(async () => {
    g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [], log: () => {} });
  });
  afterAll(async () => g?.close());

  it('["block"] gets no add or remove frames, ["tx"] no block frames; control frames always', async () => {
    const blocks = await stream(`${g.wsUrl}${k}/ethereum/mempool/ws`);
    const txs = await stream(`${g.wsUrl}${k}/ethereum/mempool/ws`);
    try {
      blocks.ws.send(JSON.stringify({ op: 'subscribe', channels: ['block'] }));
      txs.ws.send(JSON.stringify({ op: 'subscribe', channels: ['tx'] }));
      await until(() => g.hub('eth-mempool-stream').subscriberCount === 2);
      g.publish('eth-mempool-stream', { record: record(1), seq: 1 });
      g.publish('eth-mempool-stream', { hash: record(1).hash, reason: 'mined', seq: 2 });
      g.publish('eth-mempool-stream', { number: 23000001, hash: record(9).hash, removed: 1, seq: 3 });
      blocks.ws.send(JSON.stringify({ op: 'ping' }));
      await until(() => blocks.frames.length === 3 && txs.frames.length === 3);
      expect(blocks.frames.slice(1, 2).map((f) => f.seq)).toEqual([3]);
      expect(txs.frames.slice(1).map((f) => f.seq)).toEqual([1, 2]);
      // unsubscribe from tx: the next add is not delivered, the next block (on a channel still asked for) is. Frames of
      // one connection are handled in order: once the hub has the subscribe, it has the unsubscribe before it.
      const handled = nextSubscribe(g.hub('eth-mempool-stream'));
      txs.ws.send(JSON.stringify({ op: 'unsubscribe', channels: ['tx'] }));
      txs.ws.send(JSON.stringify({ op: 'subscribe', channels: ['block'] }));
      await handled;
      g.publish('eth-mempool-stream', { record: record(2), seq: 4 });
      g.publish('eth-mempool-stream', { number: 23000002, hash: record(8).hash, removed: 0, seq: 5 });
      await until(() => txs.frames.some((f) => f.seq === 5));
      expect(txs.frames.slice(3).map((f) => f.seq)).toEqual([5]);
    } finally {
      blocks.ws.close();
      txs.ws.close();
    }
  });
});

describe('a consumer too slow to drain gets reset ahead of its backlog, then resumes (seed 002 §Events)', () => {
  it('reset with action resync comes before anything published after it fell behind; the connection stays open', async () => {
    const g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [], log: () => {}, streams: { capacity: 256, maxBufferedBytes: 64 * 1024 } });
    const s = await stream(`${g.wsUrl}${k}/ethereum/mempool/ws`);
    let closed = false;
    s.ws.on('close', () => (closed = true));
    try {
      s.ws.send(JSON.stringify({ op: 'subscribe', channels: ['tx', 'block'] }));
      const hub = g.hub('eth-mempool-stream');
      await until(() => hub.subscriberCount === 1);
      const socket = (s.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
      socket.pause(); // the consumer stops reading
      let published = 0;
      // Publish until the hub gives up on it; every publish is synchronous, the socket's writes complete as the kernel takes them.
      while (hub.dropped === 0 && published < 200_000) {
        published++;
        hub.publish({ record: record(published), seq: published });
        if (published % 500 === 0) await new Promise((r) => setImmediate(r));
      }
      expect(hub.dropped).toBe(1);
      const fellBehindAt = published;
      for (let n = 1; n <= 100; n++) hub.publish({ record: record(fellBehindAt + n), seq: fellBehindAt + n }); // not for it
      socket.resume();
      await until(() => s.frames.some((f) => f.action === 'resync'));
      const at = s.frames.findIndex((f) => f.action === 'resync');
      expect(s.frames[at]).toEqual({ reason: 'lagged', action: 'resync' });
      const before = s.frames.slice(1, at).map((f) => f.seq);
      expect(before).toEqual(before.map((_, i) => i + 1)); // what it got before the reset: a gapless prefix
      expect(Math.max(0, ...before)).toBeLessThan(fellBehindAt); // its backlog was dropped, not sent ahead of the reset
      // Resume: subscribe again; the hub plays its ring (the last `capacity` frames), then follows the stream.
      s.ws.send(JSON.stringify({ op: 'subscribe', channels: ['tx'] }));
      await until(() => hub.subscriberCount === 1);
      const next = fellBehindAt + 101;
      hub.publish({ record: record(next), seq: next });
      await until(() => s.frames.some((f) => f.seq === next));
      // Nothing reached it between the reset and the subscribe: after the reset it got the ring's replay (the 256
      // frames before `next`, including the 100 published while it was off), each once, then `next`.
      const after = s.frames.slice(at + 1).map((f) => f.seq);
      expect(after).toEqual(Array.from({ length: 257 }, (_, i) => next - 256 + i));
      expect(closed).toBe(false);
    } finally {
      s.ws.close();
      await g.close();
    }
  });
});

describe('X-RateLimit-* on every keyed answer; the plan refuses the next request (seed 000 §Authentication, §Limits)', () => {
  let now = 1_800_000_000_000;
  let g: MockGateway;
  beforeAll(async () => {
    g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir, rateLimit: '3/10s', clock: () => now });
  });
  afterAll(async () => g?.close());
  const call = (path: string, init?: RequestInit) => fetch(g.url + path, init);
  const post = (path: string, body: unknown) => call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const rpcBody = (method: string, params: unknown) => ({ jsonrpc: '2.0', method, params, id: 4 });

  it('recorded, computed and synthesized answers and JSON-RPC all count and carry the headers', async () => {
    now = 1_800_000_010_000; // a fresh window: [..010_000, ..020_000)
    const answers = [
      await post(`${k}/get-bitcoin-price`, {}), // recorded
      await post(`${k}/mempool`, rpcBody('mempool_entry', { txid: 'ab'.repeat(32) })), // computed (-32000)
      await post(`${k}/global-alkanes-search`, { searchQuery: 'zzz-unrecorded' }), // synthesized
    ];
    expect(answers.map((r) => r.headers.get('x-gw-source'))).toEqual(['recorded', 'computed', 'synthesized']);
    expect(answers.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['2', '1', '0']);
    for (const r of answers) {
      expect(r.headers.get('x-ratelimit-limit')).toBe('3');
      expect(r.headers.get('x-ratelimit-reset')).toBe('1800000020');
    }
  });

  it('the next request: HTTP 429 with Retry-After on REST, OPI and the orderbook; -32000 on the main endpoint', async () => {
    now = 1_800_000_030_000;
    for (let i = 0; i < 3; i++) await call(`${k}/opi/v1/brc20/block_height`);
    now += 4_000; // 6 s left in the window
    const rest = await post(`${k}/get-bitcoin-price`, {});
    const opi = await call(`${k}/opi/v1/brc20/holders?ticker=ordi`);
    const book = await call(`${k}/orderbook/markets`);
    const main = await post(k, rpcBody('btc_getblockcount', []));
    for (const r of [rest, opi, book, main]) {
      expect(r.status).toBe(429);
      expect(r.headers.get('retry-after')).toBe('6');
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
    }
    expect(await rest.json()).toEqual({ statusCode: 429, error: 'Rate limit exceeded. Try again in 6 seconds.' });
    expect(await opi.json()).toEqual({ error: 'Rate limit exceeded. Try again in 6 seconds.', result: null });
    expect(await main.json()).toEqual({ jsonrpc: '2.0', error: { code: -32000, message: 'Rate limit exceeded. Try again in 6 seconds.' }, id: 4 });
    now += 6_000; // the window resets
    const fresh = await post(`${k}/get-bitcoin-price`, {});
    expect([fresh.status, fresh.headers.get('x-ratelimit-remaining')]).toEqual([200, '2']);
  });

  it('one bucket per key: another key (an alias) has its own; keyless answers carry none', async () => {
    const h = await startMockGateway({ network: 'mainnet', apiKey: KEY, aliases: ['my-alias'], fixtures: fixturesDir, rateLimit: '1/1m', clock: () => now });
    try {
      expect((await fetch(`${h.url}${k}/health`)).headers.get('x-ratelimit-remaining')).toBe('0');
      expect((await fetch(`${h.url}/v4/my-alias/health`)).headers.get('x-ratelimit-remaining')).toBe('0');
      expect((await fetch(`${h.url}${k}/health`)).status).toBe(429);
      const open = await fetch(`${h.url}/v4/opi/v1/brc20/activity_on_block?block_height=99999999`); // keyless, computed
      expect([open.status, open.headers.get('x-ratelimit-limit')]).toEqual([400, null]);
    } finally {
      await h.close();
    }
  });

  it('without --rate-limit every keyed answer still carries the headers (a plan no local use reaches)', async () => {
    const h = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [], worldSeed: 1 });
    try {
      const r = await fetch(`${h.url}${k}/forex`, { method: 'POST', body: JSON.stringify(rpcBody('forex_rates', {})) });
      expect(r.headers.get('x-ratelimit-limit')).toBe(String(DEFAULT_PLAN.limit));
      expect(BigInt(r.headers.get('x-ratelimit-remaining')!)).toBe(BigInt(DEFAULT_PLAN.limit) - 1n);
      // Out of reach: `npm run bench -- gateway` sends ~70,000 requests a second here, and got 429s from 1,000,000 a minute.
      expect(DEFAULT_PLAN.limit).toBeGreaterThan((10_000_000 * DEFAULT_PLAN.windowMs) / 1000);
    } finally {
      await h.close();
    }
  });
});

describe('unkeyed requests to key-only routes: 401 INVALID_API_KEY, never 404 (seed 000 §Errors 4; seed 002 §Authentication 5)', () => {
  let g: MockGateway;
  beforeAll(async () => {
    g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir });
  });
  afterAll(async () => g?.close());

  it('reorg helper, orderbook, observe, Espo and mempool: HTTP 401 {code: INVALID_API_KEY}', async () => {
    const rpcPost = (path: string) => fetch(g.url + path, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', method: 'getblockcount', id: 1 }) });
    const answers = [
      await fetch(`${g.url}/v4/reorg/5`),
      await rpcPost('/v4/reorg/5'),
      await fetch(`${g.url}/v4/orderbook/markets`),
      await fetch(`${g.url}/v4/mempool/observe`, { method: 'POST', body: JSON.stringify({ hex: TX_HEX }) }),
      await rpcPost('/v4/espo'),
      await rpcPost('/v4/mempool'),
    ];
    for (const r of answers) expect([r.status, await r.json()]).toEqual([401, { code: 'INVALID_API_KEY' }]);
    expect((await get(g.url, '/v4/no-such-route/at-all')).status).toBe(404);
  });

  it('the stream paths refuse an unkeyed upgrade with 401', async () => {
    for (const path of ['/v4/ethereum/mempool/ws', '/v4/mempool/ws']) {
      const r = await upgradeStatus(`${g.wsUrl}${path}`);
      expect([r.status, JSON.parse(r.body)]).toEqual([401, { code: 'INVALID_API_KEY' }]);
    }
  });
});

describe('reorg helper: h <= N is the real chain hash; every answer carries error: null (seed 002 §Reorg helper)', () => {
  it('without a world or a hash on record: a chain hash (never the f… form), the same as getbestblockhash at N', async () => {
    const g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir });
    try {
      const at = (await rpc(g.url, `${k}/reorg/900000`, 'getblockhash', [900000])) as Record<string, unknown>;
      const best = (await rpc(g.url, `${k}/reorg/900000`, 'getbestblockhash', [])) as Record<string, unknown>;
      const count = (await rpc(g.url, `${k}/reorg/900000`, 'getblockcount', [])) as Record<string, unknown>;
      const above = (await rpc(g.url, `${k}/reorg/900000`, 'getblockhash', [900001])) as Record<string, unknown>;
      const genesis = (await rpc(g.url, `${k}/reorg/900000`, 'getblockhash', [0])) as Record<string, unknown>;
      for (const a of [at, best, count, above, genesis]) expect(a).toHaveProperty('error', null);
      expect(at.result).toMatch(/^0{8}[0-9a-f]{56}$/);
      expect(at.result).toBe(best.result);
      expect(above.result).toBe(`${'f'.repeat(48)}${(900001).toString(16).padStart(16, '0')}`);
      expect(genesis.result).toBe('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f');
    } finally {
      await g.close();
    }
  });

  it("with a world: the world's chain hash, as btc_getblockhash on the main endpoint answers it", async () => {
    const g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [], worldSeed: 9 });
    try {
      const n = g.world!.tip - 10;
      const viaReorg = await rpc(g.url, `${k}/reorg/${n}`, 'getblockhash', [n - 1]);
      const viaMain = await rpc(g.url, k, 'btc_getblockhash', [n - 1]);
      expect(viaReorg).toHaveProperty('error', null);
      expect(viaReorg.result).toBe(viaMain.result);
      expect(viaReorg.result).not.toMatch(/^f{48}/);
    } finally {
      await g.close();
    }
  });
});
