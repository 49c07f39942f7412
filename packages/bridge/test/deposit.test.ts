import { fromBinary } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../src/bytes.js';
import { encodeBridgeData } from '../src/bridge-data.js';
import { buildDeposit, type DepositConfig, type DepositInput } from '../src/deposit.js';
import { BridgeInputError } from '../src/errors.js';
import { BridgeDataSchema } from '../src/gen/proto/frusd/bridge/v1/bridge_pb.js';

// Test-only placeholder addresses (the seed gives none; never real contracts).
const VAULT = '0x1111111111111111111111111111111111111111';
const USDC = '0x2222222222222222222222222222222222222222';
const USDT = '0x3333333333333333333333333333333333333333';
const config: DepositConfig = { vault: VAULT, tokens: { USDC, USDT } };
/** Test-only layout: the generated .proto's placeholder numbers, named explicitly as a caller must. */
const LAYOUT_123 = { convertBps: 1, btcDestination: 2, maxSlippageBps: 3 };
const converting: DepositConfig = { ...config, conversionLayout: LAYOUT_123 };

const P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const P2WPKH_SPK = '0014751e76e8199196d454941c45d1b3a323f1433bd6';
const P2TR = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
const P2TR_SPK = '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';

const word = (hex: string) => hex.padStart(64, '0');
const base: DepositInput = { asset: 'USDC', amount: '100.5', recipient: P2WPKH };

function refusedField(input: Partial<DepositInput>, field: string, re: RegExp, cfg: DepositConfig = config) {
  try {
    buildDeposit({ ...base, ...input }, cfg);
  } catch (err) {
    expect(err).toBeInstanceOf(BridgeInputError);
    expect((err as BridgeInputError).field).toBe(field);
    expect((err as Error).message).toMatch(re);
    return;
  }
  throw new Error(`expected refusal of ${field}`);
}

describe('BridgeData bytes', () => {
  it('P2WPKH recipient only: 0x1216 then 0014 + 20 bytes (observed.md §9; action 0 omitted)', () => {
    const bytes = encodeBridgeData({ recipientScript: fromHex(P2WPKH_SPK) });
    expect(toHex(bytes)).toBe(`1216${P2WPKH_SPK}`);
  });

  it('with a conversion (field 4) in the layout 1,2,3 the caller named', () => {
    const bytes = encodeBridgeData({
      recipientScript: fromHex(P2WPKH_SPK),
      btcConversion: { fields: { convertBps: 1000, btcDestination: fromHex(P2TR_SPK), maxSlippageBps: 50 }, layout: LAYOUT_123 },
    });
    // 22 1a 08 e807 (1000) 12 22 <34-byte P2TR script> 18 32 (50)  -> inner length 3+36+2 = 41 = 0x29
    const inner = `08e8071222${P2TR_SPK}1832`;
    expect(inner.length / 2).toBe(41);
    expect(toHex(bytes)).toBe(`1216${P2WPKH_SPK}2229${inner}`);
  });

  it('with a protostone (field 3)', () => {
    const bytes = encodeBridgeData({ recipientScript: fromHex(P2WPKH_SPK), recipientProtostone: Uint8Array.of(0xde, 0xad) });
    expect(toHex(bytes)).toBe(`1216${P2WPKH_SPK}1a02dead`);
  });
});

describe('buildDeposit calldata', () => {
  it('approve: selector, vault, exact amount (100.5 USDC = 100500000 = 0x05fd8220)', () => {
    const plan = buildDeposit(base, config);
    expect(plan.amountBaseUnits).toBe('100500000');
    expect(plan.approve).toEqual({
      to: USDC,
      value: '0',
      data: `0x095ea7b3${word('1111111111111111111111111111111111111111')}${word('05fd8220')}`,
    });
    expect(plan.adjustments).toEqual([]);
    expect(plan.conversion).toBeUndefined();
  });

  it('depositAndBridge: selector, assetId, amount, offset 0x60, length, padded bridgeData', () => {
    const plan = buildDeposit({ ...base, asset: 'USDT' }, config);
    const bridgeData = `1216${P2WPKH_SPK}`; // 24 bytes
    expect(plan.bridgeDataHex).toBe(`0x${bridgeData}`);
    expect(plan.approve.to).toBe(USDT);
    expect(plan.assetId).toBe(1);
    expect(plan.depositAndBridge).toEqual({
      to: VAULT,
      value: '0',
      data:
        '0xbedb65ee' +
        word('1') + // assetId 1 = USDT
        word('05fd8220') + // amount
        word('60') + // offset of bytes
        word('18') + // length 24
        bridgeData.padEnd(64, '0'),
    });
  });

  it('conversion: clamps convertBps above 1000 and reports it; bytes decode back', () => {
    const plan = buildDeposit(
      { ...base, convertBps: 2500, btcDestination: P2TR, maxSlippageBps: 30 },
      {
        ...converting,
        maxSlippageBps: 100,
      },
    );
    expect(plan.adjustments).toEqual([expect.objectContaining({ field: 'convertBps', requested: '2500', applied: '1000' })]);
    expect(plan.conversion).toEqual({ convertBps: 1000, btcDestinationScriptHex: P2TR_SPK, maxSlippageBps: 30, layout: LAYOUT_123 });
    const msg = fromBinary(BridgeDataSchema, fromHex(plan.bridgeDataHex));
    expect(msg.action).toBe(0);
    expect(toHex(msg.recipientScript)).toBe(P2WPKH_SPK);
    expect(msg.btcConversion?.convertBps).toBe(1000);
    expect(toHex(msg.btcConversion!.btcDestination)).toBe(P2TR_SPK);
    expect(msg.btcConversion?.maxSlippageBps).toBe(30);
    expect(msg.recipientProtostone).toBeUndefined();
  });

  it('no clamp at or below 1000; slippage defaults to the configured ceiling', () => {
    const plan = buildDeposit({ ...base, convertBps: '1000', btcDestination: P2TR }, { ...converting, maxSlippageBps: 100 });
    expect(plan.adjustments).toEqual([]);
    expect(plan.conversion?.maxSlippageBps).toBe(100);
    const plain = buildDeposit({ ...base, convertBps: 500, btcDestination: P2TR }, converting);
    expect(plain.conversion?.maxSlippageBps).toBeUndefined(); // unset: coordinator default
  });
});

describe('buildDeposit refusals', () => {
  it('convertBps outside 0..10000 is refused, never clamped', () => {
    refusedField({ convertBps: 10001, btcDestination: P2TR }, 'convertBps', /0\.\.10000/, converting);
    refusedField({ convertBps: -1, btcDestination: P2TR }, 'convertBps', /0\.\.10000/, converting);
    refusedField({ convertBps: 1.5, btcDestination: P2TR }, 'convertBps', /0\.\.10000/, converting);
  });

  it('btcDestination required when convertBps > 0, and refused without it', () => {
    refusedField({ convertBps: 100 }, 'btcDestination', /required/, converting);
    refusedField({ btcDestination: P2TR }, 'btcDestination', /without convertBps/);
    refusedField({ convertBps: 0, btcDestination: P2TR }, 'btcDestination', /without convertBps/);
    refusedField({ maxSlippageBps: 10 }, 'maxSlippageBps', /without convertBps/);
  });

  it('protostone and conversion are mutually exclusive', () => {
    refusedField({ convertBps: 100, btcDestination: P2TR, recipientProtostone: Uint8Array.of(1) }, 'recipientProtostone', /mutually exclusive/, converting);
    refusedField({ recipientProtostone: new Uint8Array(0) }, 'recipientProtostone', /empty/);
    expect(buildDeposit({ ...base, recipientProtostone: Uint8Array.of(1) }, config).bridgeDataHex).toBe(`0x1216${P2WPKH_SPK}1a0101`);
  });

  it('max_slippage_bps may only be lowered; 0 refused', () => {
    const cfg = { ...converting, maxSlippageBps: 100 };
    refusedField({ convertBps: 100, btcDestination: P2TR, maxSlippageBps: 101 }, 'maxSlippageBps', /only be lowered/, cfg);
    refusedField({ convertBps: 100, btcDestination: P2TR, maxSlippageBps: 0 }, 'maxSlippageBps', /unset/, cfg);
  });

  it('addresses: testnet, unpayable, wrong variant', () => {
    refusedField({ recipient: 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7' }, 'recipient', /test-network/);
    refusedField({ convertBps: 100, btcDestination: 'bc1rw5uspcuh' }, 'btcDestination', /2\.\.40/, converting);
    refusedField(
      { convertBps: 100, btcDestination: 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx' },
      'btcDestination',
      /bech32m/,
      converting,
    );
  });

  it('amount: token units, at most 6 decimals, > 0', () => {
    refusedField({ amount: '1.0000001' }, 'amount', /6 fractional digits/);
    refusedField({ amount: '0' }, 'amount', /greater than 0/);
    refusedField({ amount: '1e6' }, 'amount', /decimal string/);
    refusedField({ amount: '-5' }, 'amount', /decimal string/);
  });

  it('configuration: vault and token addresses required and valid', () => {
    refusedField({}, 'config.tokens.USDC', /not configured/, { vault: VAULT, tokens: { USDT } });
    refusedField({}, 'config.vault', /20-byte hex/, { vault: '<VAULT_ADDRESS>', tokens: { USDC } });
    refusedField({ asset: 'DAI' as never }, 'asset', /USDC or USDT/);
  });
});

describe('values of the wrong type (breaking the declared types, as untyped callers do) are refused by field', () => {
  it('a bigint, a number or an object amount, asset, address or protostone: BridgeInputError, never a TypeError', () => {
    refusedField({ amount: 10n as never }, 'amount', /must be a decimal string in token units .* got 10n \(a bigint\)/);
    refusedField({ amount: 10 as never }, 'amount', /got 10 \(a number\)/);
    refusedField({ asset: 1n as never }, 'asset', /must be USDC or USDT, got 1n/);
    refusedField({ recipient: 5n as never }, 'recipient', /a Bitcoin address is required/);
    refusedField({ recipientProtostone: [1, 2] as never }, 'recipientProtostone', /must be a Uint8Array/);
    refusedField({}, 'config.vault', /got 1n \(a bigint\)/, { ...config, vault: 1n as never });
  });
});
