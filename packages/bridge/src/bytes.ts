// Byte helpers: hex <-> Uint8Array, concatenation, UTF-8. Thin names over @noble/hashes/utils.
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

export { concatBytes, utf8ToBytes as utf8 } from '@noble/hashes/utils.js';

/** Lowercase hex of `b`, no prefix. */
export const toHex = (b: Uint8Array): string => bytesToHex(b);

/** Parses hex (optional 0x prefix, even length). Throws on anything else. */
export function fromHex(hex: string): Uint8Array {
  const h = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
  if (h.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(h)) throw new Error(`invalid hex: ${JSON.stringify(hex)}`);
  return hexToBytes(h);
}
