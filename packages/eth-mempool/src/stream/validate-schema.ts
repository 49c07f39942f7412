// Server-frame validation with the validators generated from specs/asyncapi/eth-mempool-stream.yaml. Not loaded by
// the package root: the stream client loads it when it starts (load-validator.ts); `@gw/eth-mempool/frames` exports it.
import type { Validator } from '@gw/runtime';
import { frames } from '../gen/eth-mempool-stream/frame-table.js';
import { type FrameValidator, frameName, type ServerFrame, type ValidationResult } from './frames.js';
import { SERVER_FRAMES } from './validate.js';

const describe = (v: Validator) => (v.errors ?? []).map((e) => `${e.instancePath || '(frame)'} ${e.message}`).join('; ');

/** Validates a server frame against the frame it claims to be (its `type`, else its distinguishing fields). */
export const validateServerFrame: FrameValidator = (frame: unknown): ValidationResult => {
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return { ok: false, error: 'frame is not a JSON object' };
  const name = frameName(frame as ServerFrame);
  if (!SERVER_FRAMES.has(name)) return { ok: false, error: `unknown frame type ${JSON.stringify(name)}` };
  const validate = frames[name].validate;
  return validate(frame) ? { ok: true, frame: frame as ServerFrame } : { ok: false, error: `${name}: ${describe(validate)}` };
};
