// Resync planning: merge a mempool_recent snapshot with the frames buffered while it was fetched.
import type { BlockFrame, TxRecord } from './frames.js';

export type StreamEvent =
  | { kind: 'add'; seq: number; record: TxRecord }
  | { kind: 'remove'; seq: number; hash: string; reason: string }
  | { kind: 'block'; seq: number; frame: BlockFrame };

export interface RecentResult {
  entries: TxRecord[];
  seq: number;
}

export interface ResyncPlan {
  /** Events to run through the ledger, in seq order (snapshot entries before frames of the same seq). */
  events: StreamEvent[];
  /** The stream position after the plan: the snapshot seq, advanced over buffered frames that follow it contiguously. */
  position: number;
  /** Buffered frames beyond a break in continuity (kept for the next resync); empty when continuous. */
  remaining: StreamEvent[];
}

/**
 * The snapshot stands for every change up to `recent.seq`; buffered frames at or below it are merged too
 * (the ledger drops the overlap, and they repair a snapshot truncated by its `limit`). Frames above it must
 * continue it without a hole: each frame carries the position or the next seq (only the add increments seq; a
 * remove or block may repeat it). Anything after a jump beyond the next value is returned in `remaining`.
 */
export function planResync(recent: RecentResult, buffered: readonly StreamEvent[]): ResyncPlan {
  const snapshot: StreamEvent[] = recent.entries.map((record) => ({ kind: 'add', seq: record.seq, record }));
  const frames = [...buffered].sort((a, b) => a.seq - b.seq);
  let position = recent.seq;
  let cut = frames.length;
  for (let i = 0; i < frames.length; i++) {
    const seq = frames[i]!.seq;
    if (seq <= position) continue;
    if (seq === position + 1) position = seq;
    else {
      cut = i;
      break;
    }
  }
  const events = [...snapshot, ...frames.slice(0, cut)].sort((a, b) => a.seq - b.seq); // stable: snapshot first
  return { events, position, remaining: frames.slice(cut) };
}
