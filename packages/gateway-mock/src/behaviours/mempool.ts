import type { RpcBehaviour } from '../rpc-handler.js';
import type { MempoolDataset, MempoolDatasetEntry } from './datasets.js';

/** Default page sizes: the seed does not show them (x-not-shown); the local gateway picks these. */
export const MEMPOOL_DEFAULTS = { txidsLimit: 5000, recentLimit: 100, snapshotLimit: 1000, clamp: 5000 } as const;

/** 24-bucket geometric-looking default scale of floors in sat/vB (the seed's values are not shown). */
export const DEFAULT_BUCKETS = [0, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150, 200, 300, 500];

export const NOT_IN_MEMPOOL = { code: -32000, message: 'not found: txid not in the mempool' } as const;

type P = Record<string, unknown>;
const int = (v: unknown, dflt: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : dflt);

/** The served entry: `hex` only with include_hex (the seed does not show that field's name: `hex` is our pick). */
function view(e: MempoolDatasetEntry, includeHex: boolean): P {
  const { hex, ...rest } = e;
  return includeHex ? { ...rest, hex } : rest;
}

export function mempoolInfo(d: MempoolDataset): P {
  const known = d.entries.filter((e) => e.fee !== undefined);
  const count = d.entries.length;
  return {
    count,
    bytes: d.entries.reduce((s, e) => s + e.hex.length / 2, 0),
    vbytes: d.entries.reduce((s, e) => s + e.vsize, 0),
    total_fee: known.reduce((s, e) => s + (e.fee ?? 0), 0),
    fee_known: known.length,
    fee_coverage: count === 0 ? 1 : known.length / count,
    provisional: d.entries.filter((e) => e.provisional).length,
    seq: d.seq,
    instance: d.instance,
    added_total: d.added_total,
    removed_total: d.removed_total,
    subscribers: d.subscribers,
  };
}

export function histogram(d: MempoolDataset, buckets: number[] = DEFAULT_BUCKETS): P {
  const known = d.entries.filter((e) => e.feerate !== undefined);
  const rows: [number, number][] = buckets.map((b) => [b, 0]);
  let counted = 0;
  for (const e of known) {
    // the highest floor not above the entry's feerate; entries below the first floor are not counted
    let idx = -1;
    for (let i = 0; i < buckets.length; i++) if (e.feerate! >= buckets[i]!) idx = i;
    if (idx < 0) continue;
    rows[idx]![1] += e.vsize;
    counted++;
  }
  return { histogram: rows, fee_coverage: d.entries.length === 0 ? 1 : known.length / d.entries.length, count: counted };
}

export function mempoolBehaviour(d: MempoolDataset): RpcBehaviour {
  const bySeq = [...d.entries].sort((a, b) => a.seq - b.seq);
  const byTxid = new Map(d.entries.map((e) => [e.txid, e]));
  return (method, params) => {
    const p = (params ?? {}) as P;
    const hex = p.include_hex === true;
    switch (method) {
      case 'mempool_info':
        return { result: mempoolInfo(d) };
      case 'mempool_txids': {
        const limit = Math.min(int(p.limit, MEMPOOL_DEFAULTS.txidsLimit), MEMPOOL_DEFAULTS.clamp);
        return { result: { txids: d.entries.slice(0, limit).map((e) => e.txid), count: d.entries.length, seq: d.seq } };
      }
      case 'mempool_entry': {
        const e = byTxid.get(String(p.txid));
        return e ? { result: view(e, hex) } : { error: { ...NOT_IN_MEMPOOL } };
      }
      case 'mempool_entries': {
        const txids = (p.txids ?? []) as string[];
        const entries: P[] = [];
        const missing: string[] = [];
        for (const t of txids) {
          const e = byTxid.get(t);
          if (e) entries.push(view(e, hex));
          else missing.push(t);
        }
        return { result: { entries, missing } };
      }
      case 'mempool_raw': {
        const e = byTxid.get(String(p.txid));
        return e ? { result: { hex: e.hex } } : { error: { ...NOT_IN_MEMPOOL } };
      }
      case 'mempool_recent': {
        const limit = int(p.limit, MEMPOOL_DEFAULTS.recentLimit);
        const newest = [...d.entries].sort((a, b) => b.first_seen - a.first_seen || b.seq - a.seq);
        return { result: { entries: newest.slice(0, limit).map((e) => view(e, false)), seq: d.seq } };
      }
      case 'mempool_snapshot': {
        // x-assumption (specs/openrpc/mempool.yaml, mempool_snapshot `cursor`): the seed says only that the cursor
        // is a sequence number (starting at 0) and that the returned cursor is passed back for the next page. This
        // local gateway chooses EXCLUSIVE semantics: a page holds the entries with seq > cursor, and the returned
        // cursor is the seq of the last entry on the page (unchanged when the page is empty).
        const cursor = int(p.cursor, 0);
        const limit = int(p.limit, MEMPOOL_DEFAULTS.snapshotLimit);
        const after = bySeq.filter((e) => e.seq > cursor);
        const page = after.slice(0, limit);
        return {
          result: {
            entries: page.map((e) => view(e, hex)),
            cursor: page.length ? page[page.length - 1]!.seq : cursor,
            has_more: after.length > page.length,
            seq: d.seq,
            count: d.entries.length,
            instance: d.instance,
          },
        };
      }
      case 'mempool_feerate_histogram':
        return { result: histogram(d, Array.isArray(p.buckets) ? (p.buckets as number[]) : undefined) };
      default:
        return undefined;
    }
  };
}
