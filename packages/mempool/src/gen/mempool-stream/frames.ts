// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { SurfaceMeta } from '@gw/runtime';
import type { components } from './types.js';

export const surface: SurfaceMeta = {"name":"mempool-stream","networks":["mainnet","signet","regtest"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/mempool/ws"}};

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

export interface FrameMeta {
  direction: 'send' | 'receive';
  channel: string;
  address: string;
}

export const frameMeta = {
  "subscribe": { direction: "send", channel: "mempool-stream", address: "/v4/{apiKey}/mempool/ws" },
  "unsubscribe": { direction: "send", channel: "mempool-stream", address: "/v4/{apiKey}/mempool/ws" },
  "ping": { direction: "send", channel: "mempool-stream", address: "/v4/{apiKey}/mempool/ws" },
  "hello": { direction: "receive", channel: "mempool-stream", address: "/v4/{apiKey}/mempool/ws" },
  "add": { direction: "receive", channel: "mempool-stream", address: "/v4/{apiKey}/mempool/ws" },
  "remove": { direction: "receive", channel: "mempool-stream", address: "/v4/{apiKey}/mempool/ws" },
  "block": { direction: "receive", channel: "mempool-stream", address: "/v4/{apiKey}/mempool/ws" },
  "reset": { direction: "receive", channel: "mempool-stream", address: "/v4/{apiKey}/mempool/ws" },
  "pong": { direction: "receive", channel: "mempool-stream", address: "/v4/{apiKey}/mempool/ws" },
} as const satisfies Record<keyof Frames, FrameMeta>;
