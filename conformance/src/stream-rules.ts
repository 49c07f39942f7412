import type { StreamSurface } from '@gw/contract';

type Frame = Record<string, unknown>;

/** Which receive frames a server frame validates as: by its `type` when it has one, else every frame it fits. */
export function classify(s: StreamSurface, frame: unknown): string[] {
  const receive = Object.entries(s.frames).filter(([, f]) => f.direction === 'receive');
  const type = frame && typeof frame === 'object' ? (frame as Frame).type : undefined;
  if (typeof type === 'string') {
    const entry = s.frames[type];
    return entry && entry.direction === 'receive' && entry.validate(frame) ? [type] : [];
  }
  return receive.filter(([, f]) => f.validate(frame)).map(([n]) => n);
}

/** Seed 002 §Events: `tx` delivers add/remove, `block` delivers block; control frames (hello, reset, pong) have none. */
const CHANNEL_OF: Record<string, string> = { add: 'tx', remove: 'tx', block: 'block' };
const ALL_CHANNELS = ['tx', 'block'];

/** The channels the client frames leave subscribed: `subscribe` adds (none named, `*` or `all`: every one), `unsubscribe` removes. */
export function subscribedChannels(send: unknown[]): Set<string> {
  const on = new Set<string>();
  for (const f of send) {
    const { op, channels } = (f ?? {}) as Frame;
    const named = Array.isArray(channels) && !channels.some((c) => c === '*' || c === 'all') ? channels.map(String) : ALL_CHANNELS;
    if (op === 'subscribe') for (const c of named) on.add(c);
    if (op === 'unsubscribe') for (const c of named) on.delete(c);
  }
  return on;
}

/**
 * Stream rules: hello first, every frame valid, `seq` never going back and moving on with every `add` (the streams'
 * `x-gw-seq-rule`: seed 002 says an `add` increments it; a `remove` or `block` may repeat the position before it); with
 * `subscribed`, a data frame only of a channel subscribed (a frame whose name is ambiguous and could be a control
 * frame is not held to it).
 */
export function checkFrames(s: StreamSurface, frames: unknown[], subscribed?: Set<string>): string | undefined {
  if (frames.length === 0) return 'no frames';
  if (!classify(s, frames[0]).includes('hello')) return `first frame is not a valid hello: ${JSON.stringify(frames[0])}`;
  let last = -Infinity;
  for (const [i, f] of frames.entries()) {
    const names = classify(s, f);
    if (names.length === 0) return `frame ${i} matches no frame of the spec: ${JSON.stringify(f)}`;
    const channels = names.map((n) => CHANNEL_OF[n]);
    if (subscribed && i > 0 && channels.every((c) => c !== undefined && !subscribed.has(c)))
      return `frame ${i} (${names.join('/')}) belongs to channel ${[...new Set(channels)].join('/')}, which was not subscribed (subscribed: ${[...subscribed].join(', ') || 'none'}): ${JSON.stringify(f)}`;
    const seq = (f as Frame).seq;
    if (typeof seq === 'number') {
      if (names.includes('add') ? seq <= last : seq < last) return `frame ${i}: seq ${seq} does not increase (previous ${last})`;
      last = seq;
    }
  }
  return undefined;
}
