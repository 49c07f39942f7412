// Segwit address (BIP 173 / BIP 350) -> witness version, program and scriptPubKey, for any network.
// Checksums and bit regrouping come from @scure/base; this file adds only the segwit rules:
// a Bitcoin HRP, version 0..16, program 2..40 bytes, v0 only 20 or 32 bytes, v0 bech32 and v1+ bech32m.
import { bech32, bech32m } from '@scure/base';
import { concatBytes } from './bytes.js';

/** Human-readable parts of Bitcoin segwit addresses: mainnet, testnet/signet, regtest. */
export const SEGWIT_HRPS = ['bc', 'tb', 'bcrt'] as const;

export type Bech32Variant = 'bech32' | 'bech32m';

export interface DecodedSegwit {
  /** Lowercase human-readable part (`bc`, `tb`, `bcrt`, ...). */
  hrp: string;
  witnessVersion: number;
  program: Uint8Array;
  scriptPubKey: Uint8Array;
}

/** Thrown for a string that is not a valid segwit address under BIP 173 and BIP 350. */
export class SegwitAddressError extends Error {
  override readonly name = 'SegwitAddressError';
}

/** Decodes a bech32 or bech32m string (at most 90 characters); throws with the library's reason. */
export function decodeBech32Any(s: string): { hrp: string; words: number[]; variant: Bech32Variant } {
  const str = s as `${string}1${string}`;
  try {
    const d = bech32.decode(str);
    return { hrp: d.prefix, words: d.words, variant: 'bech32' };
  } catch (first) {
    try {
      const d = bech32m.decode(str);
      return { hrp: d.prefix, words: d.words, variant: 'bech32m' };
    } catch {
      throw new SegwitAddressError((first as Error).message);
    }
  }
}

/** Decodes a segwit address of any network; throws SegwitAddressError saying which rule failed. */
export function decodeSegwitAddress(address: string): DecodedSegwit {
  const { hrp, words, variant } = decodeBech32Any(address);
  if (!(SEGWIT_HRPS as readonly string[]).includes(hrp)) {
    throw new SegwitAddressError(`unknown human-readable part ${JSON.stringify(hrp)} (Bitcoin uses ${SEGWIT_HRPS.join(', ')})`);
  }
  const [version, ...rest] = words;
  if (version === undefined) throw new SegwitAddressError('empty data section (no witness version)');
  if (version > 16) throw new SegwitAddressError(`invalid witness version ${version} (0..16)`);
  let program: Uint8Array;
  try {
    program = bech32.fromWords(rest);
  } catch (err) {
    throw new SegwitAddressError(`witness program: ${(err as Error).message}`);
  }
  if (program.length < 2 || program.length > 40) {
    throw new SegwitAddressError(`witness program must be 2..40 bytes, got ${program.length}`);
  }
  if (version === 0 && program.length !== 20 && program.length !== 32) {
    throw new SegwitAddressError(`witness v0 program must be 20 or 32 bytes, got ${program.length}`);
  }
  const want: Bech32Variant = version === 0 ? 'bech32' : 'bech32m';
  if (variant !== want) {
    throw new SegwitAddressError(`witness v${version} must use ${want} (BIP ${version === 0 ? 173 : 350}), got ${variant}`);
  }
  const opcode = version === 0 ? 0x00 : 0x50 + version;
  return { hrp, witnessVersion: version, program, scriptPubKey: concatBytes(Uint8Array.of(opcode, program.length), program) };
}
