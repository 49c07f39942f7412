import { describe, expect, it } from 'vitest';
import { base58Encode, checksum4 } from '../src/base58.js';
import { bech32Encode, convertBits } from '../src/bech32.js';
import { decodeMainnetAddress } from '../src/btc-address.js';
import { concatBytes, fromHex, toHex } from '../src/bytes.js';
import { BridgeInputError } from '../src/errors.js';

const spk = (a: string) => toHex(decodeMainnetAddress(a).scriptPubKey);
const refused = (a: string, re: RegExp) => {
  expect(() => decodeMainnetAddress(a, 'btcDestination')).toThrow(BridgeInputError);
  expect(() => decodeMainnetAddress(a, 'btcDestination')).toThrow(re);
};
const b58check = (payload: Uint8Array) => base58Encode(concatBytes(payload, checksum4(payload)));

describe('valid mainnet addresses (BIP 173 / BIP 350 / base58 vectors)', () => {
  it('witness v0, uppercase accepted (BIP 173)', () => {
    expect(spk('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe('0014751e76e8199196d454941c45d1b3a323f1433bd6');
    expect(decodeMainnetAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4').type).toBe('p2wpkh');
  });

  it('witness v1..v16 bech32m (BIP 350)', () => {
    expect(spk('bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y')).toBe(
      '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
    );
    expect(spk('BC1SW50QGDZ25J')).toBe('6002751e');
    expect(spk('bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs')).toBe('5210751e76e8199196d454941c45d1b3a323');
    const tr = decodeMainnetAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0');
    expect(tr.type).toBe('p2tr');
    expect(toHex(tr.scriptPubKey)).toBe('512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');
  });

  it('witness v0 32-byte program (P2WSH)', () => {
    const prog = fromHex('1863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262');
    const addr = bech32Encode('bc', [0, ...convertBits(prog, 8, 5, true)], 'bech32');
    expect(decodeMainnetAddress(addr).type).toBe('p2wsh');
    expect(spk(addr)).toBe('0020' + toHex(prog));
  });

  it('P2PKH (bitcoin wiki technical-background vector) and P2SH', () => {
    expect(spk('16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM')).toBe('76a914010966776006953d5567439e5e39f86a0d273bee88ac');
    const p2sh = decodeMainnetAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy');
    expect(p2sh.type).toBe('p2sh');
    // hash160 as in the bitcoinjs-lib address fixtures for this well-known P2SH address
    expect(toHex(p2sh.scriptPubKey)).toBe('a914b472a266d0bd89c13706a4132ccfb16f7c3b9fcb87');
    expect(b58check(concatBytes(Uint8Array.of(5), p2sh.program))).toBe('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy');
  });
});

describe('refused addresses', () => {
  it('test networks (testnet, signet, regtest), even with a valid checksum', () => {
    refused('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', /test-network \(tb\)/);
    refused('tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', /test-network/);
    const prog = fromHex('751e76e8199196d454941c45d1b3a323f1433bd6');
    refused(bech32Encode('bcrt', [0, ...convertBits(prog, 8, 5, true)], 'bech32'), /test-network \(bcrt\)/);
    refused(b58check(concatBytes(Uint8Array.of(0x6f), prog)), /test-network/);
    refused(b58check(concatBytes(Uint8Array.of(0xc4), prog)), /test-network/);
  });

  it('wrong checksum variant per version (BIP 350)', () => {
    // v1 with bech32 (valid under BIP 173 alone; refused under BIP 350)
    refused('bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx', /v1 must use bech32m/);
    refused('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', /must use bech32m/);
    refused('BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', /must use bech32m/);
    // v0 with bech32m
    refused('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', /v0 must use bech32/);
  });

  it('bad program lengths, padding, characters, empty data, mixed case (BIP 173/350 invalid vectors)', () => {
    refused('bc1rw5uspcuh', /2\.\.40 bytes/);
    refused('bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90', /longer than 90|2\.\.40/);
    refused('BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', /v0 program must be 20 or 32 bytes/);
    refused('bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', /invalid data character/);
    refused('bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', /padding/);
    refused('bc1gmk9yu', /witness version|checksum/);
    refused('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3T4', /mixed case/);
    refused('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', /bad checksum/);
    refused('tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqq5zuyut', /not a valid Bitcoin address/);
  });

  it('base58: bad checksum, unknown version, whitespace, empty', () => {
    refused('16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvN', /bad checksum/);
    refused(b58check(concatBytes(Uint8Array.of(0x30), new Uint8Array(20))), /unsupported base58 version/);
    refused(' 16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM', /whitespace/);
    refused('', /required/);
  });

  it('names the field in the error', () => {
    try {
      decodeMainnetAddress('nope', 'recipient');
      throw new Error('not refused');
    } catch (err) {
      expect(err).toBeInstanceOf(BridgeInputError);
      expect((err as BridgeInputError).field).toBe('recipient');
    }
  });
});
