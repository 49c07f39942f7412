// Hand-written frame types mirroring specs/asyncapi/eth-mempool-stream.yaml (seed 002 §Events).
// To be replaced by the generated types in src/gen/eth-mempool-stream/ once they exist.

/** Ethereum mempool transaction record (seed 002 §Ethereum mempool TxRecord). */
export interface TxRecord {
  /** 0x hex, 32 bytes. */
  hash: string;
  /** 0x hex, 20 bytes: the recovered signer. */
  from: string;
  /** 0x hex, 20 bytes; null for contract creation. */
  to: string | null;
  nonce: number;
  /** Wei, decimal string. */
  value: string;
  gas_limit: number;
  /** Wei, decimal string. */
  max_fee_per_gas: string;
  /** Wei, decimal string. */
  max_priority_fee_per_gas: string;
  /** 0 legacy, 2 EIP-1559, 3 blob, others possible. */
  tx_type: number;
  /** Calldata length in bytes. */
  input_len: number;
  /** First 4 calldata bytes as 0x hex, or '' when there is no calldata. */
  selector: string;
  /** Unix ms first seen. */
  first_seen_ms: number;
  /** Monotonic per-instance sequence. */
  seq: number;
}

export type StreamChannel = 'tx' | 'block';

// --- client -> server ---
export interface SubscribeFrame { op: 'subscribe'; channels: StreamChannel[] }
export interface UnsubscribeFrame { op: 'unsubscribe'; channels?: StreamChannel[] }
export interface PingFrame { op: 'ping' }
export type ClientFrame = SubscribeFrame | UnsubscribeFrame | PingFrame;

// --- server -> client ---
// `type` is optional everywhere: the seed shows no discriminator (the Bitcoin stream was observed to send one).
export interface HelloFrame { type?: 'hello'; instance: string; seq: number }
export interface AddFrame { type?: 'add'; record: TxRecord; seq: number }
export interface RemoveFrame { type?: 'remove'; hash: string; reason: string; seq: number }
/** `removed`: count of transactions the block removed (assumption, see the spec). */
export interface BlockFrame { type?: 'block'; number: number; hash: string; removed: number; seq: number }
export interface ResetFrame { type?: 'reset'; reason: string; action: 'resync'; seq?: number }
export interface PongFrame { type?: 'pong'; seq?: number }

export type ServerFrame = HelloFrame | AddFrame | RemoveFrame | BlockFrame | ResetFrame | PongFrame;
export type ServerFrameName = 'hello' | 'add' | 'remove' | 'block' | 'reset' | 'pong';

/** Frames that advance `seq` by exactly one (hello sets the position, reset and pong do not move it). */
export type DataFrame = AddFrame | RemoveFrame | BlockFrame;

/** The injected validator's contract (the generated ajv validator will be plugged in here). */
export type ValidationResult = { ok: true; frame: ServerFrame } | { ok: false; error: string };
export type FrameValidator = (frame: unknown) => ValidationResult;

/**
 * Which frame a validated server frame is. Uses `type` when the server sends it, otherwise the required-field
 * signature that makes every frame schema distinguishable (hello: instance; add: record; block: number;
 * remove: hash + reason; reset: action; pong: none of those).
 */
export function frameName(frame: ServerFrame): ServerFrameName {
  if (frame.type) return frame.type;
  if ('instance' in frame) return 'hello';
  if ('record' in frame) return 'add';
  if ('number' in frame) return 'block';
  if ('action' in frame) return 'reset';
  if ('hash' in frame) return 'remove';
  return 'pong';
}
