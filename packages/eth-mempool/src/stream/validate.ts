// Default structural validator for server frames, mirroring specs/asyncapi/eth-mempool-stream.yaml.
// Replaceable by the generated ajv validator: both satisfy FrameValidator.
import type { FrameValidator, ServerFrame, ServerFrameName, ValidationResult } from './frames.js';

type Obj = Record<string, unknown>;
type Check = (v: unknown) => boolean;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const uint: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const str: Check = (v) => typeof v === 'string';
const nonEmpty: Check = (v) => typeof v === 'string' && v.length > 0;
const hex = (bytes: number): Check => (v) => typeof v === 'string' && new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`).test(v);
const uintString: Check = (v) => typeof v === 'string' && /^(0|[1-9][0-9]*)$/.test(v);
const selector: Check = (v) => typeof v === 'string' && /^(0x[0-9a-fA-F]{8})?$/.test(v);
const nullable = (c: Check): Check => (v) => v === null || c(v);
const constant = (k: unknown): Check => (v) => v === k;

const txRecord: Record<string, Check> = {
  hash: hex(32), from: hex(20), to: nullable(hex(20)), nonce: uint, value: uintString, gas_limit: uint,
  max_fee_per_gas: uintString, max_priority_fee_per_gas: uintString, tx_type: uint, input_len: uint,
  selector, first_seen_ms: uint, seq: uint,
};
const record: Check = (v) => isObj(v) && Object.entries(txRecord).every(([k, c]) => k in v && c(v[k]));

/** Required fields per frame, then optional ones (checked only when present). */
const shapes: Record<ServerFrameName, { required: Record<string, Check>; optional?: Record<string, Check> }> = {
  hello: { required: { instance: nonEmpty, seq: uint } },
  add: { required: { record, seq: uint } },
  remove: { required: { hash: hex(32), reason: nonEmpty, seq: uint } },
  block: { required: { number: uint, hash: hex(32), removed: uint, seq: uint } },
  reset: { required: { reason: str, action: constant('resync') }, optional: { seq: uint } },
  pong: { required: {}, optional: { seq: uint } },
};

/** The frame a payload claims to be: its `type` when present, else the distinguishing required field. */
function claimed(v: Obj): ServerFrameName | string {
  if ('type' in v) return String(v.type);
  if ('instance' in v) return 'hello';
  if ('record' in v) return 'add';
  if ('number' in v) return 'block';
  if ('action' in v) return 'reset';
  if ('hash' in v) return 'remove';
  return 'pong';
}

export const validateServerFrame: FrameValidator = (frame: unknown): ValidationResult => {
  if (!isObj(frame)) return { ok: false, error: 'frame is not a JSON object' };
  const name = claimed(frame);
  const shape = (shapes as Record<string, (typeof shapes)[ServerFrameName] | undefined>)[name];
  if (!shape) return { ok: false, error: `unknown frame type ${JSON.stringify(name)}` };
  for (const [k, check] of Object.entries(shape.required)) {
    if (!(k in frame)) return { ok: false, error: `${name}: missing ${k}` };
    if (!check(frame[k])) return { ok: false, error: `${name}: invalid ${k}` };
  }
  for (const [k, check] of Object.entries(shape.optional ?? {})) {
    if (k in frame && !check(frame[k])) return { ok: false, error: `${name}: invalid ${k}` };
  }
  if (name === 'pong' && ['instance', 'record', 'hash', 'number', 'action'].some((k) => k in frame)) {
    return { ok: false, error: 'pong: carries another frame\'s identifying field' };
  }
  return { ok: true, frame: frame as unknown as ServerFrame };
};
