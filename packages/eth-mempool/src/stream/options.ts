// Configuration and application callbacks of the stream client.
import type { GatewayError, ResponseIssue, ResponseValidation } from '@gw/runtime';
import type { BackoffOptions } from './backoff.js';
import type { Clock } from './clock.js';
import type { BlockFrame, FrameValidator, HelloFrame, StreamChannel, TxRecord } from './frames.js';
import type { RecentResult } from './merge.js';
import type { Connect } from './transport.js';

export type StreamErrorKind =
  | 'hello-not-first' // the first frame of a connection was not `hello`
  | 'connect' // the transport could not be created, or the frames' validators could not be loaded
  | 'socket' // the transport reported an error (a dead host, a dropped connection, an upgrade refused with another status)
  | 'refused' // the gateway refused the upgrade with 401 or 403: the error is an InvalidApiKeyError / AdminRequiredError; the stream is closed
  | 'rate-limited' // the gateway answered the upgrade 429: the error is a RateLimitedError; the next attempt waits Retry-After
  | 'fetch' // mempool_recent failed during a resync
  | 'pong-timeout' // no pong in time: the connection is dropped and re-opened
  | 'handler'; // an application callback threw (the stream carries on)

/**
 * What `onError` receives. For `refused` and `rate-limited` the object is itself the typed error of @gw/runtime
 * (`InvalidApiKeyError`, `AdminRequiredError`, `RateLimitedError`: `e instanceof InvalidApiKeyError`), with `kind` set.
 */
export type StreamError =
  | { kind: Exclude<StreamErrorKind, 'refused' | 'rate-limited'>; message: string; cause?: unknown }
  | (GatewayError & { kind: 'refused' | 'rate-limited' });

export type ResyncReason = 'start' | 'reset' | 'gap' | 'instance-changed' | 'reconnect';

export interface StreamHandlers {
  /** A transaction entered the view. Called once per transaction (see ledger.ts). */
  onAdd?(record: TxRecord, seq: number): void;
  /** A transaction the application holds left the view. */
  onRemove?(hash: string, reason: string, seq: number): void;
  onBlock?(block: BlockFrame): void;
  onHello?(hello: HelloFrame): void;
  /** A resync (mempool_recent + merge) starts. */
  onResync?(info: { reason: ResyncReason; expected?: number; got?: number }): void;
  /** The view is consistent again at `seq`. */
  onLive?(info: { instance: string; seq: number }): void;
  /** A frame that is not JSON, fails validation or has an unknown type. Never fatal. */
  onUnknownFrame?(frame: unknown, error: string): void;
  onError?(error: StreamError): void;
}

export interface EthMempoolStreamOptions extends StreamHandlers {
  /** Full stream URL (see ethMempoolStreamUrl). Carries the key: never logged. */
  url: string;
  /** JSON-RPC mempool_recent: `{entries: [TxRecord], seq}`, newest first. Use a generous `limit`. */
  fetchRecent(): Promise<RecentResult>;
  /** Transport factory; default: the platform WebSocket, else the `ws` package (loaded on first use). */
  connect?: Connect;
  /** Frame validator; default: the validators generated from the AsyncAPI spec (validate.ts). */
  validateFrame?: FrameValidator;
  /**
   * What to do with a server frame that does not match the spec (as the gateway option of the same name):
   * `throw` (default) refuses it (`onUnknownFrame`, never delivered); `report` hands the mismatch to `onIssue` and
   * still uses the frame when it carries what the client needs (see usableServerFrame); `off` skips the schema
   * check and uses any usable frame. Frames that cannot be used at all go to `onUnknownFrame` in every mode.
   */
  responseValidation?: ResponseValidation;
  /** `report` mode: one call per frame that does not match the spec (`operation` is the frame name, `status` 101). */
  onIssue?: (issue: ResponseIssue) => void;
  clock?: Clock;
  /** Reconnect backoff (also spaces out consecutive resyncs): 500 ms doubling to a cap of 30 s unless set here. */
  backoff?: BackoffOptions;
  /** Channels to subscribe to on open (default both). */
  channels?: StreamChannel[];
  /** Interval between pings in ms (default 15000; 0 disables ping/pong). */
  pingIntervalMs?: number;
  /** How long to wait for a pong in ms (default 10000). */
  pongTimeoutMs?: number;
  /** Seed the view with mempool_recent after the first hello (default true). */
  syncOnStart?: boolean;
  /** Bound on the hashes the de-duplication ledger remembers (default 500000). */
  maxTracked?: number;
}
