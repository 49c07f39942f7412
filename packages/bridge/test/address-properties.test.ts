// Property tests for the user boundary of the bridge builders (seed 001 Arm B rules 2 and 5, Arm C):
// every accepted mainnet address type is accepted with the right script, everything else is refused.
import { bech32, bech32m, createBase58check } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMainnetAddress } from '../src/btc-address.js';
import { buildBurnData } from '../src/burn.js';
import { buildDeposit } from '../src/deposit.js';
import { toHex } from '../src/bytes.js';
import { BridgeInputError } from '../src/errors.js';
import { sha256 } from '../src/hash.js';

const RUNS = Number(process.env.GW_PROP_RUNS ?? 300);
const params = { numRuns: RUNS, ...(process.env.GW_PROP_SEED ? { seed: Number(process.env.GW_PROP_SEED) } : {}) };
const b58 = createBase58check(sha256);

const bytes = (n: number) => fc.uint8Array({ minLength: n, maxLength: n });
/** A witness version and a program length the seed accepts: v0 with 20 or 32 bytes, v1..v16 with 2..40. */
const acceptedWitness = fc.oneof(
  fc.record({ v: fc.constant(0), len: fc.constantFrom(20, 32) }),
  fc.record({ v: fc.integer({ min: 1, max: 16 }), len: fc.integer({ min: 2, max: 40 }) }),
);
const segwit = (hrp: string, v: number, program: Uint8Array, variant = v === 0 ? bech32 : bech32m) => variant.encode(hrp, [v, ...bech32.toWords(program)]);

function refused(address: string): BridgeInputError {
  try {
    decodeMainnetAddress(address, 'recipient');
  } catch (err) {
    expect(err).toBeInstanceOf(BridgeInputError);
    expect((err as BridgeInputError).field).toBe('recipient');
    return err as BridgeInputError;
  }
  throw new Error(`accepted ${JSON.stringify(address)}`);
}

describe('segwit (bc1…): accepted types', () => {
  it('v0 with 20/32 bytes and v1..v16 with 2..40 bytes decode to OP_n <len> <program>', () => {
    fc.assert(
      fc.property(
        acceptedWitness.chain(({ v, len }) => fc.tuple(fc.constant(v), bytes(len))),
        fc.boolean(),
        ([v, program], upper) => {
          const address = segwit('bc', v, program);
          const got = decodeMainnetAddress(upper ? address.toUpperCase() : address);
          expect(got.witnessVersion).toBe(v);
          expect(toHex(got.scriptPubKey)).toBe(toHex(Uint8Array.of(v === 0 ? 0 : 0x50 + v, program.length, ...program)));
        },
      ),
      params,
    );
  });
});

describe('refused before anything is built', () => {
  it('the same programs on test networks (tb, bcrt) are refused', () => {
    fc.assert(
      fc.property(
        acceptedWitness.chain(({ v, len }) => fc.tuple(fc.constant(v), bytes(len))),
        fc.constantFrom('tb', 'bcrt'),
        ([v, program], hrp) => {
          expect(refused(segwit(hrp, v, program)).message).toMatch(/test-network/);
        },
      ),
      params,
    );
  });

  it('witness v0 with any length other than 20 or 32, and the wrong checksum variant', () => {
    const badLen = fc.integer({ min: 2, max: 40 }).filter((n) => n !== 20 && n !== 32);
    fc.assert(
      fc.property(badLen.chain(bytes), (program) => void refused(segwit('bc', 0, program))),
      params,
    );
    fc.assert(
      fc.property(
        acceptedWitness.chain(({ v, len }) => fc.tuple(fc.constant(v), bytes(len))),
        ([v, program]) => void refused(segwit('bc', v, program, v === 0 ? bech32m : bech32)),
      ),
      params,
    );
  });

  it('one changed character (bad checksum) and mixed case', () => {
    fc.assert(
      fc.property(
        acceptedWitness.chain(({ v, len }) => fc.tuple(fc.constant(v), bytes(len))),
        fc.nat(),
        fc.constantFrom(...'qpzry9x8gf2tvdw0s3jn54khce6mua7l'),
        ([v, program], at, c) => {
          const address = segwit('bc', v, program);
          const i = 3 + (at % (address.length - 3));
          fc.pre(address[i] !== c);
          refused(address.slice(0, i) + c + address.slice(i + 1));
          const letters = [...address].map((ch, k) => (k % 2 === 0 ? ch.toUpperCase() : ch)).join('');
          fc.pre(letters !== letters.toLowerCase() && letters !== letters.toUpperCase());
          refused(letters);
        },
      ),
      params,
    );
  });

  it('base58: P2PKH/P2SH accepted; testnet versions, other versions and a changed character refused', () => {
    fc.assert(
      fc.property(bytes(20), fc.integer({ min: 0, max: 255 }), fc.nat(), (hash, version, at) => {
        const address = b58.encode(Uint8Array.of(version, ...hash));
        if (version === 0x00) expect(toHex(decodeMainnetAddress(address).scriptPubKey)).toBe(`76a914${toHex(hash)}88ac`);
        else if (version === 0x05) expect(toHex(decodeMainnetAddress(address).scriptPubKey)).toBe(`a914${toHex(hash)}87`);
        else refused(address);
        const i = at % address.length;
        const swap = address[i] === '2' ? '3' : '2';
        refused(address.slice(0, i) + swap + address.slice(i + 1));
      }),
      params,
    );
  });

  it('raw scriptPubKey hex is refused at the user boundary', () => {
    fc.assert(
      fc.property(
        acceptedWitness.chain(({ v, len }) => fc.tuple(fc.constant(v), bytes(len))),
        fc.boolean(),
        ([v, program], prefixed) => {
          const script = toHex(Uint8Array.of(v === 0 ? 0 : 0x50 + v, program.length, ...program));
          refused(prefixed ? `0x${script}` : script);
        },
      ),
      params,
    );
  });
});

// Test-only placeholder addresses.
const config = { router: `0x${'44'.repeat(20)}`, usdc: `0x${'55'.repeat(20)}`, weth: `0x${'66'.repeat(20)}` };

describe('burn: toEthBps and calldata', () => {
  it('toEthBps outside 0..10000 is refused, never clamped', () => {
    fc.assert(
      fc.property(fc.oneof(fc.bigInt({ min: 10001n, max: 2n ** 80n }), fc.bigInt({ min: -(2n ** 80n), max: -1n })), fc.boolean(), (bps, asString) => {
        const input = { toEthBps: asString ? bps.toString() : bps, payoutAmount: '1000', amountOutMin: '1', to: `0x${'77'.repeat(20)}`, deadline: 1n };
        expect(() => buildBurnData(input, config)).toThrow(BridgeInputError);
      }),
      params,
    );
  });

  it('round-trips: the calldata parses back to the inputs (selector 0x18cbafe5, published)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10000 }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        bytes(20),
        fc.bigInt({ min: 1n, max: 2n ** 64n }),
        (bps, payoutBase, outMinWei, to, deadline) => {
          const amountIn = (payoutBase * BigInt(bps)) / 10000n;
          fc.pre(amountIn > 0n);
          const plan = buildBurnData(
            { toEthBps: bps, payoutAmount: units(payoutBase, 6), amountOutMin: units(outMinWei, 18), to: `0x${toHex(to)}`, deadline },
            config,
          );
          const hex = plan.burnDataHex.slice(2);
          expect(hex.slice(0, 4)).toBe('0101');
          expect(hex.slice(4, 44)).toBe('44'.repeat(20));
          const data = hex.slice(44);
          expect(data.slice(0, 8)).toBe('18cbafe5');
          const w = (i: number) => data.slice(8 + 64 * i, 8 + 64 * (i + 1));
          expect(BigInt(`0x${w(0)}`)).toBe(amountIn);
          expect(BigInt(`0x${w(1)}`)).toBe(outMinWei);
          expect(BigInt(`0x${w(2)}`)).toBe(160n);
          expect(w(3)).toBe(toHex(to).padStart(64, '0'));
          expect(BigInt(`0x${w(4)}`)).toBe(deadline);
          expect(BigInt(`0x${w(5)}`)).toBe(2n);
          expect(w(6)).toBe('55'.repeat(20).padStart(64, '0'));
          expect(w(7)).toBe('66'.repeat(20).padStart(64, '0'));
          expect(data.length).toBe(8 + 64 * 8);
        },
      ),
      params,
    );
  });
});

/** Base units as a token-unit string, written independently of the package's helpers. */
function units(base: bigint, decimals: number): string {
  const s = base.toString().padStart(decimals + 1, '0');
  return `${s.slice(0, -decimals)}.${s.slice(-decimals)}`;
}

describe('deposit: convertBps', () => {
  // Test-only placeholder addresses and the generated .proto's placeholder layout, named explicitly.
  const depositConfig = {
    vault: `0x${'11'.repeat(20)}`,
    tokens: { USDC: `0x${'22'.repeat(20)}`, USDT: `0x${'33'.repeat(20)}` },
    conversionLayout: { convertBps: 1, btcDestination: 2, maxSlippageBps: 3 },
  };
  const recipient = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

  it('outside 0..10000 is refused (field convertBps), never clamped', () => {
    fc.assert(
      fc.property(fc.oneof(fc.bigInt({ min: 10001n, max: 2n ** 80n }), fc.bigInt({ min: -(2n ** 80n), max: -1n })), fc.boolean(), (bps, asString) => {
        try {
          buildDeposit({ asset: 'USDC', amount: '1', recipient, convertBps: asString ? bps.toString() : bps, btcDestination: recipient }, depositConfig);
        } catch (err) {
          expect(err).toBeInstanceOf(BridgeInputError);
          expect((err as BridgeInputError).field).toBe('convertBps');
          return;
        }
        throw new Error(`convertBps ${bps} was accepted`);
      }),
      params,
    );
  });
});
