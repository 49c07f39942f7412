import type { LoadedFixture } from '@gw/contract';
import type { Answer } from './http-util.js';
import { BoundedMap } from './bounded-map.js';

/**
 * Recorded answers by the request text that chose them, one cache per gateway (issue 25 item 4). Which recorded
 * fixture answers a request, if any, is a pure function of its route, its auth mode and its input as sent: the judge
 * reads only the input, and the fixture index never changes once built. So a request whose route, auth mode and
 * input text equal an earlier one's that was judged valid and answered by a fixture gets that fixture's answer
 * without being parsed, judged and keyed again. Nothing else is kept: a refusal (a seed rule may word it from the
 * world's state) and a computed or synthesized answer are decided on every request. Auth, the rate-limit plan,
 * faults and `Prefer` apply to every request before the cache is consulted.
 */
export type Recorded = NonNullable<LoadedFixture['response']>;

/** Entries kept before a cache starts over (its keys hold what callers send). */
const ENTRIES = 1024;
/** Longer input text is not cached (decided every time): at most about ENTRIES × this many characters are kept. */
const MAX_TEXT = 4096;

export interface AnswerCaches {
  /** REST and OPI: the recorded answer by auth mode, JSON or not, method, request target and body text. */
  rest: BoundedMap<string, Answer>;
  /** JSON-RPC: the recorded exchange of one call by route and auth mode (`scope`), method and params. */
  calls: BoundedMap<string, Recorded>;
}

export const answerCaches = (): AnswerCaches => ({ rest: new BoundedMap(ENTRIES), calls: new BoundedMap(ENTRIES) });

/** The key of a REST request: everything the pipeline reads past auth to pick a recorded answer. */
export function restKey(mode: string, json: boolean, method: string, target: string, body: Buffer): string | undefined {
  if (target.length + body.length > MAX_TEXT) return undefined;
  return `${mode}\n${json ? 'json' : 'other'}\n${method} ${target}\n${body.toString('latin1')}`;
}

/**
 * The key of one JSON-RPC call on a route and auth mode (`scope`): the method as sent and its params as parsed, as
 * JSON text (equal text, equal value; left out is `undefined`, which no JSON text spells).
 */
export function callKey(scope: string, method: string, params: unknown): string | undefined {
  const text = JSON.stringify(params);
  if (text !== undefined && text.length > MAX_TEXT) return undefined;
  return `${scope}\n${method}\n${text}`;
}
