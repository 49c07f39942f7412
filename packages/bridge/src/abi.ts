// Minimal Solidity ABI encoding for the calls built here (static words, one dynamic tail).
import { concatBytes, fromHex, utf8 } from './bytes.js';
import { keccak256 } from './hash.js';

const MAX_UINT256 = (1n << 256n) - 1n;

/** First 4 bytes of keccak-256 of a canonical signature, e.g. `approve(address,uint256)`. */
export function selector(signature: string): Uint8Array {
  return keccak256(utf8(signature)).slice(0, 4);
}

/** A uint as one 32-byte big-endian word. */
export function uintWord(v: bigint): Uint8Array {
  if (v < 0n || v > MAX_UINT256) throw new RangeError('value does not fit uint256');
  return fromHex(v.toString(16).padStart(64, '0'));
}

/** An address (`0x` + 40 hex) left-padded to a word. */
export function addressWord(address: string): Uint8Array {
  return concatBytes(new Uint8Array(12), fromHex(address));
}

/** Dynamic `bytes` tail: length word then data right-padded to a word boundary. */
export function bytesTail(data: Uint8Array): Uint8Array {
  const padded = new Uint8Array(Math.ceil(data.length / 32) * 32);
  padded.set(data);
  return concatBytes(uintWord(BigInt(data.length)), padded);
}

/** Dynamic `address[]` tail: length word then one word per address. */
export function addressArrayTail(addresses: string[]): Uint8Array {
  return concatBytes(uintWord(BigInt(addresses.length)), ...addresses.map(addressWord));
}
