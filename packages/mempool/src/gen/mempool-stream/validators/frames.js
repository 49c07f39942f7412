// Generated from specs/asyncapi/mempool-stream.yaml (the frames) by tools/codegen. Do not edit.

import { MempoolStreamAdd } from "./schemas/MempoolStreamAdd.js";
import { MempoolStreamBlock } from "./schemas/MempoolStreamBlock.js";
import { MempoolStreamHello } from "./schemas/MempoolStreamHello.js";
import { MempoolStreamPing } from "./schemas/MempoolStreamPing.js";
import { MempoolStreamPong } from "./schemas/MempoolStreamPong.js";
import { MempoolStreamRemove } from "./schemas/MempoolStreamRemove.js";
import { MempoolStreamReset } from "./schemas/MempoolStreamReset.js";
import { MempoolStreamSubscribe } from "./schemas/MempoolStreamSubscribe.js";
import { MempoolStreamUnsubscribe } from "./schemas/MempoolStreamUnsubscribe.js";

export const frame__subscribe = MempoolStreamSubscribe;
export const frame__unsubscribe = MempoolStreamUnsubscribe;
export const frame__ping = MempoolStreamPing;
export const frame__hello = MempoolStreamHello;
export const frame__add = MempoolStreamAdd;
export const frame__remove = MempoolStreamRemove;
export const frame__block = MempoolStreamBlock;
export const frame__reset = MempoolStreamReset;
export const frame__pong = MempoolStreamPong;
