// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { Validator } from '@gw/runtime';
import { type FrameMeta, type Frames, frameMeta } from './frames.js';
import * as V from './validators/frames.js';

export interface FrameEntry extends FrameMeta {
  validate: Validator;
}

export const frames = {
  "subscribe": { ...frameMeta["subscribe"], validate: V.frame__subscribe },
  "unsubscribe": { ...frameMeta["unsubscribe"], validate: V.frame__unsubscribe },
  "ping": { ...frameMeta["ping"], validate: V.frame__ping },
  "hello": { ...frameMeta["hello"], validate: V.frame__hello },
  "add": { ...frameMeta["add"], validate: V.frame__add },
  "remove": { ...frameMeta["remove"], validate: V.frame__remove },
  "block": { ...frameMeta["block"], validate: V.frame__block },
  "reset": { ...frameMeta["reset"], validate: V.frame__reset },
  "pong": { ...frameMeta["pong"], validate: V.frame__pong },
} satisfies Record<keyof Frames, FrameEntry>;
