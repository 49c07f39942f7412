// Server frames: the least a frame must carry for the client to place it. The schema check of a frame against the
// generated validators is in validate-schema.ts, loaded when a stream starts (load-validator.ts).
import { frameMeta } from '../gen/eth-mempool-stream/frames.js';
import { type FrameValidator, frameName, type ServerFrame, type ServerFrameName, type ValidationResult } from './frames.js';

/** Server frame names, from the spec: the generated frames the client receives. */
export const SERVER_FRAMES: ReadonlySet<string> = new Set(
  Object.entries(frameMeta)
    .filter(([, f]) => f.direction === 'receive')
    .map(([name]) => name),
);

/**
 * The least a server frame must carry for the client to place it (used when schema validation is `report` or
 * `off`): a known frame name, `instance` and integer `seq` on hello, a `record` with a `hash` and integer `seq` on
 * add, `hash` and integer `seq` on remove, integer `seq` on block. Anything else cannot be used and is refused.
 */
export const usableServerFrame: FrameValidator = (frame: unknown): ValidationResult => {
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return { ok: false, error: 'frame is not a JSON object' };
  const f = frame as Record<string, unknown>;
  const name = frameName(frame as ServerFrame);
  if (!SERVER_FRAMES.has(name)) return { ok: false, error: `unknown frame type ${JSON.stringify(name)}` };
  const seqOk = Number.isSafeInteger(f.seq) && (f.seq as number) >= 0;
  const rec = f.record as Record<string, unknown> | undefined;
  const need: Record<ServerFrameName, [boolean, string]> = {
    hello: [typeof f.instance === 'string' && seqOk, 'hello needs instance and an integer seq'],
    add: [!!rec && typeof rec === 'object' && typeof rec.hash === 'string' && seqOk, 'add needs record.hash and an integer seq'],
    remove: [typeof f.hash === 'string' && seqOk, 'remove needs hash and an integer seq'],
    block: [seqOk, 'block needs an integer seq'],
    reset: [true, ''],
    pong: [true, ''],
  };
  const [ok, error] = need[name as ServerFrameName];
  return ok ? { ok: true, frame: frame as ServerFrame } : { ok: false, error: `${name}: ${error}` };
};
