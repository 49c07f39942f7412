// JSON-RPC batching on request (the gateway's `batch` option, as viem's `batch: { wait }`): calls queued on one key
// within the window are handed to `flush` together and settle one by one.
import type { Gateway } from './config.js';

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Queue {
  items: Array<{ item: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void }>;
  flush: (items: never[]) => Promise<Settled<unknown>[]>;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** Per gateway (so a queue goes with it), per key (a surface and its mount parameters). */
const queues = new WeakMap<Gateway, Map<string, Queue>>();

/**
 * Queues `item`; within `gw.batch.wait` ms (or as soon as `batchSize` items wait) the queue goes to `flush`, which
 * answers each item in order. A flush that throws fails every item of its batch with that error.
 */
export function enqueue<I, T>(gw: Gateway, key: string, item: I, flush: (items: I[]) => Promise<Settled<T>[]>): Promise<T> {
  const opts = gw.batch!;
  let byKey = queues.get(gw);
  if (!byKey) queues.set(gw, (byKey = new Map()));
  let q = byKey.get(key);
  if (!q) byKey.set(key, (q = { items: [], flush: flush as Queue['flush'], timer: undefined }));
  const queue = q;
  const done = new Promise<T>((resolve, reject) => queue.items.push({ item, resolve: resolve as (v: unknown) => void, reject }));
  if (queue.items.length >= opts.batchSize) run(byKey, key, queue);
  else queue.timer ??= setTimeout(() => run(byKey, key, queue), opts.wait);
  return done;
}

function run(byKey: Map<string, Queue>, key: string, q: Queue): void {
  if (q.timer !== undefined) clearTimeout(q.timer);
  byKey.delete(key); // later calls start a new window
  const items = q.items;
  q.flush(items.map((i) => i.item) as never[]).then(
    (settled) => {
      items.forEach((i, n) => {
        const s = settled[n];
        if (s?.ok) i.resolve(s.value);
        else i.reject(s ? s.error : new Error('batch: no answer for this call'));
      });
    },
    (error: unknown) => {
      for (const i of items) i.reject(error);
    },
  );
}
