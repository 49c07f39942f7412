// Base58Check decoding (Bitcoin alphabet): payload plus 4-byte double-SHA-256 checksum.
import { sha256 } from './sha256.js';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Decodes base58 to bytes; each leading '1' is a leading zero byte. Throws on a bad character. */
export function base58Decode(s: string): Uint8Array {
  let n = 0n;
  for (const ch of s) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) throw new Error(`invalid base58 character ${JSON.stringify(ch)}`);
    n = n * 58n + BigInt(v);
  }
  const body: number[] = [];
  while (n > 0n) {
    body.unshift(Number(n & 0xffn));
    n >>= 8n;
  }
  let zeros = 0;
  while (zeros < s.length && s[zeros] === '1') zeros++;
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...body]);
}

/** Encodes bytes as base58 (used by tests to build refusal cases). */
export function base58Encode(b: Uint8Array): string {
  let n = 0n;
  for (const x of b) n = (n << 8n) | BigInt(x);
  let s = '';
  while (n > 0n) {
    s = ALPHABET[Number(n % 58n)] + s;
    n /= 58n;
  }
  for (const x of b) {
    if (x !== 0) break;
    s = '1' + s;
  }
  return s;
}

export function checksum4(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, 4);
}

/** Decodes Base58Check and returns the payload (version byte included). Throws on a bad checksum. */
export function base58CheckDecode(s: string): Uint8Array {
  const raw = base58Decode(s);
  if (raw.length < 5) throw new Error('base58check: too short');
  const payload = raw.subarray(0, raw.length - 4);
  const sum = checksum4(payload);
  for (let i = 0; i < 4; i++) if (raw[payload.length + i] !== sum[i]) throw new Error('base58check: bad checksum');
  return payload;
}
