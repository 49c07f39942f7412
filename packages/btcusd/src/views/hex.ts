// `0x`-prefixed hex <-> bytes for metashrew_view requests and results. Strict: an odd length or a
// non-hex digit in a result is a decode failure, never silently dropped.
// Decoding runs at `Buffer.from(hex, 'hex')` speed in Node and through a lookup table elsewhere
// (bench/protobuf.ts measures it: a 20000-swap answer is about 3 MB of hex).
import { ViewDecodeError } from './errors.js';

type HexBuffer = { from(text: string, encoding: 'hex'): Uint8Array };
const NodeBuffer = (globalThis as { Buffer?: HexBuffer }).Buffer;

/** Value of each hex digit by char code; 255 for every other character. */
const DIGIT = new Uint8Array(128).fill(255);
for (let i = 0; i < 10; i++) DIGIT[48 + i] = i;
for (let i = 0; i < 6; i++) {
  DIGIT[65 + i] = 10 + i;
  DIGIT[97 + i] = 10 + i;
}

const BYTE_HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** Bytes as `0x` + lowercase hex (`0x` for no bytes). */
export function toHex0x(bytes: Uint8Array): string {
  let s = '0x';
  for (const b of bytes) s += BYTE_HEX[b];
  return s;
}

function refuse(hex: unknown, view: string): never {
  throw new ViewDecodeError(view, `result is not 0x-prefixed whole-byte hex: ${JSON.stringify(String(hex).slice(0, 40))}`);
}

/** Table-driven decode of `hex` from index 2; undefined at the first non-hex digit. */
function decodeWithTable(hex: string, out: Uint8Array): Uint8Array | undefined {
  for (let i = 0, p = 2; i < out.length; i++, p += 2) {
    const hi = DIGIT[hex.charCodeAt(p)] ?? 255;
    const lo = DIGIT[hex.charCodeAt(p + 1)] ?? 255;
    if (hi === 255 || lo === 255) return undefined;
    out[i] = (hi << 4) | lo;
  }
  return out;
}

/** `0x` + hex to bytes; throws ViewDecodeError naming the view when the text is not whole-byte hex. */
export function fromHex0x(hex: string, view = '(hex)'): Uint8Array {
  if (typeof hex !== 'string' || hex.length % 2 !== 0 || hex.charCodeAt(0) !== 48 || hex.charCodeAt(1) !== 120) refuse(hex, view);
  const size = (hex.length - 2) / 2;
  if (NodeBuffer) {
    // Node stops at the first pair that is not hex: a short result means an invalid digit.
    const buf = NodeBuffer.from(hex.slice(2), 'hex');
    if (buf.length !== size) refuse(hex, view);
    return new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
  }
  return decodeWithTable(hex, new Uint8Array(size)) ?? refuse(hex, view);
}

/** The table decoder on its own (what runs where there is no Buffer); exported for tests. */
export function fromHex0xPortable(hex: string, view = '(hex)'): Uint8Array {
  if (typeof hex !== 'string' || hex.length % 2 !== 0 || hex.charCodeAt(0) !== 48 || hex.charCodeAt(1) !== 120) refuse(hex, view);
  return decodeWithTable(hex, new Uint8Array((hex.length - 2) / 2)) ?? refuse(hex, view);
}
