// Resilient client of the Ethereum mempool change stream (seed 002 §Events): hello first, gap detection by
// seq, resync with mempool_recent on reset/gap/instance change, exactly-once delivery through the ledger,
// reconnect with backoff, ping/pong liveness.
import {
  AdminRequiredError,
  type GatewayError,
  type ResponseValidation,
  InvalidApiKeyError,
  parseRateLimit,
  RateLimitedError,
  redact,
  redactError,
  redactJson,
} from '@gw/runtime';
import { backoffDelay } from './backoff.js';
import { systemClock, type Clock, type TimerHandle } from './clock.js';
import { frameName, type DataFrame, type DataFrameName, type FrameValidator, type HelloFrame, type ServerFrame } from './frames.js';
import { DeliveryLedger } from './ledger.js';
import { planResync, type RecentResult, type StreamEvent } from './merge.js';
import type { EthMempoolStreamOptions, ResyncReason, StreamError } from './options.js';
import { messageText, type Connect, type SocketCloseEvent, type StreamSocket, type UpgradeRefusal } from './transport.js';
import { redactStreamUrl, streamUrlSecrets } from './url.js';
import { usableServerFrame } from './validate.js';
import { loadedServerFrameValidator, loadServerFrameValidator } from './load-validator.js';
import { defaultConnect } from './default-transport.js';

/**
 * `idle` (not started) → `connecting` (socket opening, waiting for hello) → `syncing` (resync with mempool_recent) →
 * `live`; a lost connection goes to `waiting` (the reconnect backoff runs) and back to `connecting`. `closed`: after
 * `close()`, or after the gateway refused the key (401) or the operation (403): see `refusal`.
 */
export type StreamState = 'idle' | 'connecting' | 'syncing' | 'live' | 'waiting' | 'closed';

interface Resync {
  /** Bumped on every (re)start; a fetch result with an older generation is ignored. */
  gen: number;
  buffer: StreamEvent[];
}

export class EthMempoolStream {
  private readonly connectFn: Connect;
  /** The frames' schema check: set before the first socket opens unless validation is `off`. */
  private validate: FrameValidator | undefined;
  private loadingValidator = false;
  private readonly clock: Clock;
  private readonly ledger: DeliveryLedger;
  /** The key or alias in the stream URL: redacted from every issue, unknown frame and error the application sees. */
  private readonly secrets: string[];

  private socket: StreamSocket | null = null;
  private closed = false;
  private started = false;
  /** Consecutive failed connections (reset by a hello). */
  private attempt = 0;
  /** Consecutive resyncs that did not end continuous (spaces them out). */
  private resyncAttempt = 0;
  private gen = 0;
  private timers = {
    reconnect: null as TimerHandle | null,
    ping: null as TimerHandle | null,
    pong: null as TimerHandle | null,
    resync: null as TimerHandle | null,
  };

  private gotHello = false;
  private reportedNoHello = false;
  private instance: string | null = null;
  /** Position of the application's view: the last seq it is consistent with. */
  private position: number | null = null;
  private needsResync = false;
  private resync: Resync | null = null;
  private refusedBy: GatewayError | null = null;

  constructor(private readonly o: EthMempoolStreamOptions) {
    this.connectFn = o.connect ?? defaultConnect;
    this.validate = o.validateFrame ?? loadedServerFrameValidator();
    this.clock = o.clock ?? systemClock;
    this.ledger = new DeliveryLedger(o.maxTracked);
    this.secrets = streamUrlSecrets(o.url);
  }

  get state(): StreamState {
    if (this.closed) return 'closed';
    if (!this.started) return 'idle';
    if (!this.socket && this.timers.reconnect !== null) return 'waiting';
    if (!this.socket || !this.gotHello) return 'connecting';
    return this.resync || this.needsResync ? 'syncing' : 'live';
  }

  /** The refusal that closed the stream for good (InvalidApiKeyError, AdminRequiredError), else null. */
  get refusal(): GatewayError | null {
    return this.refusedBy;
  }

  /** The stream's last consistent position (instance and seq), if any. */
  get cursor(): { instance: string; seq: number } | null {
    return this.instance !== null && this.position !== null && !this.resync ? { instance: this.instance, seq: this.position } : null;
  }

  start(): this {
    if (this.started || this.closed) return this;
    this.started = true;
    this.open();
    return this;
  }

  /** Stops everything: socket, timers, pending resync. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const k of Object.keys(this.timers) as (keyof typeof this.timers)[]) this.clear(k);
    this.gen++;
    this.resync = null;
    this.dropSocket();
  }

  // --- connection ---------------------------------------------------------------------------------------

  private open(): void {
    if (this.closed) return;
    if (!this.validate && this.mode !== 'off') return this.loadValidator();
    let sock: StreamSocket;
    try {
      sock = this.connectFn(this.o.url);
    } catch (cause) {
      this.report({ kind: 'connect', message: 'could not open the stream socket', cause });
      this.scheduleReconnect();
      return;
    }
    this.socket = sock;
    this.gotHello = false;
    this.reportedNoHello = false;
    sock.onopen = () => {
      if (sock !== this.socket) return;
      this.send({ op: 'subscribe', channels: this.o.channels ?? ['tx', 'block'] });
      this.schedulePing();
    };
    sock.onmessage = (ev) => {
      if (sock === this.socket) this.onText(ev.data);
    };
    sock.onerror = (cause) => {
      if (sock === this.socket) this.report({ kind: 'socket', message: socketErrorMessage(cause, this.o.url), cause });
    };
    sock.onclose = (ev) => {
      if (sock === this.socket) this.lost(ev);
    };
  }

  /** Loads the frames' schema check, then opens the socket (the state is `connecting` meanwhile). */
  private loadValidator(): void {
    if (this.loadingValidator) return;
    this.loadingValidator = true;
    loadServerFrameValidator().then(
      (validate) => {
        this.loadingValidator = false;
        this.validate ??= validate;
        this.open();
      },
      (cause) => {
        this.loadingValidator = false;
        this.report({ kind: 'connect', message: 'could not load the stream frame validators', cause });
        this.scheduleReconnect();
      },
    );
  }

  private get mode(): ResponseValidation {
    return this.o.responseValidation ?? 'throw';
  }

  private send(frame: object): void {
    try {
      this.socket?.send(JSON.stringify(frame));
    } catch (cause) {
      this.report({ kind: 'socket', message: 'send failed', cause });
    }
  }

  /** Detaches and closes the current socket without waiting for its close handshake. */
  private dropSocket(): void {
    const sock = this.socket;
    this.socket = null;
    this.clear('ping');
    this.clear('pong');
    if (!sock) return;
    sock.onopen = sock.onmessage = sock.onerror = sock.onclose = null;
    try {
      sock.close();
    } catch {
      // already closed
    }
  }

  /** The connection is gone (closed, errored, timed out or refused): abandon any resync and reconnect later. */
  private lost(ev?: SocketCloseEvent): void {
    this.dropSocket();
    this.gotHello = false;
    if (this.resync) {
      this.gen++;
      this.resync = null;
      this.needsResync = true;
    }
    this.clear('resync');
    if (ev?.refusal) return this.refused(ev.refusal);
    this.scheduleReconnect();
  }

  /**
   * The gateway answered the upgrade with an HTTP status. 401 and 403 will not change by trying again: reported as
   * InvalidApiKeyError / AdminRequiredError (kind `refused`) and the stream closes. 429: RateLimitedError (kind
   * `rate-limited`), the next attempt waits Retry-After (at least the backoff). Any other status: a `socket` error and
   * the usual backoff.
   */
  private refused(r: UpgradeRefusal): void {
    const ctx = { surface: 'eth-mempool-stream', operation: 'subscribe', url: redactStreamUrl(this.o.url), status: r.status };
    if (r.status === 401 || r.status === 403) {
      const e = r.status === 401 ? new InvalidApiKeyError(ctx) : new AdminRequiredError(ctx);
      this.refusedBy = e;
      this.close();
      this.report(Object.assign(e, { kind: 'refused' as const }));
      return;
    }
    if (r.status === 429) {
      const e = new RateLimitedError(ctx, parseRateLimit(r.headers));
      this.scheduleReconnect(e.retryAfter !== undefined ? e.retryAfter * 1000 : undefined);
      this.report(Object.assign(e, { kind: 'rate-limited' as const }));
      return;
    }
    this.scheduleReconnect();
    this.report({ kind: 'socket', message: `the stream upgrade was refused: HTTP ${r.status}` });
  }

  /** Reconnects after the backoff (exponential, capped: BackoffOptions.maxMs), or after `atLeastMs` when longer. */
  private scheduleReconnect(atLeastMs?: number): void {
    if (this.closed || this.timers.reconnect !== null) return;
    const delay = Math.max(backoffDelay(this.attempt++, this.o.backoff), atLeastMs ?? 0);
    this.timers.reconnect = this.clock.setTimeout(() => {
      this.timers.reconnect = null;
      this.open();
    }, delay);
  }

  // --- liveness -----------------------------------------------------------------------------------------

  private schedulePing(): void {
    const every = this.o.pingIntervalMs ?? 15_000;
    if (every <= 0 || this.closed) return;
    this.timers.ping = this.clock.setTimeout(() => {
      this.timers.ping = null;
      if (!this.socket) return;
      this.send({ op: 'ping' });
      if (this.timers.pong === null) {
        this.timers.pong = this.clock.setTimeout(() => {
          this.timers.pong = null;
          this.report({ kind: 'pong-timeout', message: 'no pong in time; reconnecting' });
          this.lost();
        }, this.o.pongTimeoutMs ?? 10_000);
      }
      this.schedulePing();
    }, every);
  }

  private clear(k: keyof typeof this.timers): void {
    const h = this.timers[k];
    if (h !== null) this.clock.clearTimeout(h);
    this.timers[k] = null;
  }

  // --- frames -------------------------------------------------------------------------------------------

  private onText(data: unknown): void {
    const text = messageText(data);
    let json: unknown;
    try {
      if (text === null) throw new Error('not a text frame');
      json = JSON.parse(text);
    } catch {
      this.call(() => this.o.onUnknownFrame?.(text === null ? data : redact(text, this.secrets), 'not a JSON text frame'));
      return;
    }
    const mode = this.mode;
    // open() sets `validate` before any socket exists unless validation is `off`.
    const v = mode === 'off' ? usableServerFrame(json) : (this.validate as FrameValidator)(json);
    if (v.ok || mode === 'off') {
      if (v.ok) this.onFrame(v.frame);
      else this.unknown(json, v.error);
      return;
    }
    if (mode === 'report') {
      const usable = usableServerFrame(json);
      if (usable.ok) {
        const issue = {
          surface: 'eth-mempool-stream',
          operation: frameName(usable.frame),
          status: 101,
          issues: [{ field: '', message: redact(v.error, this.secrets) }],
          body: redactJson(json, this.secrets),
        };
        this.call(() => this.o.onIssue?.(issue));
        this.onFrame(usable.frame);
        return;
      }
    }
    this.unknown(json, v.error);
  }

  /** A frame the client cannot use, as the application sees it: without the key (the frame is the server's words). */
  private unknown(frame: unknown, error: string): void {
    this.call(() => this.o.onUnknownFrame?.(redactJson(frame, this.secrets), redact(error, this.secrets)));
  }

  private onFrame(frame: ServerFrame): void {
    const name = frameName(frame);
    if (!this.gotHello && name !== 'hello') {
      if (!this.reportedNoHello) {
        this.reportedNoHello = true;
        this.report({ kind: 'hello-not-first', message: `first frame was ${name}, not hello` });
      }
      // Nothing can be placed before hello names the instance and position: the next hello resyncs.
      this.needsResync = true;
      if (name === 'pong') this.clear('pong');
      return;
    }
    switch (name) {
      case 'hello':
        return this.onHello(frame as HelloFrame);
      case 'pong':
        return this.clear('pong');
      case 'reset':
        return this.startResync('reset');
      default:
        return this.onData(frame as DataFrame, name);
    }
  }

  private onHello(hello: HelloFrame): void {
    this.gotHello = true;
    this.attempt = 0;
    this.call(() => this.o.onHello?.(hello));
    if (this.instance === null) {
      this.instance = hello.instance;
      if (this.o.syncOnStart ?? true) return this.startResync('start');
      this.position = hello.seq;
      if (!this.needsResync) return this.goLive();
      return this.startResync('reconnect');
    }
    if (hello.instance !== this.instance) {
      this.instance = hello.instance;
      this.ledger.newInstance();
      this.position = null;
      return this.startResync('instance-changed');
    }
    if (this.needsResync || this.resync || this.position === null || hello.seq !== this.position) {
      return this.startResync('reconnect');
    }
    this.goLive();
  }

  private onData(frame: DataFrame, name: DataFrameName): void {
    const ev = toEvent(frame, name);
    if (this.resync) {
      this.resync.buffer.push(ev);
      return;
    }
    // Seed 002: the `add` increments `seq`; `remove` and `block` are not said to. So a frame carrying the current
    // position (same seq) or the next one continues the stream; only a jump beyond the next value is a gap.
    // A frame at or below the position does not move it back (the ledger drops any duplicate).
    const expected = (this.position ?? -1) + 1;
    if (this.position === null || ev.seq > expected) {
      this.startResync('gap', { expected, got: ev.seq }, 0, [ev]);
      return;
    }
    if (ev.seq === expected) this.position = ev.seq;
    this.deliver(ev);
  }

  // --- resync -------------------------------------------------------------------------------------------

  private startResync(reason: ResyncReason, detail: { expected?: number; got?: number } = {}, delayMs = 0, carry: StreamEvent[] = []): void {
    if (this.closed) return;
    this.needsResync = true;
    const gen = ++this.gen;
    // A resync that restarts keeps its buffer: those frames were received and never delivered.
    this.resync = { gen, buffer: [...(this.resync?.buffer ?? []), ...carry] };
    this.clear('resync');
    this.call(() => this.o.onResync?.({ reason, ...detail }));
    const run = () => {
      this.timers.resync = null;
      if (gen !== this.gen || this.closed) return;
      new Promise<RecentResult>((resolve) => resolve(this.o.fetchRecent())).then(
        (recent) => this.finishResync(gen, recent),
        (cause: unknown) => {
          if (gen !== this.gen || this.closed) return;
          this.report({ kind: 'fetch', message: 'mempool_recent failed during resync; reconnecting', cause });
          this.lost();
        },
      );
    };
    if (delayMs > 0) this.timers.resync = this.clock.setTimeout(run, delayMs);
    else run();
  }

  private finishResync(gen: number, recent: RecentResult): void {
    if (gen !== this.gen || this.closed || !this.resync) return;
    const plan = planResync(recent, this.resync.buffer);
    for (const ev of plan.events) this.deliver(ev);
    if (this.closed) return;
    this.position = plan.position;
    if (plan.remaining.length > 0) {
      // Frames beyond a hole after the snapshot: keep them and fetch again, spaced out by the backoff.
      this.resync.buffer = plan.remaining;
      const first = plan.remaining[0]!.seq;
      this.startResync('gap', { expected: plan.position + 1, got: first }, backoffDelay(this.resyncAttempt++, this.o.backoff));
      return;
    }
    this.resync = null;
    this.resyncAttempt = 0;
    this.goLive();
  }

  private goLive(): void {
    if (this.closed) return;
    this.needsResync = false;
    if (this.instance !== null && this.position !== null) {
      const info = { instance: this.instance, seq: this.position };
      this.call(() => this.o.onLive?.(info));
    }
  }

  // --- delivery -----------------------------------------------------------------------------------------

  private deliver(ev: StreamEvent): void {
    if (this.closed) return; // an application callback may close the stream mid-batch
    switch (ev.kind) {
      case 'add':
        if (this.ledger.admitAdd(ev.record.hash, ev.seq)) this.call(() => this.o.onAdd?.(ev.record, ev.seq));
        return;
      case 'remove':
        if (this.ledger.admitRemove(ev.hash, ev.seq)) this.call(() => this.o.onRemove?.(ev.hash, ev.reason, ev.seq));
        return;
      case 'block':
        this.call(() => this.o.onBlock?.(ev.frame));
        return;
    }
  }

  private call(fn: () => void): void {
    try {
      fn();
    } catch (cause) {
      this.report({ kind: 'handler', message: 'an application callback threw', cause });
    }
  }

  private report(error: StreamError): void {
    // A refused upgrade's ErrorEvent holds the socket, whose URL holds the key: only its redacted message goes on.
    // A refusal is a GatewayError: redacted in place (message and cause); any other report is rebuilt redacted.
    let shown: StreamError;
    if (error.kind === 'refused' || error.kind === 'rate-limited') shown = redactError(error, this.secrets);
    else {
      shown = { kind: error.kind, message: redact(error.message, this.secrets) };
      if (error.cause !== undefined) shown.cause = redactError(error.cause, this.secrets);
    }
    try {
      this.o.onError?.(shown);
    } catch {
      // an onError that throws is ignored: reporting must never break the stream
    }
  }
}

/** `stream socket error` plus what the platform said (e.g. `connect ECONNREFUSED 127.0.0.1:1`), never the key. */
function socketErrorMessage(cause: unknown, url: string): string {
  const c = cause as { message?: unknown; error?: { message?: unknown } } | null;
  const detail = typeof c?.message === 'string' && c.message ? c.message : typeof c?.error?.message === 'string' ? c.error.message : '';
  return detail ? `stream socket error: ${redact(detail, streamUrlSecrets(url))}` : 'stream socket error';
}

function toEvent(frame: DataFrame, name: DataFrameName): StreamEvent {
  if (name === 'add') {
    const f = frame as Extract<DataFrame, { record: unknown }>;
    return { kind: 'add', seq: f.seq, record: f.record };
  }
  if (name === 'remove') {
    const f = frame as Extract<DataFrame, { reason: string }>;
    return { kind: 'remove', seq: f.seq, hash: f.hash, reason: f.reason };
  }
  const f = frame as Extract<DataFrame, { number: number }>;
  return { kind: 'block', seq: f.seq, frame: f };
}

/** Creates and starts a stream client. */
export function createEthMempoolStream(options: EthMempoolStreamOptions): EthMempoolStream {
  return new EthMempoolStream(options).start();
}
