import type { RpcBehaviour } from '../rpc-handler.js';
import type { World } from './world/world.js';

/** Seed 002 §Ethereum mempool: `mempool_entry` answers -32000 for a transaction that is not resident. */
export const NOT_RESIDENT = { code: -32000, message: 'not found: transaction not resident' } as const;

/** Default page sizes: not shown by the seed (x-assumption in the spec); the local gateway picks these. */
const DEFAULTS = { txids: 5000, recent: 100 } as const;
const int = (v: unknown, dflt: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : dflt);

/** A recorded `mempool_recent` result: newest first, and the stream position it was taken at. */
export interface RecordedRecent {
  entries: unknown[];
  seq: number;
}

/**
 * The Ethereum mempool view. With a world: its resident transactions, which the live stream changes (an `add`
 * frame's tx is then answered by mempool_entry; a `block` frame's mined txs are gone). Without one: nothing is
 * resident that no fixture records, so an unrecorded mempool_entry is -32000, and `mempool_recent` with a limit no
 * fixture records is cut from the recorded answer with the most entries (same `seq`), so a stream client that
 * resyncs from it meets the recorded stream where it continues (the stream fixtures start at that `seq`).
 */
export function ethMempoolBehaviour(world: World | undefined, recordedRecent?: RecordedRecent): RpcBehaviour {
  return (method, params) => {
    const p = (params ?? {}) as Record<string, unknown>;
    if (method === 'mempool_entry') {
      const tx = world?.eth.resident.get(String(p.txid).toLowerCase());
      return tx ? { result: tx } : { error: { ...NOT_RESIDENT } };
    }
    if (!world) {
      if (method !== 'mempool_recent' || !recordedRecent) return undefined;
      return { result: { entries: recordedRecent.entries.slice(0, int(p.limit, DEFAULTS.recent)), seq: recordedRecent.seq } };
    }
    const e = world.eth;
    switch (method) {
      case 'mempool_info':
        return { result: { count: e.resident.size, added_total: e.addedTotal, removed_total: e.removedTotal, subscribers: 0, seq: e.seq } };
      case 'mempool_txids':
        return { result: { txids: [...e.resident.keys()].slice(0, int(p.limit, DEFAULTS.txids)), count: e.resident.size, seq: e.seq } };
      case 'mempool_recent':
        return { result: { entries: [...e.resident.values()].reverse().slice(0, int(p.limit, DEFAULTS.recent)), seq: e.seq } };
      default:
        return undefined;
    }
  };
}
