// Issue 13 item 5: the stream client under injected faults, on a fake socket and a fake clock (no real sockets,
// no real time). A model mempool server emits adds/removes/blocks; the channel drops connections (some mid-frame),
// duplicates frames, swaps neighbours, sends `reset` (also while a resync is in flight), and stalls (no pong).
// Checked: no add is delivered twice while held, no remove for a transaction not held, every transaction resident
// on the server at the end is held by the application, and the ledger and resync buffer stay bounded.
// GW_SOAK_FRAMES (default 100,000) and GW_SOAK_SEED (default random, printed).
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { EthMempoolStream, loadServerFrameValidator, type RecentResult, type StreamSocket, type TxRecord } from '../src/stream/index.js';

// The streams below are driven as soon as `start()` returns: the frames' schema check is loaded first.
beforeAll(() => loadServerFrameValidator());

// npm test runs 100,000 frames (250,000 took 28 s inside npm test on the loaded 2-core machine); README gives a 1,000,000-frame run.
const FRAMES = Number(process.env.GW_SOAK_FRAMES ?? 100_000);
const SEED = Number(process.env.GW_SOAK_SEED ?? randomBytes(4).readUInt32LE(0));
const MAX_TRACKED = 20_000;
process.stdout.write(`stream soak: ${FRAMES} frames, seed ${SEED} (reproduce with GW_SOAK_SEED=${SEED})\n`);

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Timers run only when the test advances time. */
class FakeClock {
  t = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private id = 0;
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    this.timers.set(++this.id, { at: this.t + ms, fn });
    return this.id;
  };
  clearTimeout = (h: unknown) => void this.timers.delete(h as number);
  advance(ms: number): void {
    const until = this.t + ms;
    for (;;) {
      let next: [number, { at: number; fn: () => void }] | undefined;
      for (const e of this.timers) if (e[1].at <= until && (!next || e[1].at < next[1].at)) next = e;
      if (!next) break;
      this.timers.delete(next[0]);
      this.t = next[1].at;
      next[1].fn();
    }
    this.t = until;
  }
}

class Sock implements StreamSocket {
  onopen: ((ev?: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code?: number; reason?: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  pings = 0;
  send(data: string): void {
    if (data.includes('"ping"')) this.pings++;
  }
  close(): void {}
  text(s: string): void {
    this.onmessage?.({ data: s });
  }
}

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const record = (n: number, seq: number): TxRecord => ({
  hash: hashOf(n),
  from: `0x${'1'.repeat(40)}`,
  to: `0x${'2'.repeat(40)}`,
  nonce: n,
  value: '0',
  gas_limit: 21000,
  max_fee_per_gas: '1',
  max_priority_fee_per_gas: '1',
  tx_type: 2,
  input_len: 0,
  selector: '',
  first_seen_ms: 1,
  seq,
});
const tick = () => new Promise<void>((r) => setImmediate(r));

describe(`eth mempool stream soak (seed ${SEED})`, () => {
  it(`${FRAMES} frames with random faults: every resident transaction exactly once, bounded memory`, async () => {
    const rand = prng(SEED);
    const clock = new FakeClock();
    const faults = { drop: 0, midFrame: 0, duplicate: 0, swap: 0, reset: 0, resetDuringResync: 0, stall: 0 };
    // The model server.
    let seq = 0;
    let nextTx = 0;
    const resident = new Map<string, TxRecord>();
    const residentKeys: string[] = [];
    // The channel.
    let sock: Sock | null = null;
    let stalled = false;
    const pendingFetches: Array<(r: RecentResult) => void> = [];
    // The application's view.
    const held = new Set<string>();
    const problems: string[] = [];
    let maxBuffer = 0;
    let maxLedger = 0;

    const stream = new EthMempoolStream({
      url: 'wss://mainnet.gateway.invalid/v4/KEY/ethereum/mempool/ws',
      connect: () => {
        const s = new Sock();
        sock = s;
        queueMicrotask(() => {
          if (sock !== s) return;
          s.onopen?.();
          s.text(JSON.stringify({ instance: 'i1', seq }));
        });
        return s;
      },
      clock,
      fetchRecent: () => new Promise<RecentResult>((resolve) => pendingFetches.push(resolve)),
      pingIntervalMs: 5_000,
      pongTimeoutMs: 2_000,
      backoff: { baseMs: 10, maxMs: 200 },
      maxTracked: MAX_TRACKED,
      onAdd: (r) => {
        if (held.has(r.hash)) problems.push(`add delivered twice: ${r.hash}`);
        held.add(r.hash);
      },
      onRemove: (h) => {
        if (!held.delete(h)) problems.push(`remove of a transaction not held: ${h}`);
      },
    });
    const internals = stream as unknown as { ledger: { size: number }; resync: { buffer: unknown[] } | null };
    stream.start();
    await tick();

    const snapshot = (): RecentResult => ({ entries: [...resident.values()], seq });
    const answerFetches = (all: boolean) => {
      while (pendingFetches.length && (all || rand() < 0.3)) pendingFetches.shift()!(snapshot());
    };
    const emit = (): string => {
      if (resident.size < 500 || (rand() < 0.55 && resident.size < 3_000)) {
        seq++;
        const r = record(nextTx++, seq);
        resident.set(r.hash, r);
        residentKeys.push(r.hash);
        return JSON.stringify({ record: r, seq });
      }
      if (rand() < 0.05) return JSON.stringify({ number: seq, hash: hashOf(1e12 + seq), removed: 0, seq });
      // remove one of the oldest residents
      let h = residentKeys.shift()!;
      while (!resident.has(h)) h = residentKeys.shift()!;
      resident.delete(h);
      return JSON.stringify({ hash: h, reason: 'mined', seq });
    };

    let held1: string | null = null;
    for (let i = 0; i < FRAMES; i++) {
      const frame = emit();
      const s = sock as Sock | null;
      const r = rand();
      if (!s) {
        // disconnected: the frame is lost
      } else if (r < 0.0005) {
        faults.drop++;
        if (rand() < 0.5) {
          faults.midFrame++;
          s.text(frame.slice(0, Math.floor(frame.length / 2)));
        }
        sock = null;
        s.onclose?.({ code: 1006 });
      } else if (r < 0.002) {
        faults.duplicate++;
        s.text(frame);
        s.text(frame);
      } else if (r < 0.0035 && held1 === null) {
        faults.swap++;
        held1 = frame; // sent after the next one
      } else if (r < 0.0045 || (internals.resync && r < 0.03)) {
        faults.reset++;
        if (internals.resync) faults.resetDuringResync++;
        s.text(frame);
        s.text(JSON.stringify({ reason: 'buffer overrun', action: 'resync' }));
      } else if (r < 0.0048 && !stalled) {
        faults.stall++;
        stalled = true; // frames and pongs stop until the client gives up on the pong
      } else if (!stalled) {
        s.text(frame);
        if (held1 !== null && held1 !== frame) {
          s.text(held1);
          held1 = null;
        }
      }
      // Liveness: answer pings unless stalled; a stalled client times out and reconnects.
      if (s && s.pings > 0 && !stalled) {
        s.pings = 0;
        s.text('{}');
      }
      clock.advance(1);
      if (stalled && sock !== s) stalled = false; // the client dropped the stalled socket
      if (pendingFetches.length) {
        answerFetches(false);
        await tick();
      } else if (sock === null || (i & 1023) === 0) await tick();
      maxBuffer = Math.max(maxBuffer, internals.resync?.buffer.length ?? 0);
      maxLedger = Math.max(maxLedger, internals.ledger.size);
      if (problems.length > 5) break;
    }
    // Quiesce: no more faults; let the client reconnect and finish any resync.
    stalled = false;
    held1 = null;
    for (let k = 0; k < 100 && (sock === null || internals.resync || pendingFetches.length); k++) {
      clock.advance(1_000);
      answerFetches(true);
      await tick();
    }
    (sock as Sock | null)?.text(JSON.stringify({ reason: 'final check', action: 'resync' }));
    for (let k = 0; k < 10; k++) {
      answerFetches(true);
      await tick();
    }
    stream.close();

    process.stdout.write(`stream soak: faults ${JSON.stringify(faults)}; max ledger ${maxLedger}, max resync buffer ${maxBuffer}\n`);
    expect(problems).toEqual([]);
    const missing = [...resident.keys()].filter((h) => !held.has(h));
    expect(missing, 'resident on the server, never delivered').toEqual([]);
    expect(maxLedger).toBeLessThanOrEqual(MAX_TRACKED);
    expect(maxBuffer).toBeLessThan(50_000);
    expect(Object.values(faults).every((n) => n > 0) || FRAMES < 100_000).toBe(true);
  });
});
