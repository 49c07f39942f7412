// Hex decoding of view results: the Node path (Buffer) and the table path (no Buffer) agree, and both refuse
// an odd length, a missing `0x` and any non-hex digit instead of dropping it.
import { describe, expect, it } from 'vitest';
import { fromHex0x, fromHex0xPortable, toHex0x } from '../src/views/hex.js';

const decoders = { node: fromHex0x, portable: fromHex0xPortable };

describe.each(Object.entries(decoders))('fromHex0x (%s)', (_name, decode) => {
  it('decodes upper and lower case digits', () => {
    expect(Array.from(decode('0x00ff10aBcD'))).toEqual([0x00, 0xff, 0x10, 0xab, 0xcd]);
    expect(decode('0x')).toHaveLength(0);
  });

  it.each([
    ['odd length', '0x0a0'],
    ['no prefix', '0a00'],
    ['upper-case prefix', '0X0a00'],
    ['non-hex digit first', '0xg0'],
    ['non-hex digit last', '0x0a0g'],
    ['non-hex digit in the middle', '0x0a 00b'],
    ['non-ASCII digit', '0x0a\u00e9b'],
    ['a sign', '0x-1'],
  ])('refuses %s', (_what, hex) => {
    expect(() => decode(hex, 'getswaps')).toThrow(/getswaps.*not 0x-prefixed whole-byte hex/);
  });

  it('round-trips every byte value', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(toHex0x(all)).toMatch(/^0x000102/);
    expect(Array.from(decode(toHex0x(all)))).toEqual(Array.from(all));
  });
});
