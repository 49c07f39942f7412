// Bitcoin MAINNET address -> scriptPubKey. Seed 001 Arm B rules 2 and 5: accept only P2PKH,
// P2SH, or witness v0..v16 (v0 only with a 20- or 32-byte program); require mainnet; refuse
// anything else, never normalise it. Test-network addresses are refused because mainnet would
// pay their well-formed script into a hole.
import { createBase58check } from '@scure/base';
import { concatBytes } from './bytes.js';
import { BridgeInputError } from './errors.js';
import { sha256 } from './hash.js';
import { decodeSegwitAddress } from './segwit.js';

const base58check = createBase58check(sha256);

export type BtcAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness';

export interface DecodedBtcAddress {
  type: BtcAddressType;
  /** Witness version for segwit outputs (0..16). */
  witnessVersion?: number;
  /** Hash or witness program bytes. */
  program: Uint8Array;
  scriptPubKey: Uint8Array;
}

const TEST_HRPS = new Set(['tb', 'bcrt', 'sb']);
const TEST_BASE58_VERSIONS = new Set([0x6f, 0xc4]);

/** Decodes a mainnet address; throws BridgeInputError naming `field` for anything else. */
export function decodeMainnetAddress(address: string, field = 'address'): DecodedBtcAddress {
  if (typeof address !== 'string' || address.length === 0) throw new BridgeInputError(field, 'a Bitcoin address is required');
  if (address !== address.trim()) throw new BridgeInputError(field, 'address has surrounding whitespace');
  const lower = address.toLowerCase();
  const sep = lower.lastIndexOf('1');
  const hrp = sep > 0 ? lower.slice(0, sep) : '';
  if (hrp === 'bc') return decodeSegwit(address, field);
  if (TEST_HRPS.has(hrp)) {
    throw new BridgeInputError(field, `${JSON.stringify(address)} is a test-network (${hrp}) address; only mainnet (bc1…) is accepted`);
  }
  return decodeBase58(address, field);
}

function decodeBase58(address: string, field: string): DecodedBtcAddress {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch (err) {
    throw new BridgeInputError(field, `not a valid Bitcoin address (base58check: ${(err as Error).message})`);
  }
  const version = payload[0];
  if (version === undefined) throw new BridgeInputError(field, 'not a valid Bitcoin address (empty base58check payload)');
  if (TEST_BASE58_VERSIONS.has(version)) {
    throw new BridgeInputError(field, `${JSON.stringify(address)} is a test-network address; only mainnet (1… / 3…) is accepted`);
  }
  if (payload.length !== 21) throw new BridgeInputError(field, `base58 payload must be 21 bytes, got ${payload.length}`);
  const hash = payload.slice(1);
  if (version === 0x00) {
    return { type: 'p2pkh', program: hash, scriptPubKey: concatBytes(Uint8Array.of(0x76, 0xa9, 0x14), hash, Uint8Array.of(0x88, 0xac)) };
  }
  if (version === 0x05) {
    return { type: 'p2sh', program: hash, scriptPubKey: concatBytes(Uint8Array.of(0xa9, 0x14), hash, Uint8Array.of(0x87)) };
  }
  throw new BridgeInputError(field, `unsupported base58 version byte 0x${version.toString(16).padStart(2, '0')}`);
}

function decodeSegwit(address: string, field: string): DecodedBtcAddress {
  let dec;
  try {
    dec = decodeSegwitAddress(address);
  } catch (err) {
    throw new BridgeInputError(field, `not a valid segwit address (${(err as Error).message})`);
  }
  const { witnessVersion: version, program, scriptPubKey } = dec;
  const type: BtcAddressType = version === 0 ? (program.length === 20 ? 'p2wpkh' : 'p2wsh') : version === 1 && program.length === 32 ? 'p2tr' : 'witness';
  return { type, witnessVersion: version, program, scriptPubKey };
}
