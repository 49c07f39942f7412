import { bech32, createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { decodeMainnetAddress } from '../src/btc-address.js';
import { concatBytes, fromHex, toHex } from '../src/bytes.js';
import { BridgeInputError } from '../src/errors.js';
import { sha256 } from '../src/hash.js';
import { decodeBech32Any, decodeSegwitAddress } from '../src/segwit.js';
import { INVALID_ADDRESSES, INVALID_BECH32, INVALID_BECH32M, VALID_ADDRESSES, VALID_BECH32, VALID_BECH32M } from './vectors/bech32.js';

const spk = (a: string) => toHex(decodeMainnetAddress(a).scriptPubKey);
const refused = (a: string, re: RegExp) => {
  expect(() => decodeMainnetAddress(a, 'btcDestination')).toThrow(BridgeInputError);
  expect(() => decodeMainnetAddress(a, 'btcDestination')).toThrow(re);
};
const b58check = (payload: Uint8Array) => createBase58check(sha256).encode(payload);

describe('BIP 173 / BIP 350 string vectors (checksum only)', () => {
  it.each(VALID_BECH32)('valid bech32 %s', (s) => expect(decodeBech32Any(s).variant).toBe('bech32'));
  it.each(VALID_BECH32M)('valid bech32m %s', (s) => expect(decodeBech32Any(s).variant).toBe('bech32m'));
  it.each([...INVALID_BECH32, ...INVALID_BECH32M])('invalid %j (%s)', (s) => expect(() => decodeBech32Any(s)).toThrow());
});

describe('BIP 173 / BIP 350 address vectors', () => {
  it.each(VALID_ADDRESSES)('valid %s -> %s', (address, script) => {
    expect(toHex(decodeSegwitAddress(address).scriptPubKey)).toBe(script);
  });

  it.each(INVALID_ADDRESSES)('invalid %s (%s)', (address) => {
    expect(() => decodeSegwitAddress(address)).toThrow();
    expect(() => decodeMainnetAddress(address, 'recipient')).toThrow(BridgeInputError);
  });

  it('mainnet vectors pass the mainnet gate with the same script; test-network vectors are refused', () => {
    for (const [address, script] of VALID_ADDRESSES) {
      if (address.toLowerCase().startsWith('bc1')) expect(spk(address)).toBe(script);
      else refused(address, /test-network \(tb\)/);
    }
  });
});

describe('valid mainnet addresses (types, P2WSH, base58)', () => {
  it('types', () => {
    expect(decodeMainnetAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4').type).toBe('p2wpkh');
    expect(decodeMainnetAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0').type).toBe('p2tr');
    expect(decodeMainnetAddress('bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs')).toMatchObject({ type: 'witness', witnessVersion: 2 });
  });

  it('witness v0 32-byte program (P2WSH)', () => {
    const prog = fromHex('1863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262');
    const addr = bech32.encode('bc', [0, ...bech32.toWords(prog)]);
    expect(decodeMainnetAddress(addr).type).toBe('p2wsh');
    expect(spk(addr)).toBe(`0020${toHex(prog)}`);
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
    refused(bech32.encode('bcrt', [0, ...bech32.toWords(prog)]), /test-network \(bcrt\)/);
    refused(b58check(concatBytes(Uint8Array.of(0x6f), prog)), /test-network/);
    refused(b58check(concatBytes(Uint8Array.of(0xc4), prog)), /test-network/);
  });

  it('wrong checksum variant per version (BIP 350) says which variant is required', () => {
    refused('bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx', /v1 must use bech32m/);
    refused('BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', /v16 must use bech32m/);
    refused('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', /v0 must use bech32 /);
  });

  it('each refusal names the rule', () => {
    refused('bc1rw5uspcuh', /2\.\.40 bytes/);
    refused('BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', /v0 program must be 20 or 32 bytes/);
    refused('BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', /invalid witness version 17/);
    refused('bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', /padding/i);
    refused('bc1gmk9yu', /empty data section/);
    refused('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3T4', /lowercase or uppercase/);
    refused('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', /checksum/i);
    refused('tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqq5zuyut', /not a valid Bitcoin address/);
  });

  it('base58: bad checksum, unknown version, whitespace, empty', () => {
    refused('16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvN', /checksum/i);
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
