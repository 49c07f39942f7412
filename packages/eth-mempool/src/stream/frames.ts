// Frame types of the Ethereum mempool stream: aliases of the types generated from
// specs/asyncapi/eth-mempool-stream.yaml and specs/openrpc/eth-mempool.yaml (seed 002 §Events, §TxRecord).
import type { ClientFrameName, Frames, ServerFrameName } from '../gen/eth-mempool-stream/frames.js';
import type { components } from '../gen/eth-mempool/types.js';

export type TxRecord = components['schemas']['TxRecord'];
export type StreamChannel = 'tx' | 'block';

export type SubscribeFrame = Frames['subscribe'];
export type UnsubscribeFrame = Frames['unsubscribe'];
export type PingFrame = Frames['ping'];
export type ClientFrame = Frames[ClientFrameName];

export type HelloFrame = Frames['hello'];
export type AddFrame = Frames['add'];
export type RemoveFrame = Frames['remove'];
export type BlockFrame = Frames['block'];
export type ResetFrame = Frames['reset'];
export type PongFrame = Frames['pong'];

export type ServerFrame = Frames[ServerFrameName];
/** Frame names come from the spec (the generated `Frames`). */
export type { ServerFrameName };

/** Frames placed by `seq`: an add carries the next seq; a remove or block the current or the next one (hello sets the position, reset and pong do not move it). */
export type DataFrameName = Extract<ServerFrameName, 'add' | 'remove' | 'block'>;
export type DataFrame = Frames[DataFrameName];

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
