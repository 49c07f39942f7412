// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { SurfaceMeta, Validator } from '@gw/runtime';
import type { components } from './types.js';
import * as V from './validators/frames.js';

export const surface: SurfaceMeta = {"name":"eth-mempool-stream","networks":["mainnet","signet","regtest"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/ethereum/mempool/ws"}};

type S = components['schemas'];

/** Every frame by name: `send` = client to server, `receive` = server to client. */
export interface Frames {
  "subscribe": S["frame.subscribe"];
  "unsubscribe": S["frame.unsubscribe"];
  "ping": S["frame.ping"];
  "hello": S["frame.hello"];
  "add": S["frame.add"];
  "remove": S["frame.remove"];
  "block": S["frame.block"];
  "reset": S["frame.reset"];
  "pong": S["frame.pong"];
}

export type ClientFrameName = "subscribe" | "unsubscribe" | "ping";
export type ServerFrameName = "hello" | "add" | "remove" | "block" | "reset" | "pong";
export type ClientFrame = Frames[ClientFrameName];
export type ServerFrame = Frames[ServerFrameName];

export interface FrameEntry {
  direction: 'send' | 'receive';
  channel: string;
  address: string;
  validate: Validator;
}

export const frames = {
  "subscribe": { direction: "send", channel: "eth-mempool-stream", address: "/v4/{apiKey}/ethereum/mempool/ws", validate: V.frame__subscribe },
  "unsubscribe": { direction: "send", channel: "eth-mempool-stream", address: "/v4/{apiKey}/ethereum/mempool/ws", validate: V.frame__unsubscribe },
  "ping": { direction: "send", channel: "eth-mempool-stream", address: "/v4/{apiKey}/ethereum/mempool/ws", validate: V.frame__ping },
  "hello": { direction: "receive", channel: "eth-mempool-stream", address: "/v4/{apiKey}/ethereum/mempool/ws", validate: V.frame__hello },
  "add": { direction: "receive", channel: "eth-mempool-stream", address: "/v4/{apiKey}/ethereum/mempool/ws", validate: V.frame__add },
  "remove": { direction: "receive", channel: "eth-mempool-stream", address: "/v4/{apiKey}/ethereum/mempool/ws", validate: V.frame__remove },
  "block": { direction: "receive", channel: "eth-mempool-stream", address: "/v4/{apiKey}/ethereum/mempool/ws", validate: V.frame__block },
  "reset": { direction: "receive", channel: "eth-mempool-stream", address: "/v4/{apiKey}/ethereum/mempool/ws", validate: V.frame__reset },
  "pong": { direction: "receive", channel: "eth-mempool-stream", address: "/v4/{apiKey}/ethereum/mempool/ws", validate: V.frame__pong },
} satisfies Record<keyof Frames, FrameEntry>;
