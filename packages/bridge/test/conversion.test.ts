import { describe, expect, it } from 'vitest';
import { checkConversionLayout, ConversionLayoutRequired, parseConversionLayout } from '../src/conversion.js';
import { buildDeposit, type DepositConfig, type DepositInput } from '../src/deposit.js';
import { BridgeInputError } from '../src/errors.js';

// Test-only placeholder addresses.
const config: DepositConfig = { vault: '0x1111111111111111111111111111111111111111', tokens: { USDC: '0x2222222222222222222222222222222222222222' } };
const P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const P2WPKH_SPK = '0014751e76e8199196d454941c45d1b3a323f1433bd6';
const P2TR = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
const P2TR_SPK = '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
const plain: DepositInput = { asset: 'USDC', amount: '100', recipient: P2WPKH };
const convert: DepositInput = { ...plain, convertBps: 1000, btcDestination: P2TR, maxSlippageBps: 30 };

describe('a BTC conversion is refused unless the caller names a verified layout', () => {
  it('refused by default, saying why and what to do; nothing is built', () => {
    let plan: unknown;
    let error: unknown;
    try {
      plan = buildDeposit(convert, config);
    } catch (err) {
      error = err;
    }
    expect(plan).toBeUndefined();
    expect(error).toBeInstanceOf(ConversionLayoutRequired);
    expect(error).toBeInstanceOf(BridgeInputError);
    expect(error).toMatchObject({ field: 'conversionLayout' });
    const msg = (error as Error).message;
    expect(msg).toMatch(/not published/);
    expect(msg).toMatch(/fallback recipient/);
    expect(msg).toMatch(/deposit without a conversion/);
    expect(msg).toMatch(/--conversion-layout convert_bps=N,btc_destination=N,max_slippage_bps=N/);
  });

  it('refused whatever the size, even below the pool cap, and before any other conversion check', () => {
    expect(() => buildDeposit({ ...plain, convertBps: 1 }, config)).toThrow(ConversionLayoutRequired);
    expect(() => buildDeposit({ ...plain, convertBps: '10000', btcDestination: 'not an address' }, config)).toThrow(ConversionLayoutRequired);
  });

  it('the plain deposit (recipient only) is unchanged, with or without a layout', () => {
    const bytes = `0x1216${P2WPKH_SPK}`;
    expect(buildDeposit(plain, config).bridgeDataHex).toBe(bytes);
    expect(buildDeposit({ ...plain, convertBps: 0 }, config).bridgeDataHex).toBe(bytes);
    expect(buildDeposit(plain, { ...config, conversionLayout: { convertBps: 5, btcDestination: 9, maxSlippageBps: 2 } }).bridgeDataHex).toBe(bytes);
  });

  it('accepted with an explicit layout and encoded with exactly those field numbers', () => {
    const layout = { convertBps: 5, btcDestination: 9, maxSlippageBps: 2 };
    const plan = buildDeposit(convert, { ...config, conversionLayout: layout });
    // field 4, length 41: field 2 varint 30 (10 1e), field 5 varint 1000 (28 e807), field 9 bytes (4a 22 <script>)
    const inner = `101e28e8074a22${P2TR_SPK}`;
    expect(inner.length / 2).toBe(0x29);
    expect(plan.bridgeDataHex).toBe(`0x1216${P2WPKH_SPK}2229${inner}`);
    expect(plan.depositAndBridge.data).toContain(`1216${P2WPKH_SPK}2229${inner}`);
    expect(plan.conversion).toEqual({ convertBps: 1000, btcDestinationScriptHex: P2TR_SPK, maxSlippageBps: 30, layout });
  });

  it('an unset slippage leaves its field out', () => {
    const plan = buildDeposit(
      { ...convert, maxSlippageBps: undefined },
      { ...config, conversionLayout: { convertBps: 1, btcDestination: 2, maxSlippageBps: 3 } },
    );
    expect(plan.bridgeDataHex).toBe(`0x1216${P2WPKH_SPK}222708e8071222${P2TR_SPK}`);
  });
});

describe('conversion layouts', () => {
  it('parses the CLI form, all three keys, any order', () => {
    expect(parseConversionLayout('convert_bps=1,btc_destination=2,max_slippage_bps=3')).toEqual({ convertBps: 1, btcDestination: 2, maxSlippageBps: 3 });
    expect(parseConversionLayout('max_slippage_bps=7, convert_bps=4,btc_destination=6')).toEqual({ convertBps: 4, btcDestination: 6, maxSlippageBps: 7 });
  });

  it('refuses incomplete, unknown, repeated, duplicate or invalid field numbers', () => {
    expect(() => parseConversionLayout('convert_bps=1,btc_destination=2')).toThrow(/missing max_slippage_bps/);
    expect(() => parseConversionLayout('convert_bps=1,btc_dest=2,max_slippage_bps=3')).toThrow(/expected convert_bps=N/);
    expect(() => parseConversionLayout('convert_bps=1,convert_bps=2,max_slippage_bps=3')).toThrow(/twice/);
    expect(() => parseConversionLayout('convert_bps=1,btc_destination=1,max_slippage_bps=3')).toThrow(/distinct/);
    expect(() => checkConversionLayout({ convertBps: 0, btcDestination: 2, maxSlippageBps: 3 })).toThrow(/conversionLayout\.convertBps/);
    expect(() => checkConversionLayout({ convertBps: 1, btcDestination: 19000, maxSlippageBps: 3 })).toThrow(/19000\.\.19999/);
    expect(() => checkConversionLayout({ convertBps: 1, btcDestination: 2, maxSlippageBps: 1.5 })).toThrow(BridgeInputError);
    expect(() => buildDeposit(convert, { ...config, conversionLayout: { convertBps: 1, btcDestination: 1, maxSlippageBps: 3 } })).toThrow(
      /config\.conversionLayout/,
    );
  });
});
