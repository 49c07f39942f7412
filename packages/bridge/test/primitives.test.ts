import { describe, expect, it } from 'vitest';
import { selector } from '../src/abi.js';
import { toHex, utf8 } from '../src/bytes.js';
import { keccak256, sha256 } from '../src/hash.js';
import {
  APPROVE_SELECTOR,
  APPROVE_SIGNATURE,
  DEPOSIT_AND_BRIDGE_SELECTOR,
  DEPOSIT_AND_BRIDGE_SIGNATURE,
  SWAP_EXACT_TOKENS_FOR_ETH_SIGNATURE,
} from '../src/selectors.js';
import { parseEvmAddress, toChecksumAddress } from '../src/evm.js';
import { BridgeInputError } from '../src/errors.js';

describe('sha256 (@noble/hashes)', () => {
  it('FIPS 180 vectors', () => {
    expect(toHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(toHex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });
});

describe('keccak-256 (@noble/hashes)', () => {
  it('known digests', () => {
    expect(toHex(keccak256(utf8('')))).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(toHex(keccak256(utf8('abc')))).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
    expect(toHex(keccak256(utf8('The quick brown fox jumps over the lazy dog')))).toBe('4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15');
  });

  it('is Keccak (padding 0x01), not SHA3-256 (padding 0x06)', () => {
    // SHA3-256('') = a7ffc6f8…; Ethereum's Keccak-256('') differs.
    expect(toHex(keccak256(new Uint8Array(0)))).not.toBe('a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a');
  });

  it('well-known selectors', () => {
    expect(toHex(selector('swapExactTokensForETH(uint256,uint256,address[],address,uint256)'))).toBe('18cbafe5');
    expect(toHex(selector('approve(address,uint256)'))).toBe('095ea7b3');
    expect(toHex(selector('transfer(address,uint256)'))).toBe('a9059cbb');
    expect(toHex(selector('depositAndBridge(uint8,uint256,bytes)'))).toBe('bedb65ee');
  });

  it("the seed's selectors match the signatures we encode with", () => {
    expect(`0x${toHex(selector(APPROVE_SIGNATURE))}`).toBe(APPROVE_SELECTOR);
    expect(`0x${toHex(selector(DEPOSIT_AND_BRIDGE_SIGNATURE))}`).toBe(DEPOSIT_AND_BRIDGE_SELECTOR);
    expect(toHex(selector(SWAP_EXACT_TOKENS_FOR_ETH_SIGNATURE))).toBe('18cbafe5');
  });
});

describe('EVM addresses', () => {
  it('EIP-55 vectors', () => {
    for (const a of ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359']) {
      expect(toChecksumAddress(a.slice(2).toLowerCase())).toBe(a);
      expect(parseEvmAddress(a, 'x')).toBe(a.toLowerCase());
    }
  });

  it('refuses a bad checksum, bad length and the zero address', () => {
    expect(() => parseEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'config.vault')).toThrow(/config\.vault.*EIP-55/);
    expect(() => parseEvmAddress('0x1234', 'to')).toThrow(BridgeInputError);
    expect(() => parseEvmAddress('0x0000000000000000000000000000000000000000', 'to')).toThrow(/zero address/);
  });
});
