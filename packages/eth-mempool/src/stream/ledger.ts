// The exactly-once gate between the stream (and resync snapshots) and the application.
//
// Design: the ledger remembers which transactions the application currently holds (`resident`: hash -> seq of
// the add that delivered it) and which it saw leave (`removed`: hash -> seq of the remove). An add is handed
// over only if the hash is not already held and no remove with the same or a higher seq has been seen for it
// (that would make the add a stale copy from an older snapshot); a remove is handed over only if the hash is
// held by an add with the same or a lower seq (only the add increments seq, seed 002). Because every source
// (live frames, frames buffered during a resync, mempool_recent entries) passes through this one gate in seq
// order, an overlap between a snapshot and the stream can neither duplicate nor drop a transaction, whatever
// the resync window is.

const key = (hash: string): string => hash.toLowerCase();

export class DeliveryLedger {
  private readonly resident = new Map<string, number>();
  private readonly removed = new Map<string, number>();

  /** `maxTracked` bounds both maps (oldest entries are forgotten first). */
  constructor(private readonly maxTracked = 500_000) {}

  /** Whether the application should receive this add; records it when so. */
  admitAdd(hash: string, seq: number): boolean {
    const h = key(hash);
    const held = this.resident.get(h);
    if (held !== undefined) {
      if (seq > held) this.resident.set(h, seq); // same transaction, newer sighting: keep the latest position
      return false;
    }
    const gone = this.removed.get(h);
    if (gone !== undefined && gone >= seq) return false; // this residency already ended
    this.removed.delete(h);
    this.resident.set(h, seq);
    this.prune(this.resident);
    return true;
  }

  /** Whether the application should receive this remove; records it either way. */
  admitRemove(hash: string, seq: number): boolean {
    const h = key(hash);
    const gone = this.removed.get(h);
    if (gone === undefined || seq > gone) {
      this.removed.delete(h);
      this.removed.set(h, seq);
      this.prune(this.removed);
    }
    const held = this.resident.get(h);
    // A remove does not increment seq (seed 002: the add does): one with the SAME seq as the add came after it.
    if (held === undefined || held > seq) return false; // never held, or a stale remove of an older residency
    this.resident.delete(h);
    return true;
  }

  /** Whether the application currently holds this transaction. */
  holds(hash: string): boolean {
    return this.resident.has(key(hash));
  }

  get size(): number {
    return this.resident.size;
  }

  /**
   * A new server instance restarts `seq`: positions from the old one are not comparable. Held hashes stay
   * held (so the new instance's snapshot is not delivered twice) but count as older than anything new.
   */
  newInstance(): void {
    for (const h of this.resident.keys()) this.resident.set(h, -1);
    this.removed.clear();
  }

  private prune(map: Map<string, number>): void {
    while (map.size > this.maxTracked) {
      const oldest = map.keys().next();
      if (oldest.done) return;
      map.delete(oldest.value);
    }
  }
}
