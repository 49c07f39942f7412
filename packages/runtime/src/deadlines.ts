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

/** The exchanges of one timeout length: deadlines in queue order, since each is its start time plus the same length. */
class Queue {
  private entries: Entry[] = [];
  private head = 0;
  /** The deadline the timer is armed for (undefined: no timer). */
  private armedFor: number | undefined;

  constructor(
    private readonly ms: number,
    private readonly onEmpty: () => void,
  ) {}

  add(): Deadline {
    const e: Entry = { deadline: performance.now() + this.ms, ctl: new AbortController() };
    this.entries.push(e);
    if (this.armedFor === undefined) this.arm(e.deadline, e.deadline - this.ms);
    const signal = e.ctl!.signal;
    return { signal, clear: () => this.done(e) };
  }

  private done(e: Entry): void {
    e.ctl = undefined;
    this.dropFinished();
  }

  /** Moves the head past finished exchanges; lets go of the array's finished part now and then. */
  private dropFinished(): void {
    while (this.head < this.entries.length && this.entries[this.head]!.ctl === undefined) this.head++;
    if (this.head === this.entries.length) {
      this.entries = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
  }

  /** One timer for the earliest open deadline; it never keeps a Node process alive (as `AbortSignal.timeout`'s). */
  private arm(deadline: number, now: number): void {
    this.armedFor = deadline;
    const timer = setTimeout(() => this.fire(deadline), Math.max(0, deadline - now));
    (timer as { unref?: () => void }).unref?.();
  }

  /** The timer says `deadline` has come: every open exchange due by then is aborted (after the queue is settled). */
  private fire(deadline: number): void {
    this.armedFor = undefined;
    // The timer's word counts, not only the clock's: under fake timers the clock may stand still.
    const now = Math.max(deadline, performance.now());
    const due: AbortController[] = [];
    for (; this.head < this.entries.length; this.head++) {
      const e = this.entries[this.head]!;
      if (e.ctl !== undefined && e.deadline > now) break;
      if (e.ctl !== undefined) due.push(e.ctl);
      e.ctl = undefined;
    }
    this.dropFinished();
    const next = this.entries[this.head];
    if (next) this.arm(next.deadline, now);
    else this.onEmpty();
    for (const ctl of due) ctl.abort(timeoutReason());
  }
}

const queues = new Map<number, Queue>();

/**
 * A deadline `ms` from now. A delay a timer cannot hold (negative, fractional, too large) goes to
 * `AbortSignal.timeout`, which refuses or handles it as it always did.
 */
export function deadlineIn(ms: number): Deadline {
  if (!(Number.isInteger(ms) && ms >= 0 && ms <= MAX_TIMER_MS)) return { signal: AbortSignal.timeout(ms), clear: () => {} };
  let q = queues.get(ms);
  if (!q) queues.set(ms, (q = new Queue(ms, () => queues.delete(ms))));
  return q.add();
}
