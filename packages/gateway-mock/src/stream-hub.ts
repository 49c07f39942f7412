import type { WebSocket } from 'ws';

export interface HubOptions {
  /** Frames kept for subscribers that attach later (the recorded sequence, then live publications). */
  capacity?: number;
  /** Bytes a subscriber's socket may hold unsent before it counts as too slow. */
  maxBufferedBytes?: number;
  /** A dropped subscriber that does not drain its `reset` within this time is terminated. */
  closeGraceMs?: number;
  log?: (line: string) => void;
}

interface Subscriber {
  ws: WebSocket;
  live: boolean;
}

/**
 * One stream's broadcast ring (seed 002 §Events): every frame goes to every subscriber; a subscriber too slow to
 * drain gets `reset` with action `resync` and is dropped — the hub never buffers for it, so memory stays bounded
 * by `capacity` frames plus `maxBufferedBytes` per subscriber.
 */
export class StreamHub {
  private readonly ring: Array<{ text: string; seq: number | undefined }> = [];
  private lastSeq = 0;
  private readonly greeting: Record<string, unknown>;
  private readonly subscribers = new Set<Subscriber>();
  private readonly capacity: number;
  private readonly maxBuffered: number;
  private readonly grace: number;
  private readonly log: (line: string) => void;
  dropped = 0;

  /** `hello`: the recorded greeting, if any (its extra fields are kept); `recorded`: the frames after it. */
  constructor(hello: unknown, recorded: unknown[], opts: HubOptions = {}) {
    this.capacity = opts.capacity ?? 1024;
    this.maxBuffered = opts.maxBufferedBytes ?? 1 << 20;
    this.grace = opts.closeGraceMs ?? 5000;
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

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  private remember(frame: unknown): string {
    const text = JSON.stringify(frame);
    const seq = (frame as { seq?: unknown })?.seq;
    if (typeof seq === 'number') this.lastSeq = Math.max(this.lastSeq, seq);
    this.ring.push({ text, seq: typeof seq === 'number' ? seq : undefined });
    if (this.ring.length > this.capacity) this.ring.shift();
    return text;
  }

  /** A new connection: hello frames now; the ring and live frames once it subscribes. */
  attach(ws: WebSocket): Subscriber {
    const sub: Subscriber = { ws, live: false };
    this.subscribers.add(sub);
    ws.on('close', () => this.subscribers.delete(sub));
    ws.send(JSON.stringify(this.hello()));
    return sub;
  }

  subscribe(sub: Subscriber): void {
    if (sub.live) return;
    sub.live = true;
    for (const { text } of this.ring) if (!this.deliver(sub, text)) return;
  }

  /** Broadcasts one frame to every subscribed client. */
  publish(frame: unknown): void {
    const text = this.remember(frame);
    for (const sub of this.subscribers) if (sub.live) this.deliver(sub, text);
  }

  private deliver(sub: Subscriber, text: string): boolean {
    if (sub.ws.readyState !== sub.ws.OPEN) return false;
    if (sub.ws.bufferedAmount > this.maxBuffered) {
      this.drop(sub);
      return false;
    }
    sub.ws.send(text);
    return true;
  }

  private drop(sub: Subscriber): void {
    this.subscribers.delete(sub);
    this.dropped++;
    this.log(`stream: dropping a subscriber with ${sub.ws.bufferedAmount} bytes unsent (reset, resync)`);
    sub.ws.send(JSON.stringify({ reason: 'lagged', action: 'resync' }));
    sub.ws.close(1008, 'too slow: resync');
    const timer = setTimeout(() => sub.ws.terminate(), this.grace);
    timer.unref?.();
    sub.ws.once('close', () => clearTimeout(timer));
  }
}
