// Per-exchange timeouts without a timer per exchange. A timer set and cleared per call costs several µs of a ~400 µs
// loopback call (bench/client.ts); here exchanges with the same timeout length wait in one queue, in the order their
// deadlines fall, under one timer armed for the earliest deadline. A finished exchange only gives up its place.
// A signal handed to Node's `fetch` costs about as much again as the rest of a small call; a finished exchange's
// controller, never aborted, serves the next one once `fetch`'s listeners are off it.

/** The timeout of one exchange: `signal` aborts at its deadline; `clear` when the exchange is over. */
export interface Deadline {
  signal: AbortSignal;
  /** `reuse`: nothing holds the signal any more (the exchange and the fetch it was handed to are over). */
  clear: (reuse?: boolean) => void;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

/** Node's `getEventListeners` (a browser has none: there every exchange gets a new controller). */
const listenersOf = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => { getEventListeners?: (t: EventTarget, type: string) => EventListener[] } } }
).process?.getBuiltinModule?.('node:events')?.getEventListeners;
/** Finished exchanges' controllers, never aborted and without listeners, for the next exchanges. */
const spare: AbortController[] = [];

/** Keeps `ctl` for another exchange when its signal can be made as good as new: not aborted, no listener left. */
function recycle(ctl: AbortController) {
  const signal = ctl.signal;
  if (!listenersOf || signal.aborted || spare.length >= 64) return;
  for (const l of listenersOf(signal, 'abort')) signal.removeEventListener('abort', l);
  if (listenersOf(signal, 'abort').length === 0) spare.push(ctl);
}

/** The abort reason `AbortSignal.timeout` gives. */
const timeoutReason = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

interface Entry extends Deadline {
  deadline: number;
  /** Undefined once the exchange is over (or aborted). */
  ctl: AbortController | undefined;
  /** Its queue's dropFinished. */
  drop: () => void;
}

/** `clear` of every entry: one function, no closure per exchange. */
function clearEntry(this: Entry, reuse?: boolean) {
  const ctl = this.ctl;
  // Due (the timer's to abort) or cleared already: nothing left to give up.
  if (ctl === undefined) return;
  this.ctl = undefined;
  this.drop();
  if (reuse) recycle(ctl);
}

/**
 * The exchanges of one timeout length: deadlines in queue order, since each is its start time plus the same length.
 * Returns the function that adds one. (Closures, not a class: their names minify, for the browser bundle budgets.)
 */
function lengthQueue(ms: number, onEmpty: () => void): () => Deadline {
  let entries: Entry[] = [];
  let head = 0;
  let armed = false;

  /** Moves the head past finished exchanges; lets go of the array's finished part now and then. */
  const dropFinished = () => {
    while (head < entries.length && entries[head]!.ctl === undefined) head++;
    if (head === entries.length) {
      entries = [];
      head = 0;
    } else if (head > 1024 && head * 2 > entries.length) {
      entries = entries.slice(head);
      head = 0;
    }
  };

  /** One timer for the earliest open deadline; it never keeps a Node process alive (as `AbortSignal.timeout`'s). */
  const arm = (deadline: number, now: number) => {
    armed = true;
    const timer = setTimeout(() => fire(deadline), Math.max(0, deadline - now));
    (timer as { unref?: () => void }).unref?.();
  };

  /** The timer says `deadline` has come: every open exchange due by then is aborted (after the queue is settled). */
  const fire = (deadline: number) => {
    armed = false;
    // The timer's word counts, not only the clock's: under fake timers the clock may stand still.
    const now = Math.max(deadline, performance.now());
    const due: AbortController[] = [];
    for (; head < entries.length; head++) {
      const e = entries[head]!;
      if (e.ctl !== undefined && e.deadline > now) break;
      if (e.ctl !== undefined) due.push(e.ctl);
      e.ctl = undefined;
    }
    dropFinished();
    const next = entries[head];
    if (next) arm(next.deadline, now);
    else onEmpty();
    for (const ctl of due) ctl.abort(timeoutReason());
  };

  return () => {
    const now = performance.now();
    const ctl = spare.pop() ?? new AbortController();
    const e: Entry = { deadline: now + ms, ctl, signal: ctl.signal, clear: clearEntry, drop: dropFinished };
    entries.push(e);
    if (!armed) arm(e.deadline, now);
    return e;
  };
}

const queues = new Map<number, () => Deadline>();

/**
 * A deadline `ms` from now. A delay a timer cannot hold (negative, fractional, too large) goes to
 * `AbortSignal.timeout`, which refuses or handles it as it always did.
 */
export function deadlineIn(ms: number): Deadline {
  if (!(Number.isInteger(ms) && ms >= 0 && ms <= MAX_TIMER_MS)) return { signal: AbortSignal.timeout(ms), clear: () => {} };
  let add = queues.get(ms);
  if (!add) queues.set(ms, (add = lengthQueue(ms, () => queues.delete(ms))));
  return add();
}
