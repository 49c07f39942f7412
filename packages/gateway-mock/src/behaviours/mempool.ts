import type { RpcBehaviour } from '../rpc-handler.js';
import type { MempoolEntry, MempoolState } from './mempool-state.js';

/** Default page sizes: the seed does not show them (x-not-shown); the local gateway picks these. */
export const MEMPOOL_DEFAULTS = { txidsLimit: 5000, recentLimit: 100, snapshotLimit: 1000, clamp: 5000 } as const;

export const NOT_IN_MEMPOOL = { code: -32000, message: 'not found: txid not in the mempool' } as const;

type P = Record<string, unknown>;
const int = (v: unknown, dflt: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : dflt);

/** The served entry: `hex` only with include_hex (the seed does not show that field's name: `hex` is our pick). */
function view(e: MempoolEntry, includeHex: boolean): P {
  const { hex, ...rest } = e;
  return includeHex ? { ...rest, hex } : rest;
}

/** The Bitcoin mempool JSON-RPC methods over a mempool state (a dataset's or the world's; it may change between calls). */
export function mempoolBehaviour(d: MempoolState): RpcBehaviour {
  return (method, params) => {
    const p = (params ?? {}) as P;
    const hex = p.include_hex === true;
    switch (method) {
      case 'mempool_info':
        return { result: d.info() };
      case 'mempool_txids': {
        const limit = Math.min(int(p.limit, MEMPOOL_DEFAULTS.txidsLimit), MEMPOOL_DEFAULTS.clamp);
        return { result: { txids: d.txids(limit), count: d.count, seq: d.seq } };
      }
      case 'mempool_entry': {
        const e = d.get(String(p.txid));
        return e ? { result: view(e, hex) } : { error: { ...NOT_IN_MEMPOOL } };
      }
      case 'mempool_entries': {
        const txids = (p.txids ?? []) as string[];
        const entries: P[] = [];
        const missing: string[] = [];
        for (const t of txids) {
          const e = d.get(t);
          if (e) entries.push(view(e, hex));
          else missing.push(t);
        }
        return { result: { entries, missing } };
      }
      case 'mempool_raw': {
        const e = d.get(String(p.txid));
        return e ? { result: { hex: e.hex } } : { error: { ...NOT_IN_MEMPOOL } };
      }
      case 'mempool_recent':
        return { result: { entries: d.recent(int(p.limit, MEMPOOL_DEFAULTS.recentLimit)).map((e) => view(e, false)), seq: d.seq } };
      case 'mempool_snapshot': {
        // x-assumption (specs/openrpc/mempool.yaml, mempool_snapshot `cursor`): the seed says only that the cursor
        // is a sequence number (starting at 0) and that the returned cursor is passed back for the next page. This
        // local gateway chooses EXCLUSIVE semantics: a page holds the entries with seq > cursor, and the returned
        // cursor is the seq of the last entry on the page (unchanged when the page is empty).
        const cursor = int(p.cursor, 0);
        const { page, hasMore } = d.after(cursor, int(p.limit, MEMPOOL_DEFAULTS.snapshotLimit));
        return {
          result: {
            entries: page.map((e) => view(e, hex)),
            cursor: page.length ? page[page.length - 1]!.seq : cursor,
            has_more: hasMore,
            seq: d.seq,
            count: d.count,
            instance: d.instance,
          },
        };
      }
      case 'mempool_feerate_histogram': {
        // Seed 002: `buckets` is an ascending array of floors; another order is invalid params.
        const buckets = Array.isArray(p.buckets) ? (p.buckets as number[]) : undefined;
        if (buckets?.some((b, i) => i > 0 && b <= buckets[i - 1]!))
          return { error: { code: -32602, message: 'Invalid params', data: { detail: 'buckets must be floors in ascending order' } } };
        return { result: d.histogram(buckets) };
      }
      default:
        return undefined;
    }
  };
}
