import type { Answer } from '../http-util.js';
import { parseTx } from './bitcoin-tx.js';
import type { HttpBehaviour } from './http.js';
import type { MempoolState } from './mempool-state.js';

/** Publishes a frame on a stream surface (the server's broadcast rings). */
export type Publish = (stream: string, frame: unknown) => void;

const refused = (error: string): Answer => ({ status: 400, body: { error } });

/**
 * `POST /v4/<ADMIN_API_KEY>/mempool/observe` (seed 002 §Bitcoin mempool; §States and transitions): the body is
 * `{hex}` or the raw bytes; the transaction becomes resident with origin `edge` and provisional true (nothing is
 * broadcast), so `mempool_entry`, `mempool_txids` and the stream see it. The seed shows no answer body: the local
 * gateway answers the entry's ids and flags. A transaction already resident is answered as it is, unchanged.
 */
export function observeBehaviour(mempool: MempoolState, publish: Publish, now: () => number = Date.now): HttpBehaviour {
  return ({ operation, body, valid }) => {
    if (operation !== 'mempool-observe' || !valid) return undefined;
    const bytes = body instanceof Uint8Array ? body : Buffer.from(String((body as { hex?: unknown }).hex ?? ''), 'hex');
    let tx: ReturnType<typeof parseTx>;
    try {
      tx = parseTx(bytes);
    } catch (e) {
      return refused(`not a Bitcoin transaction: ${(e as Error).message}`);
    }
    const known = mempool.get(tx.txid);
    if (known) return { status: 200, body: { txid: known.txid, wtxid: known.wtxid, origin: known.origin, provisional: known.provisional, seq: known.seq } };
    const entry = mempool.add({ ...tx, first_seen: now(), origin: 'edge', provisional: true, rbf: false });
    const { hex: _hex, ...frame } = entry;
    publish('mempool-stream', { type: 'add', ...frame });
    return { status: 200, body: { txid: entry.txid, wtxid: entry.wtxid, origin: 'edge', provisional: true, seq: entry.seq } };
  };
}
