// Per-exchange timeouts without a timer per exchange. A timer set and cleared per call costs several µs of a ~400 µs
// loopback call (bench/client.ts); here exchanges with the same timeout length wait in one queue, in the order their
// deadlines fall, under one timer armed for the earliest deadline. A finished exchange only gives up its place.

/** The timeout of one exchange: `signal` aborts at its deadline; `clear` when the exchange is over. */
export interface Deadline {
  signal: AbortSignal;
  clear: () => void;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

/** The abort reason `AbortSignal.timeout` gives. */
const timeoutReason = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

interface Entry {
  deadline: number;
  /** Undefined once the exchange is over (or aborted). */
  ctl: AbortController | undefined;
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
    // Clamped: `now + ms - now` may round above the longest delay, which a timer runs after 1 ms instead.
    const timer = setTimeout(() => fire(deadline), Math.min(MAX_TIMER_MS, Math.max(0, deadline - now)));
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
    const e: Entry = { deadline: now + ms, ctl: new AbortController() };
    entries.push(e);
    if (!armed) arm(e.deadline, now);
    return {
      signal: e.ctl!.signal,
      clear: () => {
        e.ctl = undefined;
        dropFinished();
      },
    };
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
