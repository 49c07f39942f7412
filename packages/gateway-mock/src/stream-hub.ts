import type { WebSocket } from 'ws';

export interface HubOptions {
  /** Frames kept for subscribers that attach later (the recorded sequence, then live publications). */
  capacity?: number;
  /** Bytes the server may hold for one subscriber (written but not yet flushed, plus queued) before it counts as too slow. */
  maxBufferedBytes?: number;
  log?: (line: string) => void;
}

/** A subscription channel (seed 002 §Events: `tx` delivers add/remove, `block` delivers block); control frames have none. */
export type Channel = 'tx' | 'block';

interface Entry {
  text: string;
  seq: number | undefined;
  channel: Channel | undefined;
}

interface Subscriber {
  ws: WebSocket;
  live: boolean;
  /** Channels asked for; control frames are never filtered. */
  channels: Set<Channel>;
  /** Frames waiting for the socket to take them (the server's backlog for this subscriber). */
  queue: string[];
  queuedBytes: number;
  /** Bytes handed to the socket whose write has not completed. */
  inFlight: number;
}

/** At most this many bytes are handed to a subscriber's socket before earlier writes complete; the rest waits in its queue. */
const IN_FLIGHT_BYTES = 64 * 1024;

/**
 * The channel of a server frame: Bitcoin frames name their `type`; Ethereum frames are known by shape (`record`:
 * add; `hash` with `reason`: remove; `number`: block). Anything else (hello, reset, pong) is control.
 */
export function channelOf(frame: unknown): Channel | undefined {
  if (!frame || typeof frame !== 'object') return undefined;
  const f = frame as Record<string, unknown>;
  const type = f.type;
  if (type === 'add' || type === 'remove') return 'tx';
  if (type === 'block') return 'block';
  if (type !== undefined) return undefined;
  if ('record' in f || ('hash' in f && 'reason' in f)) return 'tx';
  if ('number' in f) return 'block';
  return undefined;
}

/** The channels of a subscribe frame: `tx`, `block` (`info` is reserved); absent, `*` or `all` mean all (observed.md §6). */
export function channelsOf(asked: unknown): Set<Channel> {
  if (!Array.isArray(asked) || asked.some((c) => c === '*' || c === 'all')) return new Set(['tx', 'block']);
  return new Set(asked.filter((c): c is Channel => c === 'tx' || c === 'block'));
}

/**
 * One stream's broadcast ring (seed 002 §Events): every frame goes to every subscriber of its channel. Each
 * subscriber's socket takes at most IN_FLIGHT_BYTES at a time; what it cannot take waits in its queue. A
 * subscriber whose queue passes `maxBufferedBytes` (or falls further behind than the ring holds) has fallen off
 * the ring: its queue is dropped and it gets `reset` with action `resync` next, ahead of that backlog; it stays
 * connected, receives nothing more until it subscribes again, and resumes from `mempool_recent`. Memory stays
 * bounded by `capacity` frames plus `maxBufferedBytes` per subscriber.
 */
export class StreamHub {
  private readonly ring: Entry[] = [];
  private lastSeq = 0;
  private readonly greeting: Record<string, unknown>;
  private readonly subscribers = new Set<Subscriber>();
  private readonly capacity: number;
  private readonly maxBuffered: number;
  private readonly log: (line: string) => void;
  /** Subscribers reset for falling behind, since start. */
  dropped = 0;

  /** `hello`: the recorded greeting, if any (its extra fields are kept); `recorded`: the frames after it. */
  constructor(hello: unknown, recorded: unknown[], opts: HubOptions = {}) {
    this.capacity = opts.capacity ?? 1024;
    this.maxBuffered = opts.maxBufferedBytes ?? 1 << 20;
    this.log = opts.log ?? (() => {});
    this.greeting = hello && typeof hello === 'object' ? { ...(hello as Record<string, unknown>) } : { instance: `local-${process.pid}` };
    this.lastSeq = typeof this.greeting.seq === 'number' ? this.greeting.seq : 0;
    for (const f of recorded) this.remember(f);
  }

  /** hello's seq sits just before the first frame the subscriber will get, so the sequence it sees is continuous. */
  private hello(): Record<string, unknown> {
    const first = this.ring.find((r) => r.seq !== undefined)?.seq;
    return { ...this.greeting, seq: first !== undefined ? first - 1 : this.lastSeq };
  }

  get size(): number {
    return this.ring.length;
  }

  /** The highest seq sent so far (simulated seq gaps jump past it). */
  get latestSeq(): number {
    return this.lastSeq;
  }

  /** The newest frame in the ring that carries a seq, parsed. */
  latestSequenced(): unknown {
    for (let i = this.ring.length - 1; i >= 0; i--) if (this.ring[i]!.seq !== undefined) return JSON.parse(this.ring[i]!.text);
    return undefined;
  }

  /** Subscribers receiving frames now (connected and subscribed, not reset). */
  get subscriberCount(): number {
    let n = 0;
    for (const s of this.subscribers) if (s.live) n++;
    return n;
  }

  private remember(frame: unknown): Entry {
    const text = JSON.stringify(frame);
    const seq = (frame as { seq?: unknown })?.seq;
    if (typeof seq === 'number') this.lastSeq = Math.max(this.lastSeq, seq);
    const entry = { text, seq: typeof seq === 'number' ? seq : undefined, channel: channelOf(frame) };
    this.ring.push(entry);
    if (this.ring.length > this.capacity) this.ring.shift();
    return entry;
  }

  /** A new connection: hello frames now; the ring and live frames once it subscribes. */
  attach(ws: WebSocket): Subscriber {
    const sub: Subscriber = { ws, live: false, channels: new Set(), queue: [], queuedBytes: 0, inFlight: 0 };
    this.subscribers.add(sub);
    ws.on('close', () => this.subscribers.delete(sub));
    ws.send(JSON.stringify(this.hello()));
    return sub;
  }

  /**
   * Joins (or rejoins after a reset) with these channels; a subscriber joining plays the ring first, from just after
   * `sinceSeq` when given (the snapshot's attach point, seed 002 Bitcoin mempool rule 2). A `sinceSeq` older than the
   * ring holds gets `reset` and no replay (observed: a stale value is reset).
   */
  subscribe(sub: Subscriber, channels: Set<Channel>, sinceSeq?: number): void {
    for (const c of channels) sub.channels.add(c);
    if (sub.live) return;
    let from = 0;
    if (sinceSeq !== undefined) {
      const first = this.ring.find((r) => r.seq !== undefined)?.seq;
      if (first !== undefined && sinceSeq < first - 1) {
        sub.ws.send(JSON.stringify({ reason: `stale since_seq ${sinceSeq}: the oldest change held is ${first}`, action: 'resync' }));
        return;
      }
      const after = this.ring.findIndex((r) => r.seq !== undefined && r.seq > sinceSeq);
      from = after === -1 ? this.ring.length : after;
    }
    sub.live = true;
    for (let i = from; i < this.ring.length; i++) if (!this.deliver(sub, this.ring[i]!)) return;
  }

  /** Stops the given channels (all of them: the subscriber stays connected and receives control frames only). */
  unsubscribe(sub: Subscriber, channels: Set<Channel>): void {
    for (const c of channels) sub.channels.delete(c);
  }

  /** Broadcasts one frame to every subscriber of its channel. */
  publish(frame: unknown): void {
    const entry = this.remember(frame);
    for (const sub of this.subscribers) if (sub.live) this.deliver(sub, entry);
  }

  /** False when the subscriber fell off the ring (it was reset). */
  private deliver(sub: Subscriber, entry: Entry): boolean {
    if (sub.ws.readyState !== sub.ws.OPEN) return false;
    if (entry.channel && !sub.channels.has(entry.channel)) return true;
    sub.queue.push(entry.text);
    sub.queuedBytes += entry.text.length;
    if (sub.queuedBytes > this.maxBuffered || sub.queue.length > this.capacity) {
      this.reset(sub);
      return false;
    }
    this.pump(sub);
    return true;
  }

  /** Hands queued frames to the socket while less than IN_FLIGHT_BYTES are unwritten. */
  private pump(sub: Subscriber): void {
    while (sub.queue.length && sub.inFlight < IN_FLIGHT_BYTES && sub.ws.readyState === sub.ws.OPEN) {
      const text = sub.queue.shift()!;
      sub.queuedBytes -= text.length;
      sub.inFlight += text.length;
      sub.ws.send(text, () => {
        sub.inFlight -= text.length;
        this.pump(sub);
      });
    }
  }

  /** Falls off the ring: the backlog is dropped and `reset` is the next frame written. */
  private reset(sub: Subscriber): void {
    this.dropped++;
    this.log(`stream: a subscriber fell ${sub.queue.length} frames (${sub.queuedBytes} bytes) behind: reset, resync`);
    sub.live = false;
    sub.queue = [];
    sub.queuedBytes = 0;
    sub.ws.send(JSON.stringify({ reason: 'lagged', action: 'resync' }));
  }
}
