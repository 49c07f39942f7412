import { createHash } from 'node:crypto';
import type { Network } from '@gw/runtime';

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(hrp: string, data: number[]): number {
  let chk = 1;
  for (const v of [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31), ...data]) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i]!;
  }
  return chk;
}

/** A segwit address (bech32 for v0, bech32m for v1+) of `program` (hex). */
export function segwitAddress(hrp: string, version: number, program: string): string {
  const words = [version];
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < program.length; i += 2) {
    acc = (acc << 8) | Number.parseInt(program.slice(i, i + 2), 16);
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((acc >> bits) & 31);
    }
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31);
  const mod = polymod(hrp, [...words, 0, 0, 0, 0, 0, 0]) ^ (version === 0 ? 1 : 0x2bc830a3);
  for (let i = 0; i < 6; i++) words.push((mod >> (5 * (5 - i))) & 31);
  return `${hrp}1${words.map((w) => CHARSET[w]).join('')}`;
}

/** The scriptPubKey of a segwit address (BIP 173/350: bech32 for v0, bech32m for v1+), hex; undefined when it is not one. */
export function segwitScript(address: string): string | undefined {
  const a = address.toLowerCase();
  const sep = a.lastIndexOf('1');
  if (sep < 1 || a.length - sep < 8 || (address !== a && address !== address.toUpperCase())) return undefined;
  const hrp = a.slice(0, sep);
  const data: number[] = [];
  for (const c of a.slice(sep + 1)) {
    const v = CHARSET.indexOf(c);
    if (v < 0) return undefined;
    data.push(v);
  }
  const version = data[0]!;
  if (polymod(hrp, data) !== (version === 0 ? 1 : 0x2bc830a3)) return undefined;
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const v of data.slice(1, -6)) {
    acc = (acc << 5) | v;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 0xff);
    }
  }
  if (bits >= 5 || (acc & ((1 << bits) - 1)) !== 0 || version > 16 || bytes.length < 2 || bytes.length > 40) return undefined;
  if (version === 0 && bytes.length !== 20 && bytes.length !== 32) return undefined;
  const op = version === 0 ? 0 : 0x50 + version;
  return [op, bytes.length, ...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Bech32 human-readable part per network. */
export const HRP: Record<Network, string> = { mainnet: 'bc', signet: 'tb', regtest: 'bcrt' };
/** Base58check version bytes of P2PKH and P2SH addresses: mainnet, and the test networks. */
const VERSIONS: Record<Network, number[]> = { mainnet: [0x00, 0x05], signet: [0x6f, 0xc4], regtest: [0x6f, 0xc4] };
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The payload of a base58check string (version byte first), or undefined when the checksum fails. */
function base58check(s: string): Buffer | undefined {
  let n = 0n;
  for (const c of s) {
    const v = B58.indexOf(c);
    if (v < 0) return undefined;
    n = n * 58n + BigInt(v);
  }
  const hex = n === 0n ? '' : n.toString(16);
  const bytes = Buffer.concat([Buffer.alloc(s.length - s.replace(/^1+/, '').length), Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')]);
  if (bytes.length < 5) return undefined;
  const body = bytes.subarray(0, -4);
  const sum = createHash('sha256').update(createHash('sha256').update(body).digest()).digest().subarray(0, 4);
  return sum.equals(bytes.subarray(-4)) ? body : undefined;
}

/** True for an address of `network`: segwit (bech32/bech32m with its HRP) or base58 P2PKH/P2SH. */
export function isAddress(network: Network, address: string): boolean {
  if (address.toLowerCase().startsWith(`${HRP[network]}1`)) return segwitScript(address) !== undefined;
  const body = base58check(address);
  return body?.length === 21 && VERSIONS[network].includes(body[0]!);
}
