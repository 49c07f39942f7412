import { fixtureAnswer, type Judgement, type LoadedFixture } from '@gw/contract';
import { describeOutcome } from './expect.js';
import { isRateLimited } from './pacing.js';
import type { Skip } from './result.js';

/** The fixture records its target over its limit (HTTP 429, JSON-RPC -32000 rate limit): a state of that target. */
export function recordsThrottle(f: LoadedFixture): boolean {
  if (!f.response) return false;
  const a = fixtureAnswer(f.response);
  return isRateLimited(a.status, new Headers(a.headers), a.text);
}

/**
 * A live run cannot put its target over its limit on demand (that would spend a real quota). When the target answers
 * a recorded throttle with anything but a rate limit, this is the `target-state` skip naming that answer; the caller
 * judges the answer on its own first (any issue fails the case). Undefined when the target did answer the throttle.
 */
export function throttleNotReproduced(answer: { status: number; text: string; headers?: Headers }, judged: Judgement): Skip | undefined {
  if (isRateLimited(answer.status, answer.headers ?? new Headers(), answer.text)) return undefined;
  return {
    skip: `the recorded throttle could not be reproduced: the target answered under its limit (HTTP ${answer.status}, ${describeOutcome(judged.outcome)})`,
    skipKind: 'target-state',
  };
}
