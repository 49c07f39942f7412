// `0x`-prefixed hex <-> bytes for metashrew_view requests and results. Strict: an odd length or a
// non-hex digit in a result is a decode failure, never silently dropped.
import { ViewDecodeError } from './errors.js';

const HEX_RE = /^0x(?:[0-9a-fA-F]{2})*$/;

/** Bytes as `0x` + lowercase hex (`0x` for no bytes). */
export function toHex0x(bytes: Uint8Array): string {
  let s = '0x';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

/** `0x` + hex to bytes; throws ViewDecodeError naming the view when the text is not whole-byte hex. */
export function fromHex0x(hex: string, view = '(hex)'): Uint8Array {
  if (typeof hex !== 'string' || !HEX_RE.test(hex)) {
    throw new ViewDecodeError(view, `result is not 0x-prefixed whole-byte hex: ${JSON.stringify(String(hex).slice(0, 40))}`);
  }
  const out = new Uint8Array((hex.length - 2) / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16);
  return out;
}
