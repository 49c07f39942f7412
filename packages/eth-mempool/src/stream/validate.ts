// Server-frame validation with the ajv validators generated from specs/asyncapi/eth-mempool-stream.yaml.
import type { Validator } from '@gw/runtime';
import { frames } from '../gen/eth-mempool-stream/frames.js';
import { type FrameValidator, frameName, type ServerFrame, type ValidationResult } from './frames.js';

/** Server frame names, from the spec: the generated frames the client receives. */
const SERVER = new Set(Object.entries(frames).filter(([, f]) => f.direction === 'receive').map(([name]) => name));
const describe = (v: Validator) => (v.errors ?? []).map((e) => `${e.instancePath || '(frame)'} ${e.message}`).join('; ');

/** Validates a server frame against the frame it claims to be (its `type`, else its distinguishing fields). */
export const validateServerFrame: FrameValidator = (frame: unknown): ValidationResult => {
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return { ok: false, error: 'frame is not a JSON object' };
  const name = frameName(frame as ServerFrame);
  if (!SERVER.has(name)) return { ok: false, error: `unknown frame type ${JSON.stringify(name)}` };
  const validate = frames[name].validate;
  return validate(frame) ? { ok: true, frame: frame as ServerFrame } : { ok: false, error: `${name}: ${describe(validate)}` };
};
