import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { FRBTC_ID, FRUSD_ID, PriceError, readPoolPrices, usdPerBtc, usdPerBtcFraction, type PairRoles, type TokenSlot } from '../src/price.js';
import { AlkaneIdSchema, GetPoolStateRequestSchema, GetPriceResponseSchema } from '../src/gen/proto/alspo/cryptoswap/v1/cryptoswap_pb.js';

const SCALE = '1000000000000000000';
const roles: PairRoles = { usd: FRUSD_ID, btc: FRBTC_ID };
const frusd: TokenSlot = { id: FRUSD_ID, decimals: 8 };
const frbtc: TokenSlot = { id: FRBTC_ID, decimals: 8 };

describe('usdPerBtc', () => {
  // observed.md §9: marginal_price_q "15585063275356" at 1e18 ~ 64,164 USD/BTC.
  // By hand: 15585063275356 * 64164 = 999999999999942384, remainder 10^18 - that = 57616,
  // so usd_per_btc = 64164 + 57616/15585063275356 = 64164.000000003696873024...
  it('known answer: seed pool marginal price (token0 = frUSD, equal decimals)', () => {
    expect(15585063275356n * 64164n).toBe(999999999999942384n);
    const f = usdPerBtcFraction('15585063275356', SCALE, frusd, frbtc, roles);
    expect(f).toEqual({ num: 10n ** 18n, den: 15585063275356n });
    expect(usdPerBtc('15585063275356', SCALE, frusd, frbtc, roles)).toBe('64164.00000000');
    expect(usdPerBtc('15585063275356', SCALE, frusd, frbtc, roles, { fractionDigits: 18 })).toBe('64164.000000003696873024');
    expect(usdPerBtc('15585063275356', SCALE, frusd, frbtc, roles, { fractionDigits: 12 })).toBe('64164.000000003696');
    expect(usdPerBtc('15585063275356', SCALE, frusd, frbtc, roles, { fractionDigits: 12, rounding: 'half-up' })).toBe('64164.000000003697');
    expect(usdPerBtc('15585063275356', SCALE, frusd, frbtc, roles, { fractionDigits: 0 })).toBe('64164');
  });

  it('reads orientation from the caller: token0 = BTC gives the ratio directly', () => {
    // 1 BTC = 64164 USD, equal decimals: price_q = 64164 * 1e18
    expect(usdPerBtc('64164000000000000000000', SCALE, frbtc, frusd, roles, { fractionDigits: 2 })).toBe('64164.00');
  });

  it('differing decimals: multiplies the raw ratio by 10^(d0 - d1) first', () => {
    // token0 = USD-like with 6 decimals, token1 = BTC with 8; 1 BTC = 64000 USD.
    // raw BTC per raw USD = 1e8 / (64000 * 1e6) = 0.0015625 -> price_q = 1562500000000000
    const usd6: TokenSlot = { id: FRUSD_ID, decimals: 6 };
    expect(usdPerBtc('1562500000000000', SCALE, usd6, frbtc, roles, { fractionDigits: 2 })).toBe('64000.00');
    // token0 = BTC (8), token1 = USD (6): raw USD per raw BTC = 64000e6 / 1e8 = 640
    expect(usdPerBtc('640000000000000000000', SCALE, frbtc, usd6, roles, { fractionDigits: 2 })).toBe('64000.00');
  });

  it('refuses a pair that is not the configured USD/BTC pair, and a zero price', () => {
    const other: TokenSlot = { id: { block: 2, tx: 0n }, decimals: 8 };
    expect(() => usdPerBtc('1', SCALE, other, frbtc, roles)).toThrow(PriceError);
    expect(() => usdPerBtc('0', SCALE, frusd, frbtc, roles)).toThrow(/price_q is 0/);
    expect(() => usdPerBtc('1.5', SCALE, frusd, frbtc, roles)).toThrow(/price_q/);
  });
});

describe('readPoolPrices', () => {
  const base = {
    found: true,
    pool: create(AlkaneIdSchema, { block: 4, tx: 1778n }),
    token0: create(AlkaneIdSchema, { block: 4, tx: 1776n }),
    token1: create(AlkaneIdSchema, { block: 32, tx: 0n }),
    priceQScale: SCALE,
    marginalPriceQ: '15585063275356',
    oraclePriceQ: '15585063275356',
    stateHeight: 900000,
  };
  const dec = { token0: 8, token1: 8 };

  it('pool never traded: executed is undefined (not 0), marginal and oracle present', () => {
    const wire = toBinary(GetPriceResponseSchema, create(GetPriceResponseSchema, base));
    const resp = fromBinary(GetPriceResponseSchema, wire);
    expect(resp.executedPriceQ).toBeUndefined();
    const p = readPoolPrices(resp, dec, roles, { fractionDigits: 2 });
    expect(p).toEqual({ found: true, executed: undefined, marginal: '64164.00', oracle: '64164.00', stateHeight: 900000 });
  });

  it('traded pool: executed price with its stamp', () => {
    const txid = new Uint8Array(32).fill(0xab);
    const msg = create(GetPriceResponseSchema, {
      ...base,
      executedPriceQ: '16000000000000',
      executedHeight: 900001,
      executedTimestamp: 1760000000n,
      executedTxid: txid,
    });
    const resp = fromBinary(GetPriceResponseSchema, toBinary(GetPriceResponseSchema, msg));
    const p = readPoolPrices(resp, dec, roles, { fractionDigits: 2 });
    if (!p.found) throw new Error('expected found');
    // 1e18 / 16000000000000 = 62500 exactly
    expect(p.executed).toEqual({ usdPerBtc: '62500.00', priceQ: '16000000000000', timestamp: 1760000000n, height: 900001, txid });
  });

  it('found=false (empty request answer) is reported, not turned into a price', () => {
    const resp = fromBinary(GetPriceResponseSchema, new Uint8Array(0));
    expect(readPoolPrices(resp, dec, roles)).toEqual({ found: false });
  });

  it('request encoding matches observed.md §9 vector 0x0a05080410f20d', () => {
    const req = create(GetPoolStateRequestSchema, { pool: { block: 4, tx: 1778n } });
    expect(Buffer.from(toBinary(GetPoolStateRequestSchema, req)).toString('hex')).toBe('0a05080410f20d');
  });
});
