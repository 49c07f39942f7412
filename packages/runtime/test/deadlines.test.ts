// The per-exchange timeouts (src/deadlines.ts): one queue and one timer per timeout length. Fake timers and a fake
// clock; each test uses its own length, so it gets its own queue.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deadlineIn } from '../src/deadlines.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('deadlineIn', () => {
  it('aborts at its deadline, not before, with the reason AbortSignal.timeout gives', async () => {
    const d = deadlineIn(5001);
    await vi.advanceTimersByTimeAsync(5000);
    expect(d.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(d.signal.aborted).toBe(true);
    expect(d.signal.reason).toBeInstanceOf(DOMException);
    expect((d.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('a finished exchange is never aborted, and a thousand of them leave one timer, gone once it fires', async () => {
    const done = Array.from({ length: 1000 }, () => {
      const d = deadlineIn(5002);
      d.clear();
      return d.signal;
    });
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(done.filter((s) => s.aborted)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an exchange behind a finished one is aborted at its own deadline', async () => {
    const first = deadlineIn(5003);
    await vi.advanceTimersByTimeAsync(1000);
    const second = deadlineIn(5003);
    first.clear();
    await vi.advanceTimersByTimeAsync(4003); // the first one's deadline
    expect(second.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(second.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.signal.aborted).toBe(true);
  });

  it('each length keeps its own time', async () => {
    const long = deadlineIn(5004);
    const short = deadlineIn(3004);
    await vi.advanceTimersByTimeAsync(3004);
    expect([short.signal.aborted, long.signal.aborted]).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(long.signal.aborted).toBe(true);
  });

  it('exchanges due together are all aborted; one that a listener starts then gets a full timeout of its own', async () => {
    const a = deadlineIn(5005);
    const b = deadlineIn(5005);
    const c = deadlineIn(5005);
    c.clear();
    let started: ReturnType<typeof deadlineIn> | undefined;
    a.signal.addEventListener('abort', () => {
      b.clear(); // already due: the abort stands
      started = deadlineIn(5005);
    });
    await vi.advanceTimersByTimeAsync(5005);
    expect([a.signal.aborted, b.signal.aborted, c.signal.aborted]).toEqual([true, true, false]);
    expect(started?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(5004);
    expect(started?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started?.signal.aborted).toBe(true);
  });

  it('the longest delay a timer holds is not cut short by rounding', async () => {
    vi.useRealTimers();
    const MAX = 2 ** 31 - 1;
    // A clock reading where deadline - now rounds to just above MAX, a delay setTimeout runs after 1 ms instead.
    let at = 0.1;
    while (at + MAX - at <= MAX) at += 0.1;
    const clock = vi.spyOn(performance, 'now').mockReturnValue(at);
    try {
      const d = deadlineIn(MAX);
      // Timers of one delay run in the order they were set: a 1 ms deadline timer would have run before this one.
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(d.signal.aborted).toBe(false);
      d.clear();
    } finally {
      clock.mockRestore();
    }
  });

  it('a delay no timer can hold goes to AbortSignal.timeout, which refuses it', () => {
    for (const ms of [-1, 1.5, Number.NaN]) expect(() => deadlineIn(ms)).toThrow(RangeError);
  });
});
