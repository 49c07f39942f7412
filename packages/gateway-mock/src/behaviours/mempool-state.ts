import type { MempoolDataset, MempoolDatasetEntry } from './datasets.js';

/** 24-bucket default scale of floors in sat/vB (the seed does not show its values; our pick). */
export const DEFAULT_BUCKETS = [0, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150, 200, 300, 500];

/** An entry as the state holds it: the dataset's fields (seq assigned by the state). */
export type MempoolEntry = MempoolDatasetEntry;

/**
 * The resident Bitcoin mempool, indexed as it changes: a txid map and the entries in seq order (seq only grows,
 * so adds append), with the totals `mempool_info` reports kept up to date. A read never re-sorts or re-scans the
 * whole pool except `mempool_recent` (sorted once per change) and the histogram (one pass).
 */
export class MempoolState {
  readonly instance: string;
  seq: number;
  addedTotal: number;
  removedTotal: number;
  subscribers: number;
  private readonly byTxid = new Map<string, MempoolEntry>();
  /** Ascending seq. */
  private bySeq: MempoolEntry[] = [];
  private newestFirst: MempoolEntry[] | undefined;
  private totals = { bytes: 0, vbytes: 0, totalFee: 0, feeKnown: 0, provisional: 0 };

  constructor(d: MempoolDataset) {
    this.instance = d.instance;
    this.seq = d.seq;
    this.addedTotal = d.added_total;
    this.removedTotal = d.removed_total;
    this.subscribers = d.subscribers;
    for (const e of [...d.entries].sort((a, b) => a.seq - b.seq)) this.index(e);
  }

  get count(): number {
    return this.bySeq.length;
  }

  get(txid: string): MempoolEntry | undefined {
    return this.byTxid.get(txid);
  }

  /** Every resident entry in seq order (a copy). */
  entries(): MempoolEntry[] {
    return [...this.bySeq];
  }

  /** Adds a transaction at the next seq (never reused); returns the entry as stored. */
  add(e: Omit<MempoolEntry, 'seq'>): MempoolEntry {
    const entry = { ...e, seq: ++this.seq } as MempoolEntry;
    this.index(entry);
    this.addedTotal++;
    return entry;
  }

  /** Removes the `n` entries with the lowest seq (the oldest); returns them, each with the seq of its removal. */
  removeOldest(n: number): Array<{ entry: MempoolEntry; seq: number }> {
    const gone = this.bySeq.slice(0, n);
    this.bySeq = this.bySeq.slice(gone.length);
    return gone.map((e) => this.unindex(e));
  }

  /** Removes one entry by txid (e.g. replaced); its removal takes the next seq. */
  remove(txid: string): { entry: MempoolEntry; seq: number } | undefined {
    const e = this.byTxid.get(txid);
    if (!e) return undefined;
    const at = this.seqIndex(e.seq);
    this.bySeq.splice(at, 1);
    return this.unindex(e);
  }

  info(): Record<string, unknown> {
    const count = this.count;
    const t = this.totals;
    return {
      count,
      bytes: t.bytes,
      vbytes: t.vbytes,
      total_fee: t.totalFee,
      fee_known: t.feeKnown,
      fee_coverage: count === 0 ? 1 : t.feeKnown / count,
      provisional: t.provisional,
      seq: this.seq,
      instance: this.instance,
      added_total: this.addedTotal,
      removed_total: this.removedTotal,
      subscribers: this.subscribers,
    };
  }

  /** Up to `limit` txids (order unspecified by the seed: seq order here). */
  txids(limit: number): string[] {
    const out: string[] = [];
    for (let i = 0; i < this.bySeq.length && i < limit; i++) out.push(this.bySeq[i]!.txid);
    return out;
  }

  /** Newest first (first seen, then seq). */
  recent(limit: number): MempoolEntry[] {
    this.newestFirst ??= [...this.bySeq].sort((a, b) => b.first_seen - a.first_seen || b.seq - a.seq);
    return this.newestFirst.slice(0, limit);
  }

  /** The entries with seq > cursor, in seq order, at most `limit`, and whether more follow. */
  after(cursor: number, limit: number): { page: MempoolEntry[]; hasMore: boolean } {
    let lo = 0;
    let hi = this.bySeq.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.bySeq[mid]!.seq <= cursor) lo = mid + 1;
      else hi = mid;
    }
    const page = this.bySeq.slice(lo, lo + limit);
    return { page, hasMore: lo + page.length < this.bySeq.length };
  }

  /** Fee-known entries' vbytes per floor (the highest floor not above the feerate); below the first floor: not counted. */
  histogram(buckets: number[] = DEFAULT_BUCKETS): Record<string, unknown> {
    const rows: [number, number][] = buckets.map((b) => [b, 0]);
    let counted = 0;
    for (const e of this.bySeq) {
      if (e.feerate === undefined) continue;
      let idx = -1;
      for (let i = 0; i < buckets.length && e.feerate >= buckets[i]!; i++) idx = i;
      if (idx < 0) continue;
      rows[idx]![1] += e.vsize;
      counted++;
    }
    return { histogram: rows, fee_coverage: this.count === 0 ? 1 : this.totals.feeKnown / this.count, count: counted };
  }

  private index(e: MempoolEntry): void {
    this.byTxid.set(e.txid, e);
    this.bySeq.push(e);
    this.newestFirst = undefined;
    this.count_(e, 1);
  }

  private unindex(e: MempoolEntry): { entry: MempoolEntry; seq: number } {
    this.byTxid.delete(e.txid);
    this.newestFirst = undefined;
    this.count_(e, -1);
    this.removedTotal++;
    return { entry: e, seq: ++this.seq };
  }

  private count_(e: MempoolEntry, sign: 1 | -1): void {
    const t = this.totals;
    t.bytes += sign * (e.hex.length / 2);
    t.vbytes += sign * e.vsize;
    if (e.fee !== undefined) {
      t.totalFee += sign * e.fee;
      t.feeKnown += sign;
    }
    if (e.provisional) t.provisional += sign;
  }

  private seqIndex(seq: number): number {
    let lo = 0;
    let hi = this.bySeq.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const s = this.bySeq[mid]!.seq;
      if (s === seq) return mid;
      if (s < seq) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}
