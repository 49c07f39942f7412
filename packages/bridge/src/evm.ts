// Ethereum address checks (configuration and swap recipient). Mixed case must pass EIP-55.
import { toHex, utf8 } from './bytes.js';
import { BridgeInputError, describeValue } from './errors.js';
import { keccak256 } from './hash.js';

/** Validates `0x` + 40 hex; a mixed-case address must carry a valid EIP-55 checksum. Returns lowercase. */
export function parseEvmAddress(value: string, field: string): string {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) {
    throw new BridgeInputError(field, `expected a 0x-prefixed 20-byte hex address, got ${describeValue(value)}`);
  }
  const body = value.slice(2);
  const lower = body.toLowerCase();
  if (body !== lower && body !== body.toUpperCase() && toChecksumAddress(lower) !== value) {
    throw new BridgeInputError(field, `${value} fails its EIP-55 checksum`);
  }
  if (/^0+$/.test(lower)) throw new BridgeInputError(field, 'the zero address is refused');
  return `0x${lower}`;
}

/** EIP-55 mixed-case form of a lowercase 40-hex address body. */
export function toChecksumAddress(lowerBody: string): string {
  const hash = toHex(keccak256(utf8(lowerBody)));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const c = lowerBody[i]!;
    out += parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}
