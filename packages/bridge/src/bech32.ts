// Bech32 (BIP 173) and Bech32m (BIP 350) decoding, plus encoding for tests.

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

export type Bech32Variant = 'bech32' | 'bech32m';
const CONST: Record<Bech32Variant, number> = { bech32: 1, bech32m: 0x2bc830a3 };

function polymod(values: number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = (((chk & 0x1ffffff) << 5) ^ v) >>> 0;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk = (chk ^ GEN[i]!) >>> 0;
  }
  return chk;
}

function hrpExpand(hrp: string): number[] {
  const out: number[] = [];
  for (const c of hrp) out.push(c.charCodeAt(0) >> 5);
  out.push(0);
  for (const c of hrp) out.push(c.charCodeAt(0) & 31);
  return out;
}

export interface Bech32Decoded {
  hrp: string;
  /** 5-bit words without the checksum. */
  words: number[];
  variant: Bech32Variant;
}

/**
 * Decodes a bech32/bech32m string per BIP 173 rules: at most 90 chars, printable ASCII,
 * not mixed case, separator '1', non-empty hrp, at least 6 checksum chars.
 */
export function bech32Decode(s: string): Bech32Decoded {
  if (s.length > 90) throw new Error('bech32: longer than 90 characters');
  for (const c of s) {
    const code = c.charCodeAt(0);
    if (code < 33 || code > 126) throw new Error('bech32: character outside printable US-ASCII');
  }
  if (s !== s.toLowerCase() && s !== s.toUpperCase()) throw new Error('bech32: mixed case');
  const lower = s.toLowerCase();
  const pos = lower.lastIndexOf('1');
  if (pos < 1) throw new Error('bech32: empty or missing human-readable part');
  if (pos + 7 > lower.length) throw new Error('bech32: data part shorter than the 6-character checksum');
  const hrp = lower.slice(0, pos);
  const data: number[] = [];
  for (const c of lower.slice(pos + 1)) {
    const v = CHARSET.indexOf(c);
    if (v < 0) throw new Error(`bech32: invalid data character ${JSON.stringify(c)}`);
    data.push(v);
  }
  const check = polymod([...hrpExpand(hrp), ...data]);
  const variant: Bech32Variant | undefined =
    check === CONST.bech32 ? 'bech32' : check === CONST.bech32m ? 'bech32m' : undefined;
  if (!variant) throw new Error('bech32: bad checksum');
  return { hrp, words: data.slice(0, -6), variant };
}

/** Encodes 5-bit words with the given checksum variant (lowercase). */
export function bech32Encode(hrp: string, words: number[], variant: Bech32Variant): string {
  const values = [...hrpExpand(hrp), ...words];
  const mod = polymod([...values, 0, 0, 0, 0, 0, 0]) ^ CONST[variant];
  let out = `${hrp}1`;
  for (const w of words) out += CHARSET[w];
  for (let i = 0; i < 6; i++) out += CHARSET[(mod >>> (5 * (5 - i))) & 31];
  return out;
}

/** Regroups bits (8->5 with pad, 5->8 without). Throws on invalid padding when `pad` is false. */
export function convertBits(data: ArrayLike<number>, from: number, to: number, pad: boolean): number[] {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxv = (1 << to) - 1;
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    if (v < 0 || v >> from !== 0) throw new Error('convertBits: value out of range');
    acc = (acc << from) | v;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxv);
    }
    acc &= (1 << bits) - 1;
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & maxv);
  } else if (bits >= from || ((acc << (to - bits)) & maxv) !== 0) {
    throw new Error('invalid padding');
  }
  return out;
}
