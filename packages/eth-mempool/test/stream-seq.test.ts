// Seed 002 §Events / §States and transitions: the `add` increments `seq`; `remove` and `block` frames are not
// said to. A remove or block frame carrying the SAME seq as the last frame, or the NEXT one, is not a gap;
// only a jump beyond the next value is.
import { beforeAll, describe, expect, it } from 'vitest';
import { EthMempoolStream, loadServerFrameValidator, type RecentResult, type TxRecord } from '../src/stream/index.js';
import { FrameSocket as Sock } from './frame-socket.js';

// The streams below are driven as soon as `start()` returns: the frames' schema check is loaded first.
beforeAll(() => loadServerFrameValidator());

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const rec = (n: number, seq = n): TxRecord => ({
  hash: hash(n),
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
const block = (seq: number) => ({ number: 100 + seq, hash: hash(900 + seq), removed: 1, seq });

function harness() {
  const sock = new Sock();
  const adds: string[] = [];
  const removes: string[] = [];
  const blocks: number[] = [];
  const resyncs: Array<{ reason: string; expected?: number; got?: number }> = [];
  const fetches: Array<(r: RecentResult) => void> = [];
  const stream = new EthMempoolStream({
    url: 'wss://mainnet.gateway.invalid/v4/KEY/ethereum/mempool/ws',
    connect: () => sock,
    fetchRecent: () => new Promise<RecentResult>((resolve) => fetches.push(resolve)),
    syncOnStart: false,
    pingIntervalMs: 0,
    onAdd: (r) => adds.push(r.hash),
    onRemove: (h) => removes.push(h),
    onBlock: (b) => blocks.push(b.seq),
    onResync: (i) => resyncs.push(i),
  }).start();
  sock.onopen?.();
  return { sock, adds, removes, blocks, resyncs, fetches, stream };
}

describe('eth mempool stream: seq gaps (seed 002: the add increments seq)', () => {
  it('a remove or block with the same seq as the last frame is not a gap', () => {
    const h = harness();
    h.sock.frame({ instance: 'i1', seq: 10 });
    h.sock.frame({ record: rec(11), seq: 11 });
    h.sock.frame({ hash: hash(5), reason: 'mined', seq: 11 }); // same seq
    h.sock.frame(block(11)); // same seq
    h.sock.frame({ record: rec(12), seq: 12 });
    expect(h.resyncs).toEqual([]);
    expect(h.blocks).toEqual([11]);
    expect(h.adds).toEqual([hash(11), hash(12)]);
    expect(h.stream.cursor).toEqual({ instance: 'i1', seq: 12 });
    h.stream.close();
  });

  it('a remove or block with the next seq is not a gap either', () => {
    const h = harness();
    h.sock.frame({ instance: 'i1', seq: 10 });
    h.sock.frame({ hash: hash(3), reason: 'mined', seq: 10 }); // same as hello's position
    h.sock.frame({ hash: hash(4), reason: 'mined', seq: 11 }); // next
    h.sock.frame(block(12)); // next
    h.sock.frame({ record: rec(13), seq: 13 });
    expect(h.resyncs).toEqual([]);
    expect(h.blocks).toEqual([12]);
    expect(h.stream.cursor).toEqual({ instance: 'i1', seq: 13 });
    h.stream.close();
  });

  it('a transaction added and then removed under the same seq is delivered as removed', () => {
    const h = harness();
    h.sock.frame({ instance: 'i1', seq: 10 });
    h.sock.frame({ record: rec(11), seq: 11 });
    h.sock.frame({ hash: hash(11), reason: 'mined', seq: 11 }); // the remove did not increment seq
    expect(h.removes).toEqual([hash(11)]);
    expect(h.resyncs).toEqual([]);
    h.stream.close();
  });

  it('only a jump beyond the next value is a gap (for every data frame)', () => {
    for (const frame of [{ record: rec(13), seq: 13 }, { hash: hash(1), reason: 'mined', seq: 13 }, block(13)]) {
      const h = harness();
      h.sock.frame({ instance: 'i1', seq: 10 });
      h.sock.frame({ record: rec(11), seq: 11 });
      h.sock.frame(frame); // 12 skipped
      expect(h.resyncs).toEqual([{ reason: 'gap', expected: 12, got: 13 }]);
      h.stream.close();
    }
  });
});

describe('eth mempool stream: responseValidation for frames', () => {
  // A real-shaped add whose record lacks `from` (not in the spec) and a block whose `removed` is not a count.
  const odd = { record: { ...rec(11), from: undefined }, seq: 11 };
  const oddBlock = { number: 111, hash: hash(911), removed: 'many', seq: 12 };
  function run(mode?: 'throw' | 'report' | 'off') {
    const sock = new Sock();
    const out = { adds: [] as string[], blocks: [] as number[], unknown: [] as string[], issues: [] as Array<{ operation: string; message: string }> };
    const stream = new EthMempoolStream({
      url: 'wss://x.invalid/v4/KEY/ethereum/mempool/ws',
      connect: () => sock,
      fetchRecent: () => new Promise<RecentResult>(() => {}),
      syncOnStart: false,
      pingIntervalMs: 0,
      ...(mode ? { responseValidation: mode } : {}),
      onIssue: (i) => out.issues.push({ operation: i.operation, message: i.issues[0]!.message }),
      onAdd: (r) => out.adds.push(r.hash),
      onBlock: (b) => out.blocks.push(b.seq),
      onUnknownFrame: (_f, e) => out.unknown.push(e),
    }).start();
    sock.onopen?.();
    sock.frame({ instance: 'i1', seq: 10 });
    sock.frame(JSON.parse(JSON.stringify(odd)));
    sock.frame(oddBlock);
    sock.frame({ type: 'add', seq: 13, record: { nonce: 1 } }); // unusable in every mode: no hash
    stream.close();
    return out;
  }

  it('throw (default) refuses frames that do not match the spec', () => {
    for (const out of [run(), run('throw')]) {
      expect(out.adds).toEqual([]);
      expect(out.blocks).toEqual([]);
      expect(out.unknown).toHaveLength(3);
      expect(out.issues).toEqual([]);
    }
  });

  it('report uses the usable frames and reports each mismatch to onIssue', () => {
    const out = run('report');
    expect(out.adds).toEqual([hash(11)]);
    expect(out.blocks).toEqual([12]);
    expect(out.issues.map((i) => i.operation)).toEqual(['add', 'block']);
    expect(out.issues[1]!.message).toMatch(/removed must be integer/);
    expect(out.unknown).toHaveLength(1); // the add without a hash cannot be used
  });

  it('off skips the schema check, still refuses what cannot be used', () => {
    const out = run('off');
    expect(out.adds).toEqual([hash(11)]);
    expect(out.blocks).toEqual([12]);
    expect(out.issues).toEqual([]);
    expect(out.unknown).toEqual(['add: add needs record.hash and an integer seq']);
  });
});
