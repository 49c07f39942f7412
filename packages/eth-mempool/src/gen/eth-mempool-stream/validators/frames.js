// Generated from specs/asyncapi/eth-mempool-stream.yaml (the frames) by tools/codegen. Do not edit.

import { AddFrame } from "./schemas/AddFrame.js";
import { BlockFrame } from "./schemas/BlockFrame.js";
import { HelloFrame } from "./schemas/HelloFrame.js";
import { PingFrame } from "./schemas/PingFrame.js";
import { PongFrame } from "./schemas/PongFrame.js";
import { RemoveFrame } from "./schemas/RemoveFrame.js";
import { ResetFrame } from "./schemas/ResetFrame.js";
import { SubscribeFrame } from "./schemas/SubscribeFrame.js";
import { UnsubscribeFrame } from "./schemas/UnsubscribeFrame.js";

export const frame__subscribe = SubscribeFrame;
export const frame__unsubscribe = UnsubscribeFrame;
export const frame__ping = PingFrame;
export const frame__hello = HelloFrame;
export const frame__add = AddFrame;
export const frame__remove = RemoveFrame;
export const frame__block = BlockFrame;
export const frame__reset = ResetFrame;
export const frame__pong = PongFrame;
