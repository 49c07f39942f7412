import type { LoadedFixture, StreamSurface } from '@gw/contract';
import { canonical } from '@gw/contract';
import WebSocket from 'ws';
import { type CaseResult, type StreamCheck, timed } from './result.js';
import { checkFrames, subscribedChannels } from './stream-rules.js';
import { describeNetworkError, type Target } from './target.js';

type Frame = Record<string, unknown>;

/**
 * How long a live run listens after a hello that is not the recorded one (the target is not replaying the
 * recording), unless the recorded number of frames arrives, a rule is broken or the target closes first. A bound,
 * not a measurement: the rules hold for whatever number of frames arrived.
 */
export const RULE_WINDOW_MS = 3_000;

/** The target's hello is the recorded one (same instance and seq): it replays that recording. */
const sameHello = (got: unknown, recorded: unknown) => {
  const [a, b] = [got, recorded] as Array<Frame | undefined>;
  return !!a && !!b && typeof a === 'object' && typeof b === 'object' && a.instance === b.instance && a.seq === b.seq;
};

interface Collect {
  url: string;
  send: unknown[];
  /** The recorded frames: their number, and the hello that tells a replaying target. */
  want: unknown[];
  /** The whole wait for the recorded frames, or for the hello. */
  timeoutMs: number;
  /** A live run: a target that is not replaying is checked by rule (else it must replay). */
  byRuleAllowed: boolean;
  /** How long a target checked by rule is listened to after its hello. */
  windowMs: number;
  /** The stream rules over the frames so far (by-rule collection ends at the first broken one). */
  check: (frames: unknown[]) => string | undefined;
  wire?: Target['wire'];
}

/**
 * Sends the fixture's client frames, then receives the recorded number of frames within `timeoutMs`. A live target
 * whose hello is not the recorded one is listened to for at most `windowMs` after it (see RULE_WINDOW_MS).
 */
async function collect(o: Collect): Promise<{ frames: Frame[]; check: StreamCheck }> {
  if (o.wire) o.wire.sent++;
  const ws = new WebSocket(o.url);
  const frames: Frame[] = [];
  let byRule = false;
  const count = o.want.length;
  try {
    return await new Promise((resolve, reject) => {
      let timer = setTimeout(() => reject(new Error(`received ${frames.length} of ${count} frames within ${o.timeoutMs} ms`)), o.timeoutMs);
      const done = (closed?: number) => {
        clearTimeout(timer);
        const got = byRule ? frames : frames.slice(0, count); // frames arriving in the same read as the last one wanted are not part of it
        resolve({ frames: got, check: { checked: byRule ? 'by-rule' : 'compared', frames: got.length, ...(closed !== undefined ? { closed } : {}) } });
      };
      const fail = (e: Error) => {
        clearTimeout(timer);
        reject(e);
      };
      ws.on('unexpected-response', (_req, res) => fail(new Error(`upgrade refused with HTTP ${res.statusCode}`)));
      ws.on('error', (e) => {
        if (o.wire) o.wire.networkError = describeNetworkError(e);
        fail(e);
      });
      ws.on('open', () => {
        for (const f of o.send) ws.send(JSON.stringify(f));
      });
      ws.on('close', (code) => {
        if (byRule) done(code);
        else fail(new Error(`the target closed the stream (code ${code}) after ${frames.length} of ${count} frames`));
      });
      ws.on('message', (data) => {
        try {
          frames.push(JSON.parse(String(data)) as Frame);
        } catch {
          frames.push({ unparseable: String(data) });
        }
        if (frames.length === 1 && o.byRuleAllowed && !sameHello(frames[0], o.want[0])) {
          byRule = true;
          clearTimeout(timer);
          timer = setTimeout(() => done(), o.windowMs);
        }
        if (frames.length >= count || (byRule && o.check(frames))) done();
      });
    });
  } finally {
    ws.terminate();
  }
}

/**
 * Replays a recorded stream; `seen` receives the frames the target sent (for --record). A target replaying the
 * recording (its hello is the recorded one) must send it frame for frame. Any other live target holds other state
 * (instance, seq, transactions): its frames are checked by the stream rules only, never compared.
 */
export function replayStream(t: Target, s: StreamSurface, f: LoadedFixture, seen?: (frames: unknown[]) => void): Promise<CaseResult> {
  const base = {
    id: `${f.network}/${f.surface}/${f.operation}/${f.case}`,
    network: f.network,
    surface: f.surface,
    operation: f.operation,
    case: f.case,
    kind: 'stream' as const,
  };
  let check: StreamCheck | undefined;
  return timed(base, async () => {
    if (!t.apiKey) return { skip: 'needs an API key (--api-key-env NAME)', skipKind: 'api-key' };
    const mount = s.surface.mounts.path!;
    const send = f.request.send ?? [];
    const subscribed = subscribedChannels(send);
    const want = f.frames ?? [];
    const got = await collect({
      url: t.wsBaseUrl + mount.replace('{apiKey}', encodeURIComponent(t.apiKey)),
      send,
      want,
      timeoutMs: Math.min(t.timeoutMs, 10_000),
      byRuleAllowed: t.kind === 'live',
      windowMs: t.streamWindowMs ?? RULE_WINDOW_MS,
      check: (frames) => checkFrames(s, frames, subscribed),
      ...(t.wire ? { wire: t.wire } : {}),
    });
    check = got.check;
    seen?.(got.frames);
    const bad = checkFrames(s, got.frames, subscribed);
    if (check.checked === 'by-rule') return bad && `${bad} (checked by rule: the target's hello is not the recorded one)`;
    if (bad) return bad;
    if (f.compare === 'exact' && canonical(got.frames) !== canonical(want)) return 'frames differ from the recorded sequence';
    return undefined;
  }).then((r) => (check ? { ...r, stream: check } : r));
}
