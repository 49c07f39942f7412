import { AdminRequiredError, GatewayError, InvalidApiKeyError, RateLimitedError } from '@gw/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DeliveryLedger,
  EthMempoolStream,
  backoffDelay,
  ethMempoolStreamUrl,
  loadServerFrameValidator,
  type Clock,
  type EthMempoolStreamOptions,
  type RecentResult,
  type SocketCloseEvent,
  type StreamError,
  type StreamSocket,
  type TxRecord,
} from '../src/stream/index.js';
import { validateServerFrame } from '../src/frames.js';

// --- fakes ------------------------------------------------------------------------------------------------

class FakeClock implements Clock {
  t = 0;
  private id = 0;
  private readonly timers = new Map<number, { at: number; fn: () => void }>();
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    const id = ++this.id;
    this.timers.set(id, { at: this.t + ms, fn });
    return id;
  };
  clearTimeout = (h: unknown) => {
    this.timers.delete(h as number);
  };
  get pending(): number {
    return this.timers.size;
  }
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      let next: [number, { at: number; fn: () => void }] | undefined;
      for (const e of this.timers) if (e[1].at <= end && (!next || e[1].at < next[1].at)) next = e;
      if (!next) break;
      this.timers.delete(next[0]);
      this.t = next[1].at;
      next[1].fn();
    }
    this.t = end;
  }
}

class FakeSocket implements StreamSocket {
  sent: unknown[] = [];
  closed = false;
  onopen: ((ev?: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: SocketCloseEvent) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closed = true;
  }
  // server side
  open(): void {
    this.onopen?.();
  }
  frame(obj: unknown): void {
    this.onmessage?.({ data: JSON.stringify(obj) });
  }
  raw(data: unknown): void {
    this.onmessage?.({ data });
  }
  drop(): void {
    this.onclose?.({ code: 1006 });
  }
  /** The gateway answers the upgrade with an HTTP status instead of 101. */
  refuse(status: number, headers: Record<string, string> = {}): void {
    this.onclose?.({ code: 1006, refusal: { status, headers } });
  }
}

interface Pending {
  resolve(r: RecentResult): void;
  reject(e: unknown): void;
}

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const rec = (n: number, over: Partial<TxRecord> = {}): TxRecord => ({
  hash: hash(n),
  from: `0x${'1'.repeat(40)}`,
  to: `0x${'2'.repeat(40)}`,
  nonce: n,
  value: '1000',
  gas_limit: 21000,
  max_fee_per_gas: '30000000000',
  max_priority_fee_per_gas: '1000000000',
  tx_type: 2,
  input_len: 0,
  selector: '',
  first_seen_ms: 1_754_770_000_000 + n,
  seq: n,
  ...over,
});
/** mempool_recent answers newest first. */
const recent = (seq: number, ...entries: TxRecord[]): RecentResult => ({ seq, entries: [...entries].sort((a, b) => b.seq - a.seq) });
const add = (n: number, over: Partial<TxRecord> = {}) => ({ record: rec(n, over), seq: over.seq ?? n });
const flush = () => new Promise<void>((r) => setImmediate(r));

// The harness reads sockets as soon as `start()` returns: the frames' schema check is loaded first (stream-load.test.ts
// covers a start before it is loaded).
beforeAll(() => loadServerFrameValidator());

function harness(opts: Partial<EthMempoolStreamOptions> = {}) {
  const clock = new FakeClock();
  const sockets: FakeSocket[] = [];
  const fetches: Pending[] = [];
  const adds: string[] = [];
  const removes: string[] = [];
  const errors: StreamError[] = [];
  const unknown: { frame: unknown; error: string }[] = [];
  const resyncs: string[] = [];
  const view = new Set<string>();
  const stream = new EthMempoolStream({
    url: ethMempoolStreamUrl('wss://mainnet.gateway.invalid', 'KEY'),
    clock,
    connect: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    fetchRecent: () => new Promise<RecentResult>((resolve, reject) => fetches.push({ resolve, reject })),
    backoff: { baseMs: 100, factor: 2, maxMs: 1000 },
    pingIntervalMs: 0,
    onAdd: (r) => {
      adds.push(r.hash);
      expect(view.has(r.hash)).toBe(false);
      view.add(r.hash);
    },
    onRemove: (h) => {
      removes.push(h);
      expect(view.delete(h)).toBe(true);
    },
    onError: (e) => errors.push(e),
    onUnknownFrame: (frame, error) => unknown.push({ frame, error }),
    onResync: (i) => resyncs.push(i.reason),
    ...opts,
  });
  const sock = () => sockets[sockets.length - 1]!;
  return { clock, sockets, sock, fetches, adds, removes, errors, unknown, resyncs, view, stream: stream.start() };
}

const once = (xs: string[]) => expect(new Set(xs).size).toBe(xs.length);

// --- tests ------------------------------------------------------------------------------------------------

describe('eth mempool stream client', () => {
  it('subscribes on open and expects hello first', async () => {
    const h = harness();
    h.sock().open();
    expect(h.sock().sent[0]).toEqual({ op: 'subscribe', channels: ['tx', 'block'] });

    h.sock().frame(add(5)); // not hello
    expect(h.errors.map((e) => e.kind)).toEqual(['hello-not-first']);
    expect(h.adds).toEqual([]); // cannot be placed without hello
    expect(h.stream.state).toBe('connecting');

    h.sock().frame({ instance: 'i1', seq: 5 });
    expect(h.resyncs).toEqual(['start']);
    h.fetches[0]!.resolve(recent(5, rec(4), rec(5)));
    await flush();
    expect(h.adds).toEqual([hash(4), hash(5)]); // the early frame is covered by the resync, once
    expect(h.stream.state).toBe('live');
    expect(h.stream.cursor).toEqual({ instance: 'i1', seq: 5 });
    h.stream.close();
  });

  it('delivers every entry exactly once across a reset', async () => {
    const h = harness();
    h.sock().open();
    h.sock().frame({ type: 'hello', instance: 'i1', seq: 10 });
    h.fetches[0]!.resolve(recent(10, rec(8), rec(9), rec(10)));
    await flush();
    h.sock().frame(add(11));
    h.sock().frame(add(12));
    h.sock().frame({ hash: hash(8), reason: 'mined', seq: 13 });
    expect(h.adds).toEqual([hash(8), hash(9), hash(10), hash(11), hash(12)]);

    // The client fell off the ring: frames 14 (add 14) and 15 (add 15) are lost.
    h.sock().frame({ reason: 'lagged', action: 'resync' });
    expect(h.resyncs).toEqual(['start', 'reset']);
    // Frames keep coming while mempool_recent is in flight.
    h.sock().frame(add(16));
    h.sock().frame({ type: 'remove', hash: hash(9), reason: 'mined', seq: 17 });
    expect(h.adds).toHaveLength(5); // buffered, not delivered yet
    // The snapshot overlaps everything already delivered (9..12) and the buffered add 16.
    h.fetches[1]!.resolve(recent(16, rec(9), rec(10), rec(11), rec(12), rec(14), rec(15), rec(16)));
    await flush();
    h.sock().frame(add(18));

    expect(h.adds).toEqual([8, 9, 10, 11, 12, 14, 15, 16, 18].map(hash));
    expect(h.removes).toEqual([hash(8), hash(9)]);
    once(h.adds);
    expect([...h.view].sort()).toEqual([10, 11, 12, 14, 15, 16, 18].map(hash).sort());
    expect(h.errors).toEqual([]);
    h.stream.close();
  });

  it('delivers every entry exactly once across a seq gap', async () => {
    const h = harness({ syncOnStart: false });
    h.sock().open();
    h.sock().frame({ instance: 'i1', seq: 0 });
    expect(h.fetches).toHaveLength(0);
    h.sock().frame(add(1));
    h.sock().frame(add(2));
    h.sock().frame(add(4)); // 3 was lost
    expect(h.resyncs).toEqual(['gap']);
    h.sock().frame(add(5));
    h.sock().frame({ hash: hash(1), reason: 'mined', seq: 6 });
    // Snapshot at 4: overlaps 1, 2 (delivered) and 4 (buffered); 5 and 6 continue it.
    h.fetches[0]!.resolve(recent(4, rec(1), rec(2), rec(3), rec(4)));
    await flush();
    h.sock().frame(add(7));
    expect(h.adds).toEqual([1, 2, 3, 4, 5, 7].map(hash));
    expect(h.removes).toEqual([hash(1)]);
    expect(h.stream.cursor).toEqual({ instance: 'i1', seq: 7 });
    h.stream.close();
  });

  it('fetches again (after a backoff) when the snapshot does not reach the buffered frames', async () => {
    const h = harness({ syncOnStart: false });
    h.sock().open();
    h.sock().frame({ instance: 'i1', seq: 0 });
    h.sock().frame(add(1));
    h.sock().frame(add(3)); // gap: 2 lost
    h.sock().frame(add(4));
    // A lagging snapshot at 1: the hole 2 is still not covered.
    h.fetches[0]!.resolve(recent(1, rec(1)));
    await flush();
    expect(h.resyncs).toEqual(['gap', 'gap']);
    expect(h.fetches).toHaveLength(1); // spaced out by the backoff
    h.clock.advance(100);
    expect(h.fetches).toHaveLength(2);
    h.sock().frame({ hash: hash(2), reason: 'replaced', seq: 5 });
    h.fetches[1]!.resolve(recent(3, rec(1), rec(2), rec(3)));
    await flush();
    expect(h.adds).toEqual([1, 2, 3, 4].map(hash));
    expect(h.removes).toEqual([hash(2)]);
    expect(h.stream.cursor).toEqual({ instance: 'i1', seq: 5 });
    h.stream.close();
  });

  it('keeps a transaction re-added inside the resync window (merges by seq, not snapshot-first)', async () => {
    const h = harness({ syncOnStart: false });
    h.sock().open();
    h.sock().frame({ instance: 'i1', seq: 0 });
    h.sock().frame(add(100, { seq: 1 }));
    h.sock().frame({ reason: 'lagged', action: 'resync' });
    h.sock().frame({ hash: hash(100), reason: 'replaced', seq: 2 });
    h.sock().frame(add(100, { seq: 3 }));
    h.fetches[0]!.resolve(recent(3, rec(100, { seq: 3 })));
    await flush();
    expect(h.adds).toEqual([hash(100), hash(100)]); // add, remove, add again: one delivery per residency
    expect(h.removes).toEqual([hash(100)]);
    expect([...h.view]).toEqual([hash(100)]);
    h.stream.close();
  });

  it('ignores a stale snapshot entry for a transaction already removed', () => {
    const l = new DeliveryLedger();
    expect(l.admitAdd(hash(1), 1)).toBe(true);
    expect(l.admitRemove(hash(1), 2)).toBe(true);
    expect(l.admitAdd(hash(1).toUpperCase().replace('0X', '0x'), 1)).toBe(false); // older copy of the ended residency
    expect(l.admitRemove(hash(1), 2)).toBe(false); // remove already delivered
    expect(l.admitRemove(hash(5), 3)).toBe(false); // never held
    expect(l.admitAdd(hash(1), 7)).toBe(true); // a genuine re-add
  });

  it('reports unknown and invalid frames without failing', async () => {
    const h = harness({ syncOnStart: false });
    h.sock().open();
    h.sock().frame({ instance: 'i1', seq: 0 });
    h.sock().frame({ type: 'mystery', seq: 1 });
    h.sock().raw('not json');
    h.sock().frame({ type: 'add', seq: 1, record: { hash: '0x12' } });
    h.sock().frame({ type: 'block', number: 10, hash: hash(99), removed: 'many', seq: 1 });
    const errors = h.unknown.map((u) => u.error);
    expect(errors).toHaveLength(4);
    expect(errors[0]).toBe('unknown frame type "mystery"');
    expect(errors[1]).toBe('not a JSON text frame');
    expect(errors[2]).toMatch(/^add: \/record must have required property 'from'/);
    expect(errors[3]).toBe('block: /removed must be integer');
    h.sock().frame(add(1));
    h.sock().raw(Buffer.from(JSON.stringify(add(2)))); // ws hands over Buffers
    expect(h.adds).toEqual([hash(1), hash(2)]);
    expect(h.sock().closed).toBe(false);
    expect(h.resyncs).toEqual([]);
    h.stream.close();
  });

  it('reconnects with exponential backoff and resyncs only when needed', async () => {
    const h = harness({ syncOnStart: false });
    h.sock().open();
    h.sock().frame({ instance: 'i1', seq: 0 });
    h.sock().frame(add(1));

    h.sock().drop();
    expect(h.sockets).toHaveLength(1);
    h.clock.advance(99);
    expect(h.sockets).toHaveLength(1);
    h.clock.advance(1);
    expect(h.sockets).toHaveLength(2); // after 100 ms

    h.sock().drop(); // fails before hello
    h.clock.advance(199);
    expect(h.sockets).toHaveLength(2);
    h.clock.advance(1);
    expect(h.sockets).toHaveLength(3); // after 200 ms

    // Same instance and position: nothing was missed, no resync.
    h.sock().open();
    h.sock().frame({ instance: 'i1', seq: 1 });
    expect(h.fetches).toHaveLength(0);
    expect(h.stream.state).toBe('live');

    // Healthy again: the backoff starts over, and a moved position means a resync.
    h.sock().drop();
    h.clock.advance(100);
    expect(h.sockets).toHaveLength(4);
    h.sock().open();
    h.sock().frame({ instance: 'i1', seq: 3 });
    expect(h.resyncs).toEqual(['reconnect']);
    h.fetches[0]!.resolve(recent(3, rec(1), rec(2), rec(3)));
    await flush();

    // A new instance: full resync; hashes already held are not handed over again.
    h.sock().drop();
    h.clock.advance(100);
    h.sock().open();
    h.sock().frame({ instance: 'i2', seq: 0 });
    expect(h.resyncs).toEqual(['reconnect', 'instance-changed']);
    h.fetches[1]!.resolve(recent(0, rec(2, { seq: 0 })));
    await flush();
    h.sock().frame({ hash: hash(2), reason: 'mined', seq: 1 });
    expect(h.adds).toEqual([1, 2, 3].map(hash));
    expect(h.removes).toEqual([hash(2)]);
    expect(h.stream.cursor).toEqual({ instance: 'i2', seq: 1 });
    h.stream.close();
  });

  it('reconnects when a pong does not arrive in time', () => {
    const h = harness({ syncOnStart: false, pingIntervalMs: 1000, pongTimeoutMs: 500 });
    h.sock().open();
    h.sock().frame({ instance: 'i1', seq: 0 });
    h.clock.advance(1000);
    expect(h.sock().sent).toEqual([{ op: 'subscribe', channels: ['tx', 'block'] }, { op: 'ping' }]);
    h.sock().frame({ type: 'pong', seq: 0 });
    h.clock.advance(1000);
    expect(h.sock().sent).toHaveLength(3);
    h.clock.advance(499);
    expect(h.errors).toEqual([]);
    h.clock.advance(1); // no pong for 500 ms
    expect(h.errors.map((e) => e.kind)).toEqual(['pong-timeout']);
    expect(h.sockets[0]!.closed).toBe(true);
    h.clock.advance(100);
    expect(h.sockets).toHaveLength(2);
    h.stream.close();
  });

  it('reconnects when mempool_recent fails during a resync', async () => {
    const h = harness();
    h.sock().open();
    h.sock().frame({ instance: 'i1', seq: 0 });
    h.fetches[0]!.reject(new Error('HTTP 503'));
    await flush();
    expect(h.errors.map((e) => e.kind)).toEqual(['fetch']);
    h.clock.advance(100);
    h.sock().open();
    h.sock().frame({ instance: 'i1', seq: 0 });
    h.fetches[1]!.resolve(recent(0));
    await flush();
    expect(h.stream.state).toBe('live');
    h.stream.close();
  });

  it('close() stops everything and leaves no timers', async () => {
    const h = harness({ pingIntervalMs: 1000 });
    h.sock().open();
    h.sock().frame({ instance: 'i1', seq: 0 });
    h.clock.advance(1000); // a ping and its pong timer are armed
    expect(h.clock.pending).toBeGreaterThan(0);
    h.stream.close();
    expect(h.clock.pending).toBe(0);
    expect(h.sock().closed).toBe(true);
    h.fetches[0]!.resolve(recent(0, rec(0)));
    await flush();
    expect(h.adds).toEqual([]);
    expect(h.stream.state).toBe('closed');

    const g = harness();
    g.sock().drop(); // a reconnect is pending
    expect(g.clock.pending).toBe(1);
    g.stream.close();
    expect(g.clock.pending).toBe(0);
  });
});

describe('frame validation', () => {
  it('tells the frames apart with or without `type`', () => {
    const frames = {
      hello: { instance: 'a3f1c07e', seq: 1 },
      add: add(2),
      remove: { hash: hash(2), reason: 'mined', seq: 3 },
      block: { number: 100, hash: hash(7), removed: 1, seq: 4 },
      reset: { reason: 'lagged', action: 'resync' },
      pong: {},
    };
    for (const [name, f] of Object.entries(frames)) {
      expect(validateServerFrame(f).ok, name).toBe(true);
      expect(validateServerFrame({ ...f, type: name }).ok, name).toBe(true);
    }
    expect(validateServerFrame({ type: 'pong', hash: hash(1) }).ok).toBe(false);
    expect(validateServerFrame({ ...frames.remove, type: 'hello' }).ok).toBe(false);
    expect(validateServerFrame([1]).ok).toBe(false);
  });

  it('a client frame name is not a server frame (names and directions come from the spec)', () => {
    expect(validateServerFrame({ type: 'subscribe', op: 'subscribe', channels: ['tx'] })).toEqual({ ok: false, error: 'unknown frame type "subscribe"' });
    expect(validateServerFrame({ type: 'nope' })).toEqual({ ok: false, error: 'unknown frame type "nope"' });
  });

  it("the stream URL is the spec's key-in-path mount under the WebSocket base", () => {
    expect(ethMempoolStreamUrl('wss://h.invalid/', 'k y')).toBe('wss://h.invalid/v4/k%20y/ethereum/mempool/ws');
  });

  it('backoff grows exponentially to a cap, with optional jitter', () => {
    const o = { baseMs: 100, factor: 2, maxMs: 1000 };
    expect([0, 1, 2, 3, 4, 5].map((a) => backoffDelay(a, o))).toEqual([100, 200, 400, 800, 1000, 1000]);
    expect(backoffDelay(2, { ...o, jitter: 0.5, random: () => 1 })).toBe(200);
  });

  describe('a refused upgrade fails loudly', () => {
    it('401: InvalidApiKeyError (kind refused) reaches onError once, the stream closes and never reconnects', () => {
      const h = harness();
      h.sock().refuse(401);
      expect(h.errors).toHaveLength(1);
      const e = h.errors[0]!;
      expect(e).toBeInstanceOf(InvalidApiKeyError);
      expect(e).toBeInstanceOf(GatewayError);
      expect(e.kind).toBe('refused');
      expect((e as InvalidApiKeyError).status).toBe(401);
      expect((e as InvalidApiKeyError).url).toBe('wss://mainnet.gateway.invalid/v4/***/ethereum/mempool/ws');
      expect(`${e.message} ${(e as Error).stack}`).not.toContain('/v4/KEY/');
      expect(h.stream.state).toBe('closed');
      expect(h.stream.refusal).toBe(e);
      h.clock.advance(60_000);
      expect(h.sockets).toHaveLength(1);
    });

    it('403: AdminRequiredError, closed', () => {
      const h = harness();
      h.sock().refuse(403);
      expect(h.errors[0]).toBeInstanceOf(AdminRequiredError);
      expect(h.stream.state).toBe('closed');
    });

    it('429: RateLimitedError with the headers, and the next attempt waits Retry-After (longer than the backoff)', () => {
      const h = harness();
      h.sock().refuse(429, { 'retry-after': '45', 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1795392000' });
      const e = h.errors[0] as RateLimitedError & { kind: string };
      expect(e).toBeInstanceOf(RateLimitedError);
      expect(e.kind).toBe('rate-limited');
      expect([e.retryAfter, e.limit, e.remaining, e.reset]).toEqual([45, 60, 0, 1795392000]);
      expect(h.stream.state).toBe('waiting');
      h.clock.advance(44_999);
      expect(h.sockets).toHaveLength(1);
      h.clock.advance(1);
      expect(h.sockets).toHaveLength(2);
      expect(h.stream.state).toBe('connecting');
    });

    it('another status (502) is a socket error naming it, then the usual backoff', () => {
      const h = harness();
      h.sock().refuse(502);
      expect(h.errors.map((e) => [e.kind, e.message])).toEqual([['socket', 'the stream upgrade was refused: HTTP 502']]);
      h.clock.advance(100);
      expect(h.sockets).toHaveLength(2);
    });

    it('a dead host backs off exponentially up to the cap, and says what the platform said', () => {
      const h = harness();
      const waits: number[] = [];
      for (let i = 0; i < 6; i++) {
        h.sock().onerror?.({ message: 'connect ECONNREFUSED 127.0.0.1:1' });
        h.sock().drop();
        const before = h.sockets.length;
        let waited = 0;
        while (h.sockets.length === before) {
          h.clock.advance(10);
          waited += 10;
        }
        waits.push(waited);
      }
      expect(waits).toEqual([100, 200, 400, 800, 1000, 1000]);
      expect(h.errors[0]).toMatchObject({ kind: 'socket', message: 'stream socket error: connect ECONNREFUSED 127.0.0.1:1' });
      h.stream.close();
    });
  });
});
